// A household for database tests, made as its members would make it (the checked functions, under
// each one's own claims): the owner creates it and invites, each member joins with the code. The one
// set-up of tests/integration/db's household tests, as api-client.ts householdWith is for the API's.
import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { as, type TestUser } from "./sql-as.ts";

/** A fresh invite code, as the API makes them. */
export const inviteCode = () => randomBytes(18).toString("base64url");

/** A household `owner` creates; answers its id. */
export async function createHousehold(owner: TestUser, name = "Flat 302"): Promise<string> {
  const [row] = await as(owner, (tx) => tx`select private.create_household(${name}) as id`);
  return row?.id as string;
}

/** `owner` invites `user`, who joins with the code. */
export async function joinHousehold(owner: TestUser, user: TestUser, household: string): Promise<void> {
  const secret = inviteCode();
  await as(owner, (tx) => tx`select private.create_household_invite(${household}, ${secret}, now())`);
  const [row] = await as(user, (tx) => tx`select outcome from private.join_household(${secret}, now())`);
  expect(row?.outcome).toBe("joined");
}

/** A household of `owner` that `members` have joined, in order; answers its id. */
export async function householdWith(
  owner: TestUser,
  members: TestUser[],
  name = "Flat 302",
): Promise<string> {
  const household = await createHousehold(owner, name);
  for (const member of members) await joinHousehold(owner, member, household);
  return household;
}
