// Households in the database (supabase/schemas/44_households.sql), driven as the Data API drives it
// (role `authenticated` + the caller's claims, or `anon`): who sees which rows of the four tables,
// that nobody writes them directly, the limits (name, 20 members, one owner), invites (fixed times
// for expiry, reuse, revoke, two joins racing for one code) and what deleting an account leaves.
import postgres from "postgres";
import { beforeAll, describe, expect, it } from "vitest";
import {
  HOUSEHOLD_INVITE_DAYS,
  HOUSEHOLD_MEMBERS_MAX,
  HOUSEHOLD_NAME_MAX,
  HOUSEHOLDS_PER_PERSON_MAX,
} from "../../../supabase/functions/_shared/contract/household-schemas.ts";
import { adminSql } from "../../support/db.ts";
import { stack } from "../../support/index.ts";
import { createHousehold, inviteCode } from "./household-with.ts";
import { as, createUser, failureOf, restInsert, restUpdate, type TestUser } from "./sql-as.ts";

const TABLES = ["households", "household_members", "household_invites", "household_activity"] as const;
/** Readable columns of each table (the invite's code hash is not). */
const READABLE: Record<(typeof TABLES)[number], string> = {
  households: "id",
  household_members: "household_id",
  household_invites: "household_id",
  household_activity: "household_id",
};

async function invite(member: TestUser, household: string, at = new Date()): Promise<string> {
  const secret = inviteCode();
  const [row] = await as(
    member,
    (tx) => tx`select outcome from private.create_household_invite(${household}, ${secret}, ${at})`,
  );
  expect(row?.outcome).toBe("ok");
  return secret;
}

async function join(user: TestUser, secret: string, at = new Date(), client?: postgres.Sql) {
  const [row] = await as(
    user,
    (tx) => tx`select household_id as "householdId", outcome from private.join_household(${secret}, ${at})`,
    { client },
  );
  return row as { householdId: string | null; outcome: string };
}

async function call(user: TestUser, fn: string, ...args: string[]): Promise<string> {
  const placeholders = args.map((_, index) => `$${index + 1}`).join(", ");
  const [row] = await as(user, (tx) => tx.unsafe(`select private.${fn}(${placeholders}) as outcome`, args));
  return row?.outcome as string;
}

/** The rows of `table` that `who` reads through the Data API, as household ids. */
async function visibleHouseholds(who: TestUser | "anon", table: (typeof TABLES)[number]) {
  const failure = await failureOf(() =>
    as(who, (tx) => tx.unsafe(`select ${READABLE[table]} as id from public.${table}`)),
  );
  if (failure) return failure.code === "42501" ? "denied" : failure.message;
  const rows = await as(who, (tx) =>
    tx.unsafe(`select distinct ${READABLE[table]}::text as id from public.${table}`),
  );
  return rows.map((row) => row.id as string).sort();
}

let ownerA: TestUser;
let memberA: TestUser;
let ownerB: TestUser;
let stranger: TestUser;
let former: TestUser;
let householdA: string;
let householdB: string;

beforeAll(async () => {
  [ownerA, memberA, ownerB, stranger, former] = await Promise.all([
    createUser(),
    createUser(),
    createUser(),
    createUser(),
    createUser(),
  ]);
  householdA = await createHousehold(ownerA, "Family");
  householdB = await createHousehold(ownerB, "Goa trip");
  expect((await join(memberA, await invite(ownerA, householdA))).outcome).toBe("joined");
  expect((await join(former, await invite(memberA, householdA))).outcome).toBe("joined");
  expect(await call(former, "leave_household", householdA)).toBe("ok");
  await invite(ownerB, householdB);
});

describe("row-level security on every household table", () => {
  for (const table of TABLES) {
    it(`${table}: members read their household's rows only; non-members, former members and anon nothing`, async () => {
      expect(await visibleHouseholds(ownerA, table)).toEqual([householdA]);
      expect(await visibleHouseholds(memberA, table)).toEqual([householdA]);
      expect(await visibleHouseholds(ownerB, table)).toEqual([householdB]);
      expect(await visibleHouseholds(stranger, table)).toEqual([]);
      expect(await visibleHouseholds(former, table)).toEqual([]);
      expect(await visibleHouseholds("anon", table)).toBe("denied");
    });

    it(`${table}: nobody inserts, updates or deletes through the Data API`, async () => {
      for (const who of [ownerA, memberA, stranger]) {
        const insert = await failureOf(() =>
          restInsert(who, table, table === "households" ? { name: "Mine" } : { household_id: householdA }),
        );
        expect(insert?.code).toBe("42501");
        const update = await failureOf(() =>
          restUpdate(
            who,
            table,
            { column: READABLE[table], value: householdA },
            table === "households" ? { name: "Renamed" } : { household_id: householdA },
          ),
        );
        expect(update?.code).toBe("42501");
        const remove = await failureOf(() =>
          as(who, (tx) =>
            tx.unsafe(`delete from public.${table} where ${READABLE[table]} = $1`, [householdA]),
          ),
        );
        expect(remove?.code).toBe("42501");
      }
    });
  }

  it("a member cannot make themself owner, nor add a membership, through the Data API", async () => {
    const promote = await failureOf(() =>
      restUpdate(memberA, "household_members", { column: "user_id", value: memberA.id }, { role: "owner" }),
    );
    expect(promote?.code).toBe("42501");
    const add = await failureOf(() =>
      restInsert(stranger, "household_members", {
        household_id: householdA,
        user_id: stranger.id,
        role: "owner",
      }),
    );
    expect(add?.code).toBe("42501");
  });

  it("the invite's code hash is not readable, even by members", async () => {
    const read = await failureOf(() =>
      as(ownerA, (tx) => tx`select code_hash from public.household_invites`),
    );
    expect(read?.code).toBe("42501");
  });

  it("the membership policy does not read its own table: a member lists the roster without recursion", async () => {
    const rows = await as(
      memberA,
      (tx) => tx`select user_id::text as id from public.household_members order by joined_at`,
    );
    expect(rows.map((row) => row.id)).toEqual([ownerA.id, memberA.id, former.id]);
    const [policy] = await adminSql()`
      select qual from pg_policies where tablename = 'household_members' and cmd = 'SELECT'`;
    expect(policy?.qual).toContain("my_household_ids");
  });

  it("a non-member's function calls answer not_found, and change nothing", async () => {
    expect(await call(stranger, "rename_household", householdA, "Mine now")).toBe("not_found");
    expect(await call(stranger, "delete_household", householdA)).toBe("not_found");
    expect(await call(former, "leave_household", householdA)).toBe("not_found");
    expect(await call(memberA, "rename_household", householdA, "Mine now")).toBe("not_owner");
    expect(await call(memberA, "hand_over_household", householdA, memberA.id)).toBe("not_owner");
    const [household] = await adminSql()`select name from public.households where id = ${householdA}`;
    expect(household?.name).toBe("Family");
  });
});

describe("limits the database holds", () => {
  it("a name is 1 to 60 characters, stored trimmed", async () => {
    const owner = await createUser();
    const id = await createHousehold(owner, "  Flat 302  ");
    const [row] = await adminSql()`select name from public.households where id = ${id}`;
    expect(row?.name).toBe("Flat 302");
    expect((await failureOf(() => createHousehold(owner, "   ")))?.code).toBe("23514");
    // The same limit as the API's and the form's (HOUSEHOLD_NAME_MAX).
    expect((await failureOf(() => createHousehold(owner, "x".repeat(HOUSEHOLD_NAME_MAX + 1))))?.code).toBe(
      "23514",
    );
    expect(await createHousehold(owner, "x".repeat(HOUSEHOLD_NAME_MAX))).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("a 21st member is refused, by join and by a direct insert", async () => {
    const owner = await createUser();
    const id = await createHousehold(owner, "Big family");
    const people = await Promise.all(Array.from({ length: HOUSEHOLD_MEMBERS_MAX }, () => createUser()));
    for (const person of people.slice(0, HOUSEHOLD_MEMBERS_MAX - 1)) {
      expect((await join(person, await invite(owner, id))).outcome).toBe("joined");
    }
    const [count] = await adminSql()`
      select count(*)::int as n from public.household_members where household_id = ${id} and left_at is null`;
    expect(count?.n).toBe(HOUSEHOLD_MEMBERS_MAX);
    const last = people[HOUSEHOLD_MEMBERS_MAX - 1] as TestUser;
    const secret = await invite(owner, id);
    expect((await join(last, secret)).outcome).toBe("full");
    // The refused join left the invite unused.
    const [open] = await adminSql()`
      select used_at from public.household_invites where code_hash = sha256(convert_to(${secret}, 'UTF8'))`;
    expect(open?.used_at).toBeNull();
    const direct = await failureOf(
      () =>
        adminSql()`insert into public.household_members (household_id, user_id) values (${id}, ${last.id})`,
    );
    expect(direct?.message).toBe("A household has at most 20 members");
  });

  it("two joins racing for the last place: one gets in, the other is told the household is full", async () => {
    const owner = await createUser();
    const id = await createHousehold(owner, "Racing");
    for (let n = 0; n < HOUSEHOLD_MEMBERS_MAX - 2; n += 1) {
      await adminSql()`insert into public.household_members (household_id, user_id)
        values (${id}, ${(await createUser()).id})`;
    }
    const [first, second] = [await createUser(), await createUser()];
    const [codeOne, codeTwo] = [await invite(owner, id), await invite(owner, id)];
    const clients = [0, 1].map(() => postgres(stack().urls.db, { max: 1, onnotice: () => {} }));
    try {
      const outcomes = await Promise.all([
        join(first, codeOne, new Date(), clients[0]),
        join(second, codeTwo, new Date(), clients[1]),
      ]);
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(["full", "joined"]);
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  });

  it("a person is in at most 50 households: a 51st is neither made nor joined", async () => {
    const busy = await createUser();
    const owner = await createUser();
    const elsewhere = await createHousehold(owner, "Elsewhere");
    for (let n = 0; n < HOUSEHOLDS_PER_PERSON_MAX; n += 1) await createHousehold(busy, `Home ${n}`);
    const [made] = await as(busy, (tx) => tx`select private.create_household('One more') as id`);
    expect(made?.id).toBeNull();
    expect((await join(busy, await invite(owner, elsewhere))).outcome).toBe("too_many");
    expect(
      await call(busy, "leave_household", (await visibleHouseholds(busy, "households"))[0] as string),
    ).toBe("owner_must_hand_over");
  });

  it("exactly one owner: a second is refused, and a household cannot be left ownerless", async () => {
    const owner = await createUser();
    const member = await createUser();
    const id = await createHousehold(owner, "One owner");
    expect((await join(member, await invite(owner, id))).outcome).toBe("joined");
    const second = await failureOf(
      () => adminSql()`update public.household_members set role = 'owner'
        where household_id = ${id} and user_id = ${member.id}`,
    );
    expect(second?.code).toBe("23505");
    const ownerless = await failureOf(
      () => adminSql()`update public.household_members set role = 'member'
        where household_id = ${id} and user_id = ${owner.id}`,
    );
    expect(ownerless?.message).toBe("A household needs an owner: hand over ownership before leaving");
    expect(await call(owner, "leave_household", id)).toBe("owner_must_hand_over");
    // Handing over swaps the roles in one transaction.
    expect(await call(owner, "hand_over_household", id, member.id)).toBe("ok");
    const roles = await adminSql()`
      select user_id::text as id, role from public.household_members where household_id = ${id} order by role`;
    expect(roles.map((r) => [r.id, r.role])).toEqual([
      [owner.id, "member"],
      [member.id, "owner"],
    ]);
    expect(await call(owner, "leave_household", id)).toBe("ok");
  });
});

describe("invites", () => {
  const madeAt = new Date("2026-11-01T06:00:00Z");
  const day = 24 * 60 * 60 * 1000;

  it("are stored only as their SHA-256 and expire 7 days after they were made", async () => {
    const owner = await createUser();
    const id = await createHousehold(owner, "Expiry");
    const secret = await invite(owner, id, madeAt);
    const [stored] = await adminSql()`
      select encode(code_hash, 'hex') as hash, expires_at from public.household_invites where household_id = ${id}`;
    expect(stored?.hash).toBe(
      (await import("node:crypto")).createHash("sha256").update(secret).digest("hex"),
    );
    expect(stored?.hash).not.toContain(secret);
    expect(stored?.expires_at).toEqual(new Date("2026-11-08T06:00:00.000Z"));
    const validFor = HOUSEHOLD_INVITE_DAYS * day;

    const late = await createUser();
    expect((await join(late, secret, new Date(madeAt.getTime() + validFor))).outcome).toBe("expired");
    const inTime = await createUser();
    expect((await join(inTime, secret, new Date(madeAt.getTime() + validFor - 1000))).outcome).toBe("joined");
  });

  it("work once: a second person, or the same one, finds it used", async () => {
    const owner = await createUser();
    const id = await createHousehold(owner, "Once");
    const secret = await invite(owner, id);
    const [first, second] = [await createUser(), await createUser()];
    expect(await join(first, secret)).toEqual({ householdId: id, outcome: "joined" });
    expect((await join(second, secret)).outcome).toBe("used");
    expect((await join(first, secret)).outcome).toBe("used");
    expect((await join(first, await invite(owner, id))).outcome).toBe("member");
    expect((await join(first, inviteCode())).outcome).toBe("unknown");
  });

  it("can be revoked by a member, and then do not work", async () => {
    const owner = await createUser();
    const id = await createHousehold(owner, "Revoked");
    const secret = await invite(owner, id);
    const [row] = await adminSql()`select id from public.household_invites where household_id = ${id}`;
    expect(await call(stranger, "revoke_household_invite", id, row?.id)).toBe("not_found");
    expect(await call(owner, "revoke_household_invite", id, row?.id)).toBe("ok");
    expect((await join(await createUser(), secret)).outcome).toBe("revoked");
  });

  it("two joins on one code at the same time: exactly one wins", async () => {
    const owner = await createUser();
    const id = await createHousehold(owner, "Race");
    const secret = await invite(owner, id);
    const [first, second] = [await createUser(), await createUser()];
    const clients = [0, 1].map(() => postgres(stack().urls.db, { max: 1, onnotice: () => {} }));
    try {
      const outcomes = await Promise.all([
        join(first, secret, new Date(), clients[0]),
        join(second, secret, new Date(), clients[1]),
      ]);
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(["joined", "used"]);
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
    const [members] = await adminSql()`
      select count(*)::int as n from public.household_members where household_id = ${id}`;
    expect(members?.n).toBe(2);
  });
});

describe("leaving, removal and deleting an account", () => {
  it("a former member's row stays (shown as former), and they see nothing of the household", async () => {
    const [row] = await adminSql()`
      select left_at from public.household_members where household_id = ${householdA} and user_id = ${former.id}`;
    expect(row?.left_at).toBeInstanceOf(Date);
    expect(await visibleHouseholds(former, "households")).toEqual([]);
  });

  it("deleting an account anonymises the person and hands an owned household to the first member", async () => {
    const owner = await createUser();
    const member = await createUser();
    const alone = await createUser();
    const shared = await createHousehold(owner, "Shared");
    const solo = await createHousehold(alone, "Solo");
    expect((await join(member, await invite(owner, shared))).outcome).toBe("joined");

    await adminSql()`delete from auth.users where id in (${owner.id}, ${alone.id})`;

    const rows = await adminSql()`
      select user_id, role, left_at is not null as "left" from public.household_members
      where household_id = ${shared} order by joined_at`;
    expect(rows.map((r) => ({ ...r }))).toEqual([
      { user_id: null, role: "member", left: true },
      { user_id: member.id, role: "owner", left: false },
    ]);
    const kinds = await adminSql()`
      select kind, actor_id from public.household_activity where household_id = ${shared} order by id`;
    expect(kinds.map((k) => k.kind)).toEqual([
      "created",
      "invite_created",
      "joined",
      "account_deleted",
      "owner_changed",
    ]);
    expect(kinds.every((k) => k.actor_id === null || k.actor_id === member.id)).toBe(true);
    const [gone] = await adminSql()`select count(*)::int as n from public.households where id = ${solo}`;
    expect(gone?.n).toBe(0);
  });
});
