// Balances from running totals (supabase/schemas/54_household_member_totals.sql): after shared
// expenses are added, edited (amount, payer, shares, made personal), deleted, a member leaves, an
// account is deleted and a settlement is recorded, each member's paid and owed totals equal a fresh
// sum of the household's expenses and shares, and private.household_nets still adds up to 0.
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";
import { householdWith } from "./household-with.ts";
import { as, createUser, failureOf, ist, type TestUser } from "./sql-as.ts";

async function add(writer: TestUser, household: string, payer: TestUser, shares: Record<string, string>) {
  const amount = Object.values(shares)
    .reduce((sum, part) => sum + Number(part), 0)
    .toFixed(2);
  const [row] = await as(
    writer,
    (tx) => tx`
      select expense_id::text as id, outcome from private.add_shared_expense(
        ${household}, ${payer.id}, ${tx.json(shares)},
        ${tx.json({ amount, category: "Food", spent_at: ist("2026-11-20 20:00") })})`,
  );
  expect(row?.outcome).toBe("ok");
  return row?.id as string;
}

/** Each member's totals as kept, and as a fresh sum of the household's rows: they must agree. */
async function totalsAndFreshSums(household: string) {
  const sql = adminSql();
  const kept = await sql`
    select m.id::text as member, t.paid::text as paid, t.owed::text as owed
    from public.household_members m join private.household_member_totals t on t.member_id = m.id
    where m.household_id = ${household} order by m.id`;
  const fresh = await sql`
    select m.id::text as member,
      coalesce((select sum(e.amount) from public.expenses e where e.paid_by = m.id), 0)::numeric(14, 2)::text as paid,
      coalesce((select sum(s.amount) from public.expense_shares s where s.member_id = m.id), 0)::numeric(14, 2)::text as owed
    from public.household_members m where m.household_id = ${household} order by m.id`;
  return { kept, fresh };
}

describe("a household's running totals", () => {
  it("follow every write to its shared expenses and shares, and the nets still add up to 0", async () => {
    const [owner, asha, ravi] = await Promise.all([createUser(), createUser(), createUser()]);
    const home = await householdWith(owner, [asha, ravi], "Totals");

    const dinner = await add(owner, home, owner, {
      [owner.id]: "1000",
      [asha.id]: "1000",
      [ravi.id]: "1000",
    });
    const cab = await add(asha, home, asha, { [asha.id]: "150.50", [ravi.id]: "150.50" });
    const milk = await add(ravi, home, ravi, { [ravi.id]: "60" });
    // Edits: a new amount and shares, a new payer, made personal again; a delete.
    const changed = await as(
      owner,
      (tx) => tx`
      select private.change_shared_expense(${dinner}, ${home}, ${asha.id},
        ${tx.json({ [owner.id]: "1200", [asha.id]: "1200", [ravi.id]: "1200" })},
        ${tx.json({ amount: "3600" })}) as outcome`,
    );
    expect(changed[0]?.outcome).toBe("ok");
    const personal = await as(
      ravi,
      (tx) => tx`
      select private.change_shared_expense(${milk}, null, null, null, ${tx.json({})}) as outcome`,
    );
    expect(personal[0]?.outcome).toBe("ok");
    const removed = await as(asha, (tx) => tx`select private.delete_shared_expense(${cab}) as outcome`);
    expect(removed[0]?.outcome).toBe("ok");
    await add(ravi, home, ravi, { [owner.id]: "33.34", [asha.id]: "33.33", [ravi.id]: "33.33" });
    await as(
      ravi,
      (tx) => tx`select outcome from private.add_household_settlement(${home}, ${asha.id}, 500::numeric)`,
    );
    await as(ravi, (tx) => tx`select private.leave_household(${home})`);

    const { kept, fresh } = await totalsAndFreshSums(home);
    expect(kept).toHaveLength(3);
    expect(kept).toEqual(fresh);
    const nets = await as(
      owner,
      (tx) => tx`select net::numeric(14, 2)::text as net from private.household_nets(${home})`,
    );
    expect(nets.reduce((sum, row) => sum + Math.round(Number(row.net) * 100), 0)).toBe(0);

    // A deleted account keeps its member row (and totals); deleting the household takes them all.
    await adminSql()`delete from auth.users where id = ${asha.id}`;
    const afterDeletion = await totalsAndFreshSums(home);
    expect(afterDeletion.kept).toEqual(afterDeletion.fresh);
    await as(owner, (tx) => tx`select private.delete_household(${home})`);
    const [{ left } = { left: -1 }] = await adminSql()<{ left: number }[]>`
      select count(*)::int as left from private.household_member_totals t
      where not exists (select 1 from public.household_members m where m.id = t.member_id)`;
    expect(left).toBe(0);
  });
});

describe("the running totals through the Data API", () => {
  it("are no one's to read or write: not a member's, not an outsider's, not anon's (only the balances read them)", async () => {
    const [owner, member, outsider] = await Promise.all([createUser(), createUser(), createUser()]);
    const home = await householdWith(owner, [member], "Totals");
    await add(owner, home, owner, { [owner.id]: "100", [member.id]: "100" });
    const [kept] = await adminSql()`
      select count(*)::int as n from private.household_member_totals t
      join public.household_members m on m.id = t.member_id where m.household_id = ${home}`;
    expect(kept?.n).toBe(2);
    for (const who of [owner, member, outsider, "anon"] as const) {
      for (const statement of [
        "select * from private.household_member_totals",
        "update private.household_member_totals set paid = 0",
        "delete from private.household_member_totals",
        "insert into private.household_member_totals (member_id) values (1)",
      ]) {
        const failure = await failureOf(() => as(who, (tx) => tx.unsafe(statement)));
        expect([statement, failure?.code]).toEqual([statement, "42501"]);
      }
    }
    // What a member does read: each one's net, through the checked function.
    const nets = await as(member, (tx) => tx`select net::text as net from private.household_nets(${home})`);
    expect(nets.map((row) => row.net).sort()).toEqual(["-100.00", "100.00"]);
  });
});
