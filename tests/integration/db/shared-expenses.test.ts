// Shared expenses in the database (supabase/schemas/48_shared_expenses.sql), driven as the Data API
// and the API drive it: who reads a shared expense and its shares (two households, a member, a
// non-member, a former member, anon), that nobody writes them through the Data API, that the shares
// add up to the paisa, who may edit and delete, and that each member's share (not the whole bill)
// is their spending — after an insert, an edit, a delete, a member leaving and an account's deletion.
import { beforeAll, describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";
import { stack } from "../../support/index.ts";
import { householdWith } from "./household-with.ts";
import { as, createUser, failureOf, ist, restInsert, restUpdate, type TestUser } from "./sql-as.ts";

const leave = (user: TestUser, household: string) =>
  as(user, (tx) => tx`select private.leave_household(${household}) as outcome`).then(([row]) => row?.outcome);

interface NewShared {
  household: string;
  payer: TestUser;
  shares: Record<string, string>;
  amount: string;
  at?: string;
  category?: string;
}

async function addShared(
  writer: TestUser,
  expense: NewShared,
): Promise<{ id: string | null; outcome: string }> {
  const [row] = await as(
    writer,
    (tx) => tx`
      select expense_id as id, outcome from private.add_shared_expense(
        ${expense.household}, ${expense.payer.id}, ${tx.json(expense.shares)},
        ${tx.json({ amount: expense.amount, category: expense.category ?? "Food", spent_at: expense.at ?? ist("2026-11-20 20:00") })})`,
  );
  return row as { id: string | null; outcome: string };
}

const change = (
  who: TestUser,
  expense: string,
  target: string | null,
  payer: TestUser | null,
  shares: Record<string, string> | null,
  changes: Record<string, string> = {},
) =>
  as(
    who,
    (tx) => tx`
      select private.change_shared_expense(${expense}, ${target}, ${payer?.id ?? null},
        ${shares ? tx.json(shares) : null}, ${tx.json(changes)}) as outcome`,
  ).then(([row]) => row?.outcome as string);

const removeShared = (who: TestUser, expense: string) =>
  as(who, (tx) => tx`select private.delete_shared_expense(${expense}) as outcome`).then(
    ([row]) => row?.outcome as string,
  );

/** What the spending view (every spending figure's source) holds for `who` on a day, by category. */
async function spending(who: TestUser, day = "2026-11-20"): Promise<Record<string, string>> {
  const rows = await as(
    who,
    (tx) => tx`
      select category, total::numeric(14, 2)::text as total, expense_count as count
      from private.spending_daily_totals where user_id = ${who.id} and day = ${day}::date order by category`,
  );
  return Object.fromEntries(rows.map((row) => [row.category as string, `${row.total}×${row.count}`]));
}

/** The ids of `table` rows `who` reads through the Data API (expenses: ids; shares: expense ids). */
async function visible(
  who: TestUser | "anon",
  table: "expenses" | "expense_shares",
): Promise<string[] | string> {
  const column = table === "expenses" ? "id" : "expense_id";
  const failure = await failureOf(() => as(who, (tx) => tx.unsafe(`select ${column} from public.${table}`)));
  if (failure) return failure.code === "42501" ? "denied" : failure.message;
  const rows = await as(who, (tx) => tx.unsafe(`select distinct ${column}::text as id from public.${table}`));
  return rows.map((row) => row.id as string).sort();
}

let owner: TestUser;
let member: TestUser;
let third: TestUser;
let former: TestUser;
let outsider: TestUser;
let household: string;
let other: string;

beforeAll(async () => {
  await stack();
  [owner, member, third, former, outsider] = await Promise.all([
    createUser(),
    createUser(),
    createUser(),
    createUser(),
    createUser(),
  ]);
  household = await householdWith(owner, [member, third, former]);
  other = await householdWith(outsider, [], "Goa trip");
});

describe("who reads a shared expense and its shares", () => {
  it("members of its household only; a former member only what they share in; not a non-member, not anon", async () => {
    const before = await addShared(owner, {
      household,
      payer: owner,
      amount: "100.00",
      shares: { [owner.id]: "50.00", [former.id]: "50.00" },
    });
    expect(before.outcome).toBe("ok");
    expect(await leave(former, household)).toBe("ok");
    const dinner = await addShared(member, {
      household,
      payer: owner,
      amount: "3000.00",
      shares: { [owner.id]: "1000.00", [member.id]: "1000.00", [third.id]: "1000.00" },
    });
    expect(dinner.outcome).toBe("ok");
    const theirs = await addShared(outsider, {
      household: other,
      payer: outsider,
      amount: "10.00",
      shares: { [outsider.id]: "10.00" },
    });
    const [personal] = await restInsert(owner, "expenses", { amount: "99.00", category: "Food" });

    for (const table of ["expenses", "expense_shares"] as const) {
      const shared = [before.id, dinner.id].sort();
      for (const who of [member, third]) expect(await visible(who, table)).toEqual(shared);
      expect(await visible(outsider, table)).toEqual([theirs.id]);
      // The former member: only what they have a share in (still their spending), nothing added since.
      expect(await visible(former, table)).toEqual([before.id]);
      expect(await visible("anon", table)).toBe("denied");
    }
    // A personal expense stays its writer's.
    expect(await visible(member, "expenses")).not.toContain(personal?.id);
    expect(await visible(owner, "expenses")).toContain(personal?.id);
  });

  it("nobody writes shared expenses or shares through the Data API", async () => {
    const dinner = await addShared(owner, {
      household,
      payer: owner,
      amount: "30.00",
      shares: { [owner.id]: "15.00", [member.id]: "15.00" },
    });
    const id = dinner.id as string;
    for (const who of [owner, member, outsider]) {
      expect(
        (await failureOf(() => restInsert(who, "expense_shares", { expense_id: id, amount: "1" })))?.code,
      ).toBe("42501");
      expect(
        (
          await failureOf(() =>
            restUpdate(who, "expense_shares", { column: "expense_id", value: id }, { amount: "1" }),
          )
        )?.code,
      ).toBe("42501");
      expect(
        (
          await failureOf(() =>
            restInsert(who, "expenses", { amount: "5", category: "Food", household_id: household }),
          )
        )?.code,
      ).toBe("42501");
    }
    // Its writer's own-row policies no longer reach it: no row changes, none goes.
    const changed = await restUpdate(owner, "expenses", { column: "id", value: id }, { amount: "31.00" });
    expect(changed.length).toBe(0);
    const removed = await as(owner, (tx) => tx`delete from public.expenses where id = ${id} returning id`);
    expect(removed.length).toBe(0);
    const [row] = await adminSql()`select amount::text from public.expenses where id = ${id}`;
    expect(row?.amount).toBe("30.00");
  });
});

describe("the shares of a shared expense", () => {
  it("add up exactly to its amount, checked at commit", async () => {
    const failure = await failureOf(() =>
      addShared(owner, {
        household,
        payer: owner,
        amount: "100.00",
        shares: { [owner.id]: "33.33", [member.id]: "33.33", [third.id]: "33.33" },
      }),
    );
    expect(failure?.code).toBe("23514");
    expect(failure?.message).toBe("The shares add up to 99.99, not the expense's 100.00");
  });

  it("belong to current members; the caller is one", async () => {
    expect(
      (
        await addShared(owner, {
          household,
          payer: owner,
          amount: "10.00",
          shares: { [outsider.id]: "10.00" },
        })
      ).outcome,
    ).toBe("not_a_member");
    expect(
      (await addShared(owner, { household, payer: former, amount: "10.00", shares: { [owner.id]: "10.00" } }))
        .outcome,
    ).toBe("not_a_member");
    expect(
      (
        await addShared(outsider, {
          household,
          payer: outsider,
          amount: "10.00",
          shares: { [outsider.id]: "10.00" },
        })
      ).outcome,
    ).toBe("no_household");
  });

  it("are changed and deleted by the payer or the owner only", async () => {
    const lunch = await addShared(third, {
      household,
      payer: member,
      amount: "60.00",
      shares: { [member.id]: "30.00", [third.id]: "30.00" },
      at: ist("2026-11-21 13:00"),
    });
    const id = lunch.id as string;
    const split = { [member.id]: "40.00", [third.id]: "20.00" };
    expect(await change(third, id, household, member, split)).toBe("not_allowed");
    expect(await change(outsider, id, household, member, split)).toBe("not_found");
    expect(await change(member, id, household, member, split)).toBe("ok");
    expect(await change(owner, id, household, member, split, { amount: "60.00" })).toBe("ok");
    expect(await removeShared(third, id)).toBe("not_allowed");
    const byWriter = await failureOf(() => as(third, (tx) => tx`select private.delete_expense(${id})`));
    expect(byWriter?.code).toBe("42501");
    expect(await removeShared(member, id)).toBe("ok");
    expect(await spending(member, "2026-11-21")).toEqual({});
  });
});

describe("my share is my spending", () => {
  it("counts each member's share once, through insert, edit, move, unshare, delete, leaving and account deletion", async () => {
    const [a, b, c] = await Promise.all([createUser(), createUser(), createUser()]);
    const home = await householdWith(a, [b, c], "Home");
    const day = "2026-11-10";
    const thirds = { [a.id]: "1000.00", [b.id]: "1000.00", [c.id]: "1000.00" };

    // Before: nothing, so each check below would fail on a whole-bill count.
    const dinner = await addShared(b, {
      household: home,
      payer: a,
      amount: "3000.00",
      shares: thirds,
      at: ist(`${day} 21:00`),
    });
    expect(dinner.outcome).toBe("ok");
    const id = dinner.id as string;
    for (const who of [a, b, c]) expect(await spending(who, day)).toEqual({ Food: "1000.00×1" });

    // An edit: a new amount and split.
    expect(
      await change(
        a,
        id,
        home,
        a,
        { [a.id]: "1500.00", [b.id]: "1000.00", [c.id]: "800.00" },
        { amount: "3300.00" },
      ),
    ).toBe("ok");
    expect(await spending(a, day)).toEqual({ Food: "1500.00×1" });
    expect(await spending(b, day)).toEqual({ Food: "1000.00×1" });
    expect(await spending(c, day)).toEqual({ Food: "800.00×1" });

    // A move to another day and category: the shares move with it.
    expect(
      await change(
        a,
        id,
        home,
        a,
        { [a.id]: "1500.00", [b.id]: "1000.00", [c.id]: "800.00" },
        {
          spent_at: ist("2026-11-11 09:00"),
          category: "Travel",
        },
      ),
    ).toBe("ok");
    for (const who of [a, b, c]) expect(await spending(who, day)).toEqual({});
    expect(await spending(c, "2026-11-11")).toEqual({ Travel: "800.00×1" });

    // Unshared: the writer's personal expense, whole; shared again: shares.
    expect(await change(b, id, null, null, null)).toBe("not_allowed");
    expect(await change(a, id, null, null, null)).toBe("ok");
    expect(await spending(b, "2026-11-11")).toEqual({ Travel: "3300.00×1" });
    expect(await spending(a, "2026-11-11")).toEqual({});
    expect(await change(b, id, home, b, { [b.id]: "1650.00", [c.id]: "1650.00" })).toBe("ok");
    expect(await spending(b, "2026-11-11")).toEqual({ Travel: "1650.00×1" });
    expect(await spending(c, "2026-11-11")).toEqual({ Travel: "1650.00×1" });

    // A member leaving keeps their share (they spent it) and changes nobody's.
    expect(await leave(c, home)).toBe("ok");
    expect(await spending(c, "2026-11-11")).toEqual({ Travel: "1650.00×1" });
    expect(await spending(b, "2026-11-11")).toEqual({ Travel: "1650.00×1" });
    // An edit after they left may keep the former member's share.
    expect(
      await change(b, id, home, b, { [b.id]: "1000.00", [c.id]: "1650.00" }, { amount: "2650.00" }),
    ).toBe("ok");
    expect(await spending(b, "2026-11-11")).toEqual({ Travel: "1000.00×1" });

    // The writer's account goes: the expense stays for the household, the others' shares with it.
    await adminSql()`delete from auth.users where id = ${b.id}`;
    const [kept] = await adminSql()`select user_id::text as owner from public.expenses where id = ${id}`;
    expect(kept?.owner).toBe(a.id);
    expect(await spending(c, "2026-11-11")).toEqual({ Travel: "1650.00×1" });

    // Deleted by the owner: gone from everyone's spending.
    expect(await removeShared(a, id)).toBe("ok");
    expect(await spending(c, "2026-11-11")).toEqual({});
    const [left] = await adminSql()`
      select count(*)::int as n from public.expense_daily_totals where user_id in (${a.id}, ${c.id})`;
    expect(left?.n).toBe(0);
  });

  it("deleting the household takes its expenses out of every member's spending", async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    const home = await householdWith(a, [b], "Trip");
    await addShared(a, {
      household: home,
      payer: b,
      amount: "500.00",
      shares: { [a.id]: "250.00", [b.id]: "250.00" },
      at: ist("2026-11-12 10:00"),
    });
    expect(await spending(b, "2026-11-12")).toEqual({ Food: "250.00×1" });
    const [row] = await as(a, (tx) => tx`select private.delete_household(${home}) as outcome`);
    expect(row?.outcome).toBe("ok");
    expect(await spending(a, "2026-11-12")).toEqual({});
    expect(await spending(b, "2026-11-12")).toEqual({});
  });
});

describe("budget alerts follow the shares", () => {
  it("a ₹15,000 bill split two ways alerts each member as for ₹7,500 of their own, once", async () => {
    const [a, b, control] = await Promise.all([createUser(), createUser(), createUser()]);
    for (const who of [a, b, control]) {
      await as(who, (tx) => tx`insert into budgets (amount) values (10000)`);
    }
    const home = await householdWith(a, [b], "Alerts");
    const now = new Date().toISOString();
    const bill = await addShared(a, {
      household: home,
      payer: a,
      amount: "15000.00",
      shares: { [a.id]: "7500.00", [b.id]: "7500.00" },
      at: now,
    });
    expect(bill.outcome).toBe("ok");
    await as(
      control,
      (tx) => tx`insert into expenses (amount, category, spent_at) values (7500, 'Food', ${now})`,
    );
    const kinds = async (who: TestUser) =>
      (
        await adminSql()`
          select notification_type as kind from public.budget_notifications
          where user_id = ${who.id} order by notification_type`
      ).map((row) => row.kind as string);
    const expected = await kinds(control);
    expect(expected.length).toBeGreaterThan(0);
    expect(await kinds(a)).toEqual(expected);
    expect(await kinds(b)).toEqual(expected);
  });
});
