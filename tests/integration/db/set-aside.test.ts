// Category kinds (docs/product.md §4.32): an expense in a set-aside category (Investments, Savings
// transfer, Card bill, or a custom category the user marked so) is in no spending figure — the daily
// limit, budget alerts, home's and analytics' spending — but in analytics' set-aside figure. The
// amounts are chosen so the assertions hold on any day of the month (31 days left or 1).

import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";
import { stack } from "../../support/stack.ts";
import { as, createUser, failureOf, type TestUser } from "./sql-as.ts";

const sql = () => adminSql();

const spendIn = (tx: postgres.TransactionSql, amount: string, category: string) =>
  tx`insert into expenses (amount, category, spent_at) values (${amount}, ${category}, now())`;

async function spend(user: TestUser, amount: string, category: string): Promise<void> {
  await as(user, (tx) => spendIn(tx, amount, category));
}

async function budgetOf(user: TestUser, amount: string): Promise<void> {
  await as(user, (tx) => tx`insert into budgets (amount) values (${amount})`);
}

const figures = (user: TestUser) =>
  as(user, async (tx) => {
    const [today] = await tx`select today_spent::text, committed::text from public.daily_limit_status()`;
    const [month] = await tx`select total_spent::text, category_spending from public.spending_in_month()`;
    const [day] = await tx`select total_spent::text from public.spending_on_day()`;
    const [setAside] =
      await tx`select total_set_aside::text, category_set_aside from public.set_aside_in_month()`;
    return { today, month, day, setAside };
  });

/** Polls until `check` answers a row (a lock taken or awaited in another transaction), at most 10 s. */
async function until(check: () => Promise<readonly unknown[]>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await check()).length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the other transaction never got there");
}

/** The user's category-kinds lock in pg_locks, held (`granted`) or awaited. */
const kindsLock = (user: TestUser, granted: boolean) => sql()`
  select 1 from pg_locks
  where locktype = 'advisory' and objsubid = 1 and granted = ${granted}
    and ((classid::bigint << 32) | objid::bigint) = private.category_kinds_lock(${user.id})`;

const alertsOf = async (user: TestUser) =>
  (await sql()`select notification_type from budget_notifications where user_id = ${user.id}`).map(
    (row) => row.notification_type,
  );

describe("set-aside categories", () => {
  it("leave the daily limit, alerts and spending alone, and add up in the set-aside figure", async () => {
    const user = await createUser();
    await budgetOf(user, "10000");
    await spend(user, "100.00", "Food & Dining");
    await spend(user, "5000.00", "Investments");
    await spend(user, "2500.50", "sip"); // an alias: canonicalised to Investments
    await spend(user, "1200.00", "Card bill");
    await as(user, (tx) => tx`insert into custom_categories (name, kind) values ('Chit fund', 'set_aside')`);
    await spend(user, "999.99", "chit FUND");

    const { today, month, day, setAside } = await figures(user);
    expect(today?.today_spent).toBe("100.00");
    expect(day?.total_spent).toBe("100.00");
    expect(month?.total_spent).toBe("100.00");
    expect(month?.category_spending).toEqual({ "Food & Dining": 100 });
    expect(setAside?.total_set_aside).toBe("9700.49");
    expect(setAside?.category_set_aside).toEqual({
      Investments: 7500.5,
      "Card bill": 1200,
      "chit FUND": 999.99,
    });
    // 9,800.49 of 10,000 would have raised budget_50 and budget_80 (and today's limit).
    expect(await alertsOf(user)).toEqual([]);

    // The rollup itself keeps every expense, whatever its kind.
    const [rollup] = await sql()`
      select sum(total)::text as total from expense_daily_totals where user_id = ${user.id}`;
    expect(rollup?.total).toBe("9800.49");
  });

  it("a custom category's kind is its owner's only, and only its owner may change it", async () => {
    const owner = await createUser();
    const other = await createUser();
    await as(owner, (tx) => tx`insert into custom_categories (name, kind) values ('Gold', 'set_aside')`);
    await as(other, (tx) => tx`insert into custom_categories (name) values ('Gold')`);
    await spend(owner, "300.00", "Gold");
    await spend(other, "300.00", "Gold");
    expect((await figures(owner)).month?.total_spent).toBe("0");
    expect((await figures(other)).month?.total_spent).toBe("300.00");
    // The other user cannot see or change the owner's row (RLS), nor write an unknown kind.
    const changed = await as(
      other,
      (tx) => tx`update custom_categories set kind = 'spending' where user_id = ${owner.id} returning 1`,
    );
    expect(changed).toHaveLength(0);
    expect(
      (await failureOf(() => as(other, (tx) => tx`update custom_categories set kind = 'savings'`)))?.code,
    ).toBe("23514");
    // Anyone signed out reads no list at all.
    expect((await failureOf(() => as("anon", (tx) => tx`select * from custom_categories`)))?.code).toBe(
      "42501",
    );
    // Changing the kind moves the user's figures at once (the rollup is not rewritten).
    await as(other, (tx) => tx`update custom_categories set kind = 'set_aside' where name = 'Gold'`);
    expect((await figures(other)).month?.total_spent).toBe("0");
    expect((await figures(other)).setAside?.total_set_aside).toBe("300.00");
  });

  it("follow a custom category added, renamed or removed after its expenses were saved", async () => {
    const user = await createUser();
    await spend(user, "300.00", "Gold");
    expect((await figures(user)).month?.total_spent).toBe("300.00");
    // Saved as set aside after its expense: the expense leaves spending.
    await as(user, (tx) => tx`insert into custom_categories (name, kind) values ('Gold', 'set_aside')`);
    expect((await figures(user)).month?.total_spent).toBe("0");
    // Renamed, its expenses moving with it: still set aside under the new name.
    await as(user, (tx) => tx`select * from public.move_custom_category('Gold', 'Bullion', false)`);
    const renamed = await figures(user);
    expect(renamed.month?.total_spent).toBe("0");
    expect(renamed.setAside?.total_set_aside).toBe("300.00");
    // Removed while its expenses keep the name: spending again.
    await as(user, (tx) => tx`delete from custom_categories where name = 'Bullion'`);
    const removed = await figures(user);
    expect(removed.month?.total_spent).toBe("300.00");
    expect(removed.setAside?.total_set_aside).toBe("0");
  });

  it("an expense saved while its category changes kind waits, and counts by the new kind", async () => {
    const user = await createUser();
    await as(user, (tx) => tx`insert into custom_categories (name) values ('Gold')`);
    const second = postgres(stack().urls.db, { max: 1, onnotice: () => {} });
    try {
      let finish = () => {};
      const finished = new Promise<void>((resolve) => {
        finish = resolve;
      });
      // The change is made and holds the lock until told to commit.
      const change = as(user, async (tx) => {
        await tx`update custom_categories set kind = 'set_aside' where name = 'Gold'`;
        await finished;
      });
      await until(() => kindsLock(user, true));
      // The first expense of a day in it (a new daily-total row), saved meanwhile on another connection.
      const saving = as(user, (tx) => spendIn(tx, "300.00", "Gold"), { client: second });
      await until(() => kindsLock(user, false));
      finish();
      await Promise.all([change, saving]);
    } finally {
      await second.end();
    }
    const after = await figures(user);
    expect(after.month?.total_spent).toBe("0");
    expect(after.setAside?.total_set_aside).toBe("300.00");
  });

  it("a recurring SIP is not counted in what is still due this month", async () => {
    const user = await createUser();
    await budgetOf(user, "30000");
    // Due on the month's last day (31 → the last day), so always still due today or later.
    const add = (category: string) =>
      as(
        user,
        (tx) => tx`
          insert into recurring_payments (name, amount, category, frequency, day_of_month, starts_on, next_due_on)
          values (${category}, 2000, ${category}, 'monthly', 31, private.ist_today(), private.ist_today())`,
      );
    await add("Investments");
    expect((await figures(user)).today?.committed).toBe("0");
    await add("Rent");
    expect((await figures(user)).today?.committed).toBe("2000.00");
  });
});
