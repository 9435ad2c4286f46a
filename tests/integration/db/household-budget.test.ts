// A household's budget and its alerts in the database (supabase/schemas/52_household_budget.sql):
// who reads the budget and the alerts (owner, member, non-member, former member, anon) and that
// nobody writes them through the Data API; the owner sets it through the checked function; the
// 50/80/100 % and daily alerts raised once per household and period, delivered to every current
// member; and one member's bad state stopping neither the payer's expense nor the others' alerts
// (the household's alerts, and each member's own alerts checked after a shared expense).
import { beforeAll, describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";
import { stack } from "../../support/index.ts";
import { householdWith } from "./household-with.ts";
import { as, createUser, failureOf, ist, restInsert, restUpdate, type TestUser } from "./sql-as.ts";

/** Sets the budget as `who`; the outcome ('ok', 'not_found', 'not_owner', 'unknown_category'). */
async function setBudget(
  who: TestUser,
  household: string,
  month: string,
  total: string,
  categories: Record<string, number> = {},
): Promise<{ outcome: string; detail: string | null }> {
  const [row] = await as(
    who,
    (tx) =>
      tx`select outcome, detail from private.set_household_budget(${household}, ${month}::date, ${total}::numeric, ${tx.json(categories)})`,
  );
  return row as { outcome: string; detail: string | null };
}

/** A shared expense of `amount` with the given shares ({userId: rupees}), paid by `payer`. */
async function addShared(
  payer: TestUser,
  household: string,
  shares: Record<string, string>,
  amount: string,
  at?: string,
): Promise<{ id: string | null; outcome: string }> {
  const [row] = await as(
    payer,
    (tx) => tx`
      select expense_id as id, outcome from private.add_shared_expense(
        ${household}, ${payer.id}, ${tx.json(shares)},
        ${tx.json({ amount, category: "Food", ...(at ? { spent_at: at } : {}) })})`,
  );
  return row as { id: string | null; outcome: string };
}

/** `who`'s alerts from a household (type list, oldest first), read as the admin. */
async function householdAlertsOf(who: TestUser, household: string): Promise<string[]> {
  const rows = await adminSql()`
    select notification_type from public.budget_notifications
    where user_id = ${who.id} and household_id = ${household}
    order by created_at, notification_type`;
  return rows.map((row) => row.notification_type as string).sort();
}

/** What `who` reads of a table through the Data API: a household's ids, or "denied". */
async function visible(
  who: TestUser | "anon",
  table: "household_budgets" | "household_budget_alerts",
  household: string,
): Promise<number | string> {
  const failure = await failureOf(() => as(who, (tx) => tx.unsafe(`select 1 from public.${table} limit 1`)));
  if (failure) return failure.code === "42501" ? "denied" : failure.message;
  const rows = await as(who, (tx) =>
    tx.unsafe(`select 1 from public.${table} where household_id = $1`, [household]),
  );
  return rows.length;
}

/** Makes the budget_notifications table refuse every new row of `who` while `work` runs. */
async function refusingNotificationsOf<T>(who: TestUser, work: () => Promise<T>): Promise<T> {
  const name = `test_refuse_${who.id.replaceAll("-", "")}`;
  await adminSql().unsafe(
    `alter table public.budget_notifications add constraint ${name} check (user_id <> '${who.id}'::uuid) not valid`,
  );
  try {
    return await work();
  } finally {
    await adminSql().unsafe(`alter table public.budget_notifications drop constraint ${name}`);
  }
}

const thisMonth = async () => {
  const [row] = await adminSql()`select date_trunc('month', private.ist_today())::date::text as month`;
  return row?.month as string;
};

beforeAll(async () => {
  await stack();
});

describe("household budget", () => {
  it("the owner sets it; a member, a non-member and a former member cannot", async () => {
    const [owner, member, former, outsider] = await Promise.all([
      createUser(),
      createUser(),
      createUser(),
      createUser(),
    ]);
    const home = await householdWith(owner, [member, former]);
    expect(await as(former, (tx) => tx`select private.leave_household(${home}) as o`)).toEqual([{ o: "ok" }]);
    expect(await setBudget(owner, home, "2026-11-01", "20000", { healthcare: 1000, Health: 500 })).toEqual({
      outcome: "ok",
      detail: null,
    });
    expect((await setBudget(member, home, "2026-11-01", "5000")).outcome).toBe("not_owner");
    expect((await setBudget(former, home, "2026-11-01", "5000")).outcome).toBe("not_found");
    expect((await setBudget(outsider, home, "2026-11-01", "5000")).outcome).toBe("not_found");
    expect(await setBudget(owner, home, "2026-11-01", "5000", { Snacks: 10 })).toEqual({
      outcome: "unknown_category",
      detail: "Snacks",
    });
    // A member's own category is the household's too.
    await as(member, (tx) => tx`insert into public.custom_categories (name) values ('Snacks')`);
    expect((await setBudget(owner, home, "2026-11-01", "5000", { snacks: 10 })).outcome).toBe("ok");
    // The bounds are the database's: the check constraints refuse what the API would.
    for (const [total, categories] of [
      ["999", {}],
      ["100001", {}],
      ["5000", { Rent: -1 }],
      ["5000", { Rent: 1.5 }],
    ] as const) {
      const failure = await failureOf(() => setBudget(owner, home, "2026-12-01", total, categories));
      expect(failure?.code).toBe("23514");
    }
    const [stored] = await adminSql()`
      select total::text, category_budgets from public.household_budgets where household_id = ${home}`;
    expect(stored).toEqual({ total: "5000.00", category_budgets: { Snacks: 10 } });
  });

  it("members read it and its alerts through the Data API; nobody else; nobody writes them", async () => {
    const [owner, member, former, outsider] = await Promise.all([
      createUser(),
      createUser(),
      createUser(),
      createUser(),
    ]);
    const home = await householdWith(owner, [member, former]);
    expect((await setBudget(owner, home, await thisMonth(), "1000")).outcome).toBe("ok");
    await addShared(owner, home, { [owner.id]: "600.00" }, "600.00");
    await as(former, (tx) => tx`select private.leave_household(${home})`);
    for (const table of ["household_budgets", "household_budget_alerts"] as const) {
      expect(await visible(owner, table, home)).toBeGreaterThan(0);
      expect(await visible(member, table, home)).toBeGreaterThan(0);
      expect(await visible(former, table, home)).toBe(0);
      expect(await visible(outsider, table, home)).toBe(0);
      expect(await visible("anon", table, home)).toBe("denied");
    }
    for (const who of [owner, member, outsider]) {
      const insert = await failureOf(() =>
        restInsert(who, "household_budgets", { household_id: home, month: "2027-01-01", total: "5000" }),
      );
      expect(insert?.code).toBe("42501");
      const update = await failureOf(() =>
        restUpdate(who, "household_budgets", { column: "household_id", value: home }, { total: "99999" }),
      );
      expect(update?.code).toBe("42501");
      const alert = await failureOf(() =>
        restInsert(who, "household_budget_alerts", {
          household_id: home,
          notification_type: "budget_50",
          period: "2027-01-01",
          spent_amount: "1",
          limit_amount: "1",
        }),
      );
      expect(alert?.code).toBe("42501");
      // Nor edit an alert, nor delete either (DELETE /rest/v1/<table>?household_id=eq.…).
      const edit = await failureOf(() =>
        restUpdate(
          who,
          "household_budget_alerts",
          { column: "household_id", value: home },
          { spent_amount: "0" },
        ),
      );
      expect(edit?.code).toBe("42501");
      for (const table of ["household_budgets", "household_budget_alerts"] as const) {
        const removal = await failureOf(() =>
          as(who, (tx) => tx.unsafe(`delete from public.${table} where household_id = $1`, [home])),
        );
        expect([table, removal?.code]).toEqual([table, "42501"]);
      }
    }
    for (const table of ["household_budgets", "household_budget_alerts"] as const) {
      expect(await visible(owner, table, home)).toBeGreaterThan(0);
    }
  });

  it("raises 50/80/100 % once per household and month, to every current member", async () => {
    const [owner, member, third, former] = await Promise.all([
      createUser(),
      createUser(),
      createUser(),
      createUser(),
    ]);
    const home = await householdWith(owner, [member, third, former]);
    await as(former, (tx) => tx`select private.leave_household(${home})`);
    expect((await setBudget(owner, home, await thisMonth(), "3000")).outcome).toBe("ok");
    const split = (amount: string) => ({ [owner.id]: amount, [member.id]: amount, [third.id]: amount });
    // ₹1,500 (the whole bill, not a share) is half the household's budget.
    const first = await addShared(member, home, split("500.00"), "1500.00");
    expect(first.outcome).toBe("ok");
    const monthly = async (who: TestUser) =>
      (await householdAlertsOf(who, home)).filter((type) => type !== "daily_limit");
    for (const who of [owner, member, third]) expect(await monthly(who)).toEqual(["budget_50"]);
    // Deleting and crossing again raises nothing new; going on to 80 % and past 100 % does.
    await as(member, (tx) => tx`select private.delete_shared_expense(${first.id})`);
    await addShared(owner, home, split("500.00"), "1500.00");
    for (const who of [owner, member, third]) expect(await monthly(who)).toEqual(["budget_50"]);
    await addShared(third, home, split("300.00"), "900.00");
    await addShared(third, home, split("300.00"), "900.00");
    for (const who of [owner, member, third]) {
      expect(await monthly(who)).toEqual(["budget_100", "budget_50", "budget_80"]);
    }
    expect(await householdAlertsOf(former, home)).toEqual([]);
    const [once] = await adminSql()`
      select count(*)::int as n from public.household_budget_alerts
      where household_id = ${home} and notification_type like 'budget_%'`;
    expect(once?.n).toBe(3);
    // Each copy says which household and carries the figures the app renders.
    const [copy] = await adminSql()`
      select message, spent_amount::text as spent, limit_amount::text as "limit" from public.budget_notifications
      where user_id = ${third.id} and household_id = ${home} and notification_type = 'budget_50'`;
    expect(copy).toEqual({
      message: "Flat 302: Half your budget used. You've passed ₹1,500 of your ₹3,000 monthly budget.",
      spent: "1500.00",
      limit: "3000.00",
    });
  });

  it("raises the daily limit once per household and Indian day", async () => {
    const [owner, member] = await Promise.all([createUser(), createUser()]);
    const home = await householdWith(owner, [member]);
    // ₹11,000 for November; nothing spent before the 20th: ₹1,000 a day for the 11 days left.
    expect((await setBudget(owner, home, "2026-11-01", "11000")).outcome).toBe("ok");
    const day = ist("2026-11-20 13:00");
    const raise = () =>
      adminSql()`select private.raise_household_budget_alerts(${home}, ${day}::timestamptz, '2026-11-20')`;
    await addShared(owner, home, { [owner.id]: "450.00", [member.id]: "450.00" }, "900.00", day);
    await raise();
    expect(await householdAlertsOf(member, home)).toEqual([]);
    await addShared(owner, home, { [owner.id]: "50.00", [member.id]: "50.00" }, "100.00", day);
    await raise();
    await raise();
    for (const who of [owner, member]) expect(await householdAlertsOf(who, home)).toEqual(["daily_limit"]);
    const [copy] = await adminSql()`
      select message from public.budget_notifications where user_id = ${member.id} and household_id = ${home}`;
    expect(copy?.message).toBe(
      "Flat 302: Daily limit reached. You've spent ₹1,000 today, the whole of your daily limit.",
    );
  });

  it("one member's refused alert stops neither the expense nor the others' household alerts", async () => {
    const [owner, member, third] = await Promise.all([createUser(), createUser(), createUser()]);
    const home = await householdWith(owner, [member, third]);
    expect((await setBudget(owner, home, await thisMonth(), "1000")).outcome).toBe("ok");
    const added = await refusingNotificationsOf(member, () =>
      addShared(owner, home, { [owner.id]: "300.00", [member.id]: "300.00", [third.id]: "300.00" }, "900.00"),
    );
    expect(added.outcome).toBe("ok");
    const monthly = async (who: TestUser) =>
      (await householdAlertsOf(who, home)).filter((type) => type !== "daily_limit");
    expect(await monthly(owner)).toEqual(["budget_50", "budget_80"]);
    expect(await monthly(third)).toEqual(["budget_50", "budget_80"]);
    expect(await monthly(member)).toEqual([]);
  });
});

describe("each member's own alerts after a shared expense", () => {
  it("one member's failing alert stops neither the payer's insert nor the other members' alerts", async () => {
    const [payer, member, third] = await Promise.all([createUser(), createUser(), createUser()]);
    const home = await householdWith(payer, [member, third]);
    // ₹500 of a ₹1,000 budget: each member's share is half their own month.
    for (const who of [member, third]) {
      await as(who, (tx) => tx`insert into public.budgets (amount) values (1000)`);
    }
    const added = await refusingNotificationsOf(member, () =>
      addShared(
        payer,
        home,
        { [payer.id]: "500.00", [member.id]: "500.00", [third.id]: "500.00" },
        "1500.00",
      ),
    );
    expect(added.outcome).toBe("ok");
    const own = async (who: TestUser) => {
      const rows = await adminSql()`
        select notification_type from public.budget_notifications
        where user_id = ${who.id} and household_id is null and notification_type like 'budget_%'`;
      return rows.map((row) => row.notification_type as string);
    };
    expect(await own(third)).toEqual(["budget_50"]);
    expect(await own(member)).toEqual([]);
  });
});
