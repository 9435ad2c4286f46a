// Live changes to a household's shared expenses follow the expenses' read policy as it is when each
// change happens: the stand-in plans each row check once and keeps the plan (local/realtime/schema.sql),
// so these pin that a kept plan still asks who is a member now. Everyone here watches the whole expenses
// table, so only row-level security decides.
import { randomBytes } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  adminSql,
  asUser,
  type Change,
  type NewUser,
  newUser,
  realtimeClient,
  watchChanges,
} from "../../support/index.ts";

let asha: NewUser;
let ravi: NewUser;
let meera: NewUser;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  [asha, ravi, meera] = await Promise.all([newUser(), newUser(), newUser()]);
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.removeAllChannels()));
});

afterAll(async () => {
  // One at a time, as accounts are deleted: a shared expense's shares leave the others' daily totals.
  for (const who of [asha, ravi, meera]) await adminSql()`delete from auth.users where id = ${who.user.id}`;
});

async function everyExpenseOf(user: NewUser, name: string) {
  const client = realtimeClient();
  clients.push(client);
  await client.realtime.setAuth(user.session.access_token);
  return watchChanges(client, name, [{ event: "INSERT", schema: "public", table: "expenses" }]);
}

async function join(user: NewUser, home: string) {
  const code = randomBytes(18).toString("base64url");
  await asUser(asha, (tx) => tx`select private.create_household_invite(${home}, ${code}, now())`);
  await asUser(user, (tx) => tx`select private.join_household(${code}, now())`);
}

/** Asha pays a shared expense split between `members`; its id. */
async function sharedExpense(home: string, description: string, members: NewUser[]) {
  const each = (300 / members.length).toFixed(2);
  const shares = Object.fromEntries(members.map((member) => [member.user.id, each]));
  const [row] = await asUser(
    asha,
    (tx) =>
      tx<{ id: string; outcome: string }[]>`
        select expense_id as id, outcome from private.add_shared_expense(${home}, ${asha.user.id},
          ${tx.json(shares)}, ${tx.json({ amount: "300", category: "Groceries", description })})`,
  );
  expect(row?.outcome).toBe("ok");
  return row?.id as string;
}

const descriptions = (changes: Change[]) =>
  changes.map((change) => (change.new as Record<string, unknown>).description);

describe("a household's shared expenses live", () => {
  it("reach whoever is a member when each is saved: one who joins later gets the next, one who left does not", async () => {
    const [made] = await asUser(asha, (tx) => tx`select private.create_household('Flat 302') as id`);
    const home = made?.id as string;
    await join(ravi, home);
    const raviWatch = await everyExpenseOf(ravi, "ravi-expenses");
    const meeraWatch = await everyExpenseOf(meera, "meera-expenses");

    // Ravi reads it as a member (the households' arm); Meera, not yet a member, hears nothing.
    const milk = await sharedExpense(home, "Milk", [asha, ravi]);
    await raviWatch.waitForChange((c) => (c.new as Record<string, unknown>).id === milk);

    await join(meera, home);
    const rent = await sharedExpense(home, "Rent share", [asha, ravi, meera]);
    await meeraWatch.waitForChange((c) => (c.new as Record<string, unknown>).id === rent);
    await raviWatch.waitForChange((c) => (c.new as Record<string, unknown>).id === rent);

    const [left] = await asUser(ravi, (tx) => tx`select private.leave_household(${home}) as outcome`);
    expect(left?.outcome).toBe("ok");
    const fruit = await sharedExpense(home, "Fruit", [asha, meera]);
    await meeraWatch.waitForChange((c) => (c.new as Record<string, unknown>).id === fruit);

    // Changes arrive in commit order: once Ravi has his own later row, he has had every chance at
    // the fruit.
    const [own] = await adminSql()<{ id: string }[]>`
      insert into public.expenses (user_id, amount, category, description)
      values (${ravi.user.id}, 40, 'Transport', 'Auto') returning id`;
    await raviWatch.waitForChange((c) => (c.new as Record<string, unknown>).id === own?.id);
    expect(descriptions(raviWatch.changes)).toEqual(["Milk", "Rent share", "Auto"]);
    expect(descriptions(meeraWatch.changes)).toEqual(["Rent share", "Fruit"]);
  });
});
