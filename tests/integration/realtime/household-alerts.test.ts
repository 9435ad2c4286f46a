// A household's budget alert reaches every member live: each member's copy is one of their own
// budget_notifications rows, so the app's existing subscription (postgres_changes on
// budget_notifications, filtered to the user: src/lib/live-updates.ts) delivers it; a non-member
// hears nothing.
import { randomBytes } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  adminSql,
  asUser,
  type NewUser,
  newUser,
  realtimeClient,
  watchChanges,
} from "../../support/index.ts";

let asha: NewUser;
let ravi: NewUser;
let outsider: NewUser;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  [asha, ravi, outsider] = await Promise.all([newUser(), newUser(), newUser()]);
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.removeAllChannels()));
});

afterAll(async () => {
  await adminSql()`delete from auth.users where id in ${adminSql()([asha.user.id, ravi.user.id, outsider.user.id])}`;
});

async function signedIn(user: NewUser) {
  const client = realtimeClient();
  clients.push(client);
  await client.realtime.setAuth(user.session.access_token);
  return client;
}

const alertsOf = async (user: NewUser, name: string) =>
  watchChanges(await signedIn(user), name, [
    {
      event: "INSERT",
      schema: "public",
      table: "budget_notifications",
      filter: `user_id=eq.${user.user.id}`,
    },
  ]);

describe("household budget alerts live", () => {
  it("reach every member on their own alerts subscription, and nobody else", async () => {
    const [made] = await asUser(asha, (tx) => tx`select private.create_household('Flat 302') as id`);
    const home = made?.id as string;
    const code = randomBytes(18).toString("base64url");
    await asUser(asha, (tx) => tx`select private.create_household_invite(${home}, ${code}, now())`);
    await asUser(ravi, (tx) => tx`select private.join_household(${code}, now())`);
    await asUser(
      asha,
      (tx) =>
        tx`select private.set_household_budget(${home}, date_trunc('month', private.ist_today())::date, 3000, '{}')`,
    );
    const ashaWatch = await alertsOf(asha, "asha-alerts");
    const raviWatch = await alertsOf(ravi, "ravi-alerts");
    const outsiderWatch = await watchChanges(await signedIn(outsider), "outsider-alerts", [
      { event: "INSERT", schema: "public", table: "budget_notifications" },
    ]);

    const shares = { [asha.user.id]: "750.00", [ravi.user.id]: "750.00" };
    await asUser(
      asha,
      (tx) =>
        tx`select private.add_shared_expense(${home}, ${asha.user.id}, ${tx.json(shares)}, ${tx.json({ amount: "1500", category: "Groceries" })})`,
    );
    for (const watch of [ashaWatch, raviWatch]) {
      const alert = await watch.waitForChange(
        (c) => (c.new as Record<string, unknown>).notification_type === "budget_50",
      );
      expect((alert.new as Record<string, unknown>).household_id).toBe(home);
    }
    // The outsider's own later alert arrives only after every earlier change was handled.
    await adminSql()`insert into public.budgets (user_id, amount) values (${outsider.user.id}, 1000)`;
    await adminSql()`insert into public.expenses (user_id, amount, category) values (${outsider.user.id}, 600, 'Groceries')`;
    await outsiderWatch.waitForChange((c) => (c.new as Record<string, unknown>).user_id === outsider.user.id);
    expect(outsiderWatch.changes.map((c) => (c.new as Record<string, unknown>).household_id)).not.toContain(
      home,
    );
  });
});
