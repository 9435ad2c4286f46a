// Settlements in the database (supabase/schemas/51_household_settlements.sql), driven as the Data API
// and the API drive it: who reads them (a member, a non-member, a former member, anon), that nobody
// writes them through the Data API, the checks of the recording and undoing functions, each member's
// net (paid − shares ± settlements), and the UPI ID's bound on the profile.
import { beforeAll, describe, expect, it } from "vitest";
import { stack } from "../../support/index.ts";
import { householdWith } from "./household-with.ts";
import { as, createUser, failureOf, restInsert, restUpdate, type TestUser } from "./sql-as.ts";

async function settle(who: TestUser, household: string, payee: TestUser, amount: string) {
  const [row] = await as(
    who,
    (tx) =>
      tx`select settlement_id as id, outcome from private.add_household_settlement(${household}, ${payee.id}, ${amount}::numeric)`,
  );
  return row as { id: string | null; outcome: string };
}

const undo = (who: TestUser, household: string, id: string) =>
  as(who, (tx) => tx`select private.undo_household_settlement(${household}, ${id}) as outcome`).then(
    ([row]) => row?.outcome as string,
  );

/** The settlement ids `who` reads through the Data API, or "denied". */
async function visible(who: TestUser | "anon"): Promise<string[] | string> {
  const failure = await failureOf(() => as(who, (tx) => tx`select id from public.household_settlements`));
  if (failure) return failure.code === "42501" ? "denied" : failure.message;
  const rows = await as(who, (tx) => tx`select id::text as id from public.household_settlements`);
  return rows.map((row) => row.id as string).sort();
}

async function nets(who: TestUser, household: string): Promise<Record<string, string>> {
  const rows = await as(
    who,
    (tx) => tx`select user_id::text as user, net::text as net from private.household_nets(${household})`,
  );
  return Object.fromEntries(rows.map((row) => [row.user as string, row.net as string]));
}

let owner: TestUser;
let member: TestUser;
let former: TestUser;
let outsider: TestUser;
let household: string;

beforeAll(async () => {
  await stack();
  [owner, member, former, outsider] = await Promise.all([
    createUser(),
    createUser(),
    createUser(),
    createUser(),
  ]);
  household = await householdWith(owner, [member, former]);
});

describe("household settlements", () => {
  it("current members read them, a former member only the ones they are in, not a non-member or anon", async () => {
    const early = await settle(former, household, owner, "250.00");
    expect(early.outcome).toBe("ok");
    expect((await as(former, (tx) => tx`select private.leave_household(${household}) as o`))[0]?.o).toBe(
      "ok",
    );
    const later = await settle(member, household, owner, "100.00");
    expect(later.outcome).toBe("ok");
    const both = [early.id, later.id].sort();
    expect(await visible(owner)).toEqual(both);
    expect(await visible(member)).toEqual(both);
    expect(await visible(former)).toEqual([early.id]);
    expect(await visible(outsider)).toEqual([]);
    expect(await visible("anon")).toBe("denied");
  });

  it("nobody writes them through the Data API", async () => {
    const made = await settle(member, household, owner, "10.00");
    for (const who of [owner, member, outsider]) {
      const insert = await failureOf(() =>
        restInsert(who, "household_settlements", {
          household_id: household,
          from_member: 1,
          to_member: 2,
          amount: "1",
        }),
      );
      expect(insert?.code).toBe("42501");
      const update = await failureOf(() =>
        restUpdate(who, "household_settlements", { column: "id", value: made.id as string }, { amount: "1" }),
      );
      expect(update?.code).toBe("42501");
    }
  });

  it("the caller pays a current member a positive amount; only its maker undoes it", async () => {
    expect((await settle(member, household, member, "5.00")).outcome).toBe("self");
    expect((await settle(member, household, former, "5.00")).outcome).toBe("not_a_member");
    expect((await settle(member, household, outsider, "5.00")).outcome).toBe("not_a_member");
    expect((await settle(outsider, household, owner, "5.00")).outcome).toBe("no_household");
    expect((await settle(member, household, owner, "0")).outcome).toBe("bad_amount");
    expect((await settle(member, household, owner, "-5")).outcome).toBe("bad_amount");
    expect((await settle(member, household, owner, "1.005")).outcome).toBe("bad_amount");

    const made = await settle(member, household, owner, "40.00");
    const id = made.id as string;
    expect(await undo(owner, household, id)).toBe("not_allowed");
    expect(await undo(outsider, household, id)).toBe("not_found");
    expect(await undo(member, household, id)).toBe("ok");
    expect(await undo(member, household, id)).toBe("not_found");
  });

  it("moves the nets, which add up to 0; a non-member reads none", async () => {
    const home = await householdWith(owner, [member], "Goa trip");
    const [dinner] = await as(
      owner,
      (tx) => tx`select outcome from private.add_shared_expense(${home}, ${owner.id},
        ${tx.json({ [owner.id]: "1500.00", [member.id]: "1500.00" })},
        ${tx.json({ amount: "3000.00", category: "Food" })})`,
    );
    expect(dinner?.outcome).toBe("ok");
    expect(await nets(member, home)).toEqual({ [owner.id]: "1500.00", [member.id]: "-1500.00" });
    const paid = await settle(member, home, owner, "500.00");
    expect(await nets(owner, home)).toEqual({ [owner.id]: "1000.00", [member.id]: "-1000.00" });
    await undo(member, home, paid.id as string);
    expect(await nets(owner, home)).toEqual({ [owner.id]: "1500.00", [member.id]: "-1500.00" });
    expect(await nets(outsider, home)).toEqual({});
  });
});

describe("a UPI ID on the profile", () => {
  it("takes name@bank and refuses anything else", async () => {
    const user = await createUser();
    await restUpdate(user, "profiles", { column: "id", value: user.id }, { upi_id: "asha.k@okbank" });
    const [saved] = await as(user, (tx) => tx`select upi_id from public.profiles where id = ${user.id}`);
    expect(saved?.upi_id).toBe("asha.k@okbank");
    for (const bad of ["asha", "@okbank", "asha@", "a b@okbank", `${"a".repeat(250)}@okbank`]) {
      const failure = await failureOf(() =>
        restUpdate(user, "profiles", { column: "id", value: user.id }, { upi_id: bad }),
      );
      expect(failure?.code, bad).toBe("23514");
    }
  });
});
