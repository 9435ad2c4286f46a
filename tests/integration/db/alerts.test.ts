// The budget alert trigger: expenses saved by the user (under RLS, as the API saves them) raise
// budget_50 / budget_80 / budget_100 once per Indian month and daily_limit once per Indian day.

import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";
import { formatRupees } from "../../support/rupees.ts";
import { stack } from "../../support/stack.ts";
import { as, createUser, type TestUser } from "./sql-as.ts";

interface Notification {
  notification_type: string;
  period: string;
  message: string;
}

const sql = () => adminSql();

async function setBudget(user: TestUser, amount: number): Promise<void> {
  await as(
    user,
    (tx) => tx`
      insert into budgets (amount) values (${amount})
      on conflict (user_id) do update set amount = excluded.amount`,
  );
}

/** Saves an expense as the user; `at` defaults to now. Returns its id. */
async function spend(user: TestUser, amount: number | string, at?: string): Promise<string> {
  const [row] = await as(
    user,
    (tx) => tx`
      insert into expenses (amount, category, spent_at)
      values (${amount}, 'Food & Dining', coalesce(${at ?? null}::timestamptz, now()))
      returning id`,
  );
  return String(row?.id);
}

async function notificationsOf(user: TestUser, type?: string): Promise<Notification[]> {
  return sql()<Notification[]>`
    select notification_type, to_char(period, 'YYYY-MM-DD') as period, message
    from budget_notifications
    where user_id = ${user.id} and (${type ?? null}::text is null or notification_type = ${type ?? null})
    order by created_at, notification_type`;
}

const monthly = async (user: TestUser) =>
  (await notificationsOf(user)).filter((n) => n.notification_type !== "daily_limit");

/** An Indian date relative to today ('yyyy-mm-dd'), and the first day of next month. */
async function istDates() {
  const [row] = await sql()<
    {
      today: string;
      tomorrow: string;
      yesterday: string;
      nextMonth: string;
      lastMonth: string;
      daysLeft: number;
    }[]
  >`
    select to_char(d, 'YYYY-MM-DD') as today,
      (date_trunc('month', d) + interval '1 month')::date - d as "daysLeft",
      to_char(d + 1, 'YYYY-MM-DD') as tomorrow,
      to_char(d - 1, 'YYYY-MM-DD') as yesterday,
      to_char(date_trunc('month', d) + interval '1 month', 'YYYY-MM-DD') as "nextMonth",
      to_char(date_trunc('month', d) - interval '1 month', 'YYYY-MM-DD') as "lastMonth"
    from (select (now() at time zone 'Asia/Kolkata')::date as d) today`;
  if (!row) throw new Error("no dates");
  return row;
}

describe("budget alerts", () => {
  it("raises nothing without a budget", async () => {
    const user = await createUser();
    await spend(user, 50000);
    expect(await notificationsOf(user)).toEqual([]);
  });

  it("fires each threshold exactly once as spending crosses 50%, 80% and 100%", async () => {
    const user = await createUser();
    await setBudget(user, 30000);

    await spend(user, 14000);
    expect(await monthly(user)).toEqual([]);

    await spend(user, 1000); // exactly 50%
    expect((await monthly(user)).map((n) => n.notification_type)).toEqual(["budget_50"]);

    await spend(user, 100);
    const lastId = await spend(user, 8000); // 23,100: 77%
    expect(await monthly(user)).toHaveLength(1);

    // Editing an expense counts too: 8,000 → 8,900 makes exactly ₹24,000 = 80%.
    await as(user, (tx) => tx`update expenses set amount = 8900 where id = ${lastId}`);
    const at80 = await notificationsOf(user, "budget_80");
    expect(at80).toHaveLength(1);
    expect(at80[0]?.message).toBe(
      "80% of your budget used. You've passed ₹24,000 of your ₹30,000 monthly budget.",
    );

    await spend(user, 6000); // exactly 100%
    await spend(user, 500);
    const all = await monthly(user);
    expect(all.map((n) => n.notification_type)).toEqual(["budget_50", "budget_80", "budget_100"]);
    expect(all[2]?.message).toBe("Whole budget used. You've spent all of your ₹30,000 monthly budget.");
  });

  it("fires every threshold a single expense jumps past, once each", async () => {
    const user = await createUser();
    await setBudget(user, 10000);
    await spend(user, 12000.5);
    const all = await monthly(user);
    // Each states its own threshold; none quotes the 120 % the expense reached.
    expect(Object.fromEntries(all.map((n) => [n.notification_type, n.message]))).toEqual({
      budget_50: "Half your budget used. You've passed ₹5,000 of your ₹10,000 monthly budget.",
      budget_80: "80% of your budget used. You've passed ₹8,000 of your ₹10,000 monthly budget.",
      budget_100: "Budget exceeded. You've spent ₹12,000.50 of your ₹10,000 monthly budget, ₹2,000.50 over.",
    });
    await spend(user, 1);
    expect(await monthly(user)).toHaveLength(3);
  });

  it("does not fire again when expenses are deleted and the threshold is crossed again", async () => {
    const user = await createUser();
    await setBudget(user, 10000);
    const first = await spend(user, 6000);
    expect(await notificationsOf(user, "budget_50")).toHaveLength(1);
    await as(user, (tx) => tx`delete from expenses where id = ${first}`);
    await spend(user, 7000);
    expect(await notificationsOf(user, "budget_50")).toHaveLength(1);
  });

  it("starts each Indian month fresh, and stays quiet about months already over", async () => {
    const user = await createUser();
    await setBudget(user, 10000);
    const { today, nextMonth, lastMonth } = await istDates();

    await spend(user, 6000);
    await spend(user, 6000, `${nextMonth} 00:01:00+05:30`);
    const fifties = await notificationsOf(user, "budget_50");
    expect(fifties.map((n) => n.period)).toEqual([`${today.slice(0, 7)}-01`, nextMonth]);

    // A big expense back-dated into last month changes nothing for last month.
    await spend(user, 20000, `${lastMonth} 12:00:00+05:30`);
    expect((await monthly(user)).filter((n) => n.period === lastMonth)).toEqual([]);
  });

  it("respects budget changes: thresholds follow the new amount, without repeating", async () => {
    const user = await createUser();
    await setBudget(user, 20000);
    await spend(user, 8000); // 40%
    expect(await monthly(user)).toEqual([]);

    // Lowering the budget to ₹15,000 puts the same spending at 53%.
    await setBudget(user, 15000);
    const fifty = await notificationsOf(user, "budget_50");
    expect(fifty.map((n) => n.message)).toEqual([
      "Half your budget used. You've passed ₹7,500 of your ₹15,000 monthly budget.",
    ]);

    // Raising it to ₹40,000: 50% again is no news; 80% of the new amount is.
    await setBudget(user, 40000);
    await spend(user, 12000); // 20,000 = 50%
    expect(await monthly(user)).toHaveLength(1);
    await spend(user, 12000); // 32,000 = 80%
    expect((await notificationsOf(user, "budget_80")).map((n) => n.message)).toEqual([
      "80% of your budget used. You've passed ₹32,000 of your ₹40,000 monthly budget.",
    ]);
  });

  it("fires daily_limit once per Indian day when the day's spending reaches the day's daily limit", async () => {
    const user = await createUser();
    await setBudget(user, 90000);
    const { tomorrow, yesterday, daysLeft } = await istDates();
    // Nothing spent before today and no recurring payments: the budget ÷ the days left, in paise rounded down.
    const limit = Math.floor(9_000_000 / daysLeft);
    const rupees = (paise: number) => (paise / 100).toFixed(2);

    await spend(user, rupees(limit - 1));
    expect(await notificationsOf(user, "daily_limit")).toEqual([]);
    await spend(user, "0.01");
    await spend(user, 500);
    const today = await notificationsOf(user, "daily_limit");
    expect(today).toHaveLength(1);
    expect(today[0]?.message).toBe(
      `Daily limit reached. You've spent ${formatRupees(limit / 100)} today, the whole of your daily limit.`,
    );

    // Tomorrow has its own limit (what is left ÷ the days left from tomorrow), well under ₹60,000.
    await spend(user, 60000, `${tomorrow} 00:00:00+05:30`);
    expect((await notificationsOf(user, "daily_limit")).map((n) => n.period)).toEqual([
      today[0]?.period,
      tomorrow,
    ]);

    // Yesterday is over: back-dated spending raises nothing for it.
    await spend(user, 9000, `${yesterday} 23:59:00+05:30`);
    expect(await notificationsOf(user, "daily_limit")).toHaveLength(2);
  });

  it("alerts only the owner of the expenses", async () => {
    const spender = await createUser();
    const bystander = await createUser();
    await setBudget(spender, 1000);
    await setBudget(bystander, 1000);
    await spend(spender, 5000);
    expect(await notificationsOf(spender)).not.toEqual([]);
    expect(await notificationsOf(bystander)).toEqual([]);
    // And the owner sees only their own through RLS.
    const seen = await as(bystander, (tx) => tx`select user_id from budget_notifications`);
    expect(seen).toEqual([]);
  });

  it("does not miss a threshold crossed by two expenses saved at the same moment", async () => {
    const user = await createUser();
    await setBudget(user, 10000);
    const first = postgres(stack().urls.db, { max: 1, onnotice: () => {} });
    const second = postgres(stack().urls.db, { max: 1, onnotice: () => {} });
    try {
      let inserted!: () => void;
      let release!: () => void;
      const firstInserted = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      // 30% each: only together do they reach 50%, and neither sees the other before it commits.
      const firstSave = as(
        user,
        async (tx) => {
          await tx`insert into expenses (amount, category) values (3000, 'Rent')`;
          inserted();
          await gate;
        },
        { client: first },
      );
      await firstInserted;
      const secondSave = as(user, (tx) => tx`insert into expenses (amount, category) values (3000, 'Rent')`, {
        client: second,
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      await Promise.all([firstSave, secondSave]);
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
    expect((await monthly(user)).map((n) => n.notification_type)).toEqual(["budget_50"]);
  });
});
