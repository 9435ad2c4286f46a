// DELETE /api/account: behind the password (or a fresh sign-in), it removes the Auth user, every row
// keyed to them in every table the catalog lists, and every file of theirs in Storage, and touches
// nothing of anyone else's. A failed step leaves the account usable so the request can be repeated;
// a repeat after success is a success.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { TINY_PNG } from "../../support/images.ts";
import { adminSql, inbox, stack, supabaseClient } from "../../support/index.ts";
import { deviceKeys } from "../../support/push-service.ts";
import { call, householdWith, randomIp, refreshStatus, signedInUser, testApp } from "./api-client.ts";

const app = testApp();

/** Every column that says whose a row is, in every schema: by name, or by a reference to auth.users. */
async function userColumns() {
  return [
    ...(await adminSql()<{ schema: string; table: string; column: string; onDelete: string | null }[]>`
      select n.nspname as schema, c.relname as table, a.attname as column,
        (select k.confdeltype::text from pg_constraint k
          where k.conrelid = c.oid and k.contype = 'f' and k.confrelid = 'auth.users'::regclass
            and a.attnum = any (k.conkey) limit 1) as "onDelete"
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        and n.nspname not in ('pg_catalog', 'information_schema')
        and (a.attname in ('user_id', 'owner', 'owner_id')
          or exists (select 1 from pg_constraint k
            where k.conrelid = c.oid and k.contype = 'f' and k.confrelid = 'auth.users'::regclass
              and a.attnum = any (k.conkey)))
      order by 1, 2, 3`),
  ];
}

/** Rows per (table, column) that belong to `userId`. */
async function rowsOf(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { schema, table, column } of await userColumns()) {
    const [row] = await adminSql().unsafe(
      `select count(*)::int as n from "${schema}"."${table}" where "${column}"::text = $1`,
      [userId],
    );
    counts[`${schema}.${table}.${column}`] = row?.n as number;
  }
  return counts;
}

const nonEmpty = (counts: Record<string, number>) =>
  Object.keys(counts).filter((key) => (counts[key] ?? 0) > 0);

/** A user with something in as many tables as the app writes: expenses, budget, alerts, imports… */
async function userWithEverything() {
  const user = await signedInUser(app);
  const token = user.token;
  await call(app, "POST", "/budget", { token, body: { amount: "1000" } });
  const spent = await call(app, "POST", "/expenses", {
    token,
    body: { category: "Rent", amount: "900", method: "manual", date: new Date().toISOString() },
  });
  await call(app, "POST", "/expenses", { token, body: { category: "Food", amount: "10", method: "manual" } });
  // A category of their own and the state the app keeps on every device.
  await call(app, "POST", "/categories", { token, body: { name: "Pets" } });
  // A recurring payment (with an occurrence skipped) and a device for Web Push.
  const recurring = await call(app, "POST", "/recurring", {
    token,
    body: {
      name: "Rent",
      amount: "15000",
      category: "Rent",
      paidWith: "upi",
      frequency: "monthly",
      dayOfMonth: 5,
    },
  });
  expect(recurring.status).toBe(201);
  await call(app, "POST", `/recurring/${recurring.body.id}/skip`, { token, body: {} });
  const device = await call(app, "POST", "/push/subscriptions", {
    token,
    body: { endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`, keys: deviceKeys().json },
  });
  expect(device.status).toBe(201);
  await call(app, "PATCH", "/user-state", {
    token,
    body: {
      expenseStreak: { currentStreak: 1, longestStreak: 1, lastLoggedDate: null, totalDaysLogged: 1 },
    },
  });
  // One deleted expense waits in the undo table.
  await call(app, "DELETE", `/expenses/${spent.body.id}`, { token });
  const form = new FormData();
  form.append("file", new File(["Date,Amount,Description\n2026-01-05,50,Imported chai\n"], "a.csv"));
  await app.request("/api/imports", {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  await call(app, "POST", "/auth/signin", {
    body: { emailOrUsername: user.email, password: user.password },
    ip: randomIp(),
  });
  await call(app, "POST", "/auth/forgot-password", { body: { email: user.email }, ip: randomIp() });
  // Server-only bookkeeping the app keeps per user.
  await adminSql()`insert into public.notification_log (user_id, notification_type) values (${user.id}, 'daily_reminder')`;
  // A receipt in Storage, uploaded as the user through the official client.
  const client = supabaseClient(stack().keys.publishableKey, { accessToken: token });
  const receipt = `${user.id}/${randomUUID()}.png`;
  const { error } = await client.storage
    .from("receipts")
    .upload(receipt, new Blob([TINY_PNG], { type: "image/png" }));
  if (error) throw error;
  return { ...user, receipt };
}

const storedFile = async (path: string) =>
  (
    await adminSql()`select count(*)::int as n from storage.objects where bucket_id = 'receipts' and name = ${path}`
  )[0]?.n;

describe("DELETE /api/account", () => {
  it("knows every table that holds users' rows, and each goes with the account", async () => {
    const columns = await userColumns();
    const names = columns.map((c) => `${c.schema}.${c.table}.${c.column}`);
    // Not a vacuous list: the app's own tables are all there.
    for (const expected of [
      "public.expenses.user_id",
      "public.budgets.user_id",
      "public.budget_notifications.user_id",
      "public.expense_daily_totals.user_id",
      "public.profiles.id",
      "public.notification_settings.user_id",
      "public.user_activity.user_id",
      "public.data_imports.user_id",
      "public.recurring_payments.user_id",
      "public.recurring_occurrences.user_id",
      "public.push_subscriptions.user_id",
      "public.password_reset_tokens.user_id",
      "public.notification_log.user_id",
      "public.custom_categories.user_id",
      "public.user_state.user_id",
      "private.deleted_expenses.user_id",
      "storage.objects.owner_id",
    ]) {
      expect(names).toContain(expected);
    }
    // Every table of the app (not Auth's or Storage's own) must follow the account when it goes: a new
    // table that forgets `on delete cascade` fails here. Households' ledgers (shared expenses' shares and settlements too) are the one exception:
    // they stay for the other members, with the person anonymised (`on delete set null`).
    // In the order the columns are read (by table, then column).
    const anonymised = [
      // A share of a shared expense stays the other members' ledger; its member row says who it was.
      "public.expense_shares.user_id",
      "public.household_activity.actor_id",
      "public.household_activity.subject_id",
      "public.household_invites.created_by",
      "public.household_invites.used_by",
      "public.household_members.user_id",
      "public.household_settlements.created_by",
    ];
    const appColumns = columns.filter((c) => !["auth", "storage"].includes(c.schema));
    const key = (c: { schema: string; table: string; column: string }) =>
      `${c.schema}.${c.table}.${c.column}`;
    expect(appColumns.filter((c) => !anonymised.includes(key(c)) && c.onDelete !== "c")).toEqual([]);
    expect(appColumns.filter((c) => anonymised.includes(key(c))).map((c) => [key(c), c.onDelete])).toEqual(
      anonymised.map((column) => [column, "n"]),
    );
  });

  it("removes the user, every row of theirs and their files, and nothing of anyone else's", async () => {
    const user = await userWithEverything();
    const other = await userWithEverything();
    const before = await rowsOf(user.id);
    const otherBefore = await rowsOf(other.id);
    // The user really has rows almost everywhere.
    expect(nonEmpty(before).length).toBeGreaterThanOrEqual(16);
    expect(await storedFile(user.receipt)).toBe(1);

    const res = await call(app, "DELETE", "/account", {
      token: user.token,
      body: { password: user.password },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Your account and all your data have been deleted." });

    expect(nonEmpty(await rowsOf(user.id))).toEqual([]);
    expect(await storedFile(user.receipt)).toBe(0);
    const download = await supabaseClient(stack().keys.secretKey)
      .storage.from("receipts")
      .download(user.receipt);
    expect(download.error).not.toBeNull();
    expect(await rowsOf(other.id)).toEqual(otherBefore);
    expect(await storedFile(other.receipt)).toBe(1);

    // Signed out everywhere, and no way back in.
    expect(await refreshStatus(user.refreshToken)).toBeGreaterThanOrEqual(400);
    const signin = await call(app, "POST", "/auth/signin", {
      body: { emailOrUsername: user.email, password: user.password },
      ip: randomIp(),
    });
    expect(signin.status).toBe(401);
    // The old access token is refused at once: its session ended with the account.
    const write = await call(app, "POST", "/expenses", {
      token: user.token,
      body: { category: "Rent", amount: "1", method: "manual" },
    });
    expect(write.status).toBe(401);
    expect((await call(app, "DELETE", "/account", { token: user.token, body: {} })).status).toBe(401);
  });

  it("takes the user's household alerts (push claimed or not) and a household only they were in; a shared one keeps its budget, alerts and totals", async () => {
    const [user, other] = await Promise.all([signedInUser(app), signedInUser(app)]);
    const shared = await householdWith(app, user, other);
    const solo = await householdWith(app, user);
    for (const [home, members] of [
      [shared, [user.id, other.id]],
      [solo, [user.id]],
    ] as const) {
      const budget = await call(app, "PUT", `/households/${home}/budget`, {
        token: user.token,
        body: { total: "1000" },
      });
      expect(budget.status).toBe(200);
      // ₹600 of ₹1,000: the household's 50 % alert, a copy in each member's notifications.
      const spent = await call(app, "POST", "/expenses", {
        token: user.token,
        body: {
          amount: "600",
          category: "Food & Dining",
          date: new Date().toISOString(),
          householdId: home,
          split: { mode: "equal", members },
        },
      });
      expect(spent.status).toBe(201);
    }
    // The user's own copies claimed by the alerts' push, as the job leaves them; the other's not.
    await adminSql()`
      update public.budget_notifications set push_claimed_at = now()
      where user_id = ${user.id} and household_id is not null`;
    /** A household's rows of the newer tables, and its members' running totals. */
    const householdRows = async (home: string) => {
      const [counts] = await adminSql()<{ households: number; budgets: number; alerts: number }[]>`
        select
          (select count(*)::int from public.households where id = ${home}) as households,
          (select count(*)::int from public.household_budgets where household_id = ${home}) as budgets,
          (select count(*)::int from public.household_budget_alerts where household_id = ${home}) as alerts`;
      const totals = await adminSql()`
        select t.member_id::text as member, t.paid::text as paid, t.owed::text as owed
        from private.household_member_totals t
        where t.member_id = any (select m.id from public.household_members m where m.household_id = ${home})
        order by t.member_id`;
      return { ...counts, totals };
    };
    const alertCopies = (userId: string) => adminSql()`
      select household_id::text as household, notification_type as type, push_claimed_at is not null as claimed
      from public.budget_notifications where user_id = ${userId} and household_id is not null
      order by household_id, notification_type`;
    const soloMembers = (
      await adminSql()`select id from public.household_members where household_id = ${solo}`
    ).map((row) => row.id as string);
    const sharedBefore = await householdRows(shared);
    const otherAlerts = await alertCopies(other.id);
    // ₹600 passes 50 % of the budget (and, on most days, the daily share): at least one alert each.
    expect(sharedBefore).toMatchObject({ households: 1, budgets: 1 });
    expect(sharedBefore.alerts).toBeGreaterThan(0);
    expect(sharedBefore.totals).toHaveLength(2);
    const soloBefore = await householdRows(solo);
    expect(soloBefore).toMatchObject({ households: 1, budgets: 1 });
    expect(soloBefore.alerts).toBeGreaterThan(0);
    const mine = await alertCopies(user.id);
    expect(new Set(mine.map((row) => row.household))).toEqual(new Set([shared, solo]));
    expect(mine.every((row) => row.claimed)).toBe(true);
    expect(otherAlerts.length).toBeGreaterThan(0);
    expect(otherAlerts.every((row) => row.household === shared && !row.claimed)).toBe(true);

    const res = await call(app, "DELETE", "/account", {
      token: user.token,
      body: { password: user.password },
    });
    expect(res.status).toBe(200);

    expect(await alertCopies(user.id)).toEqual([]);
    expect(await householdRows(solo)).toEqual({ households: 0, budgets: 0, alerts: 0, totals: [] });
    const [soloTotals] = await adminSql()`
      select count(*)::int as n from private.household_member_totals where member_id = any (${soloMembers}::bigint[])`;
    expect(soloTotals?.n).toBe(0);
    // The other member's household keeps everything, the departed member's totals included (the ledger).
    expect(await householdRows(shared)).toEqual(sharedBefore);
    expect(await alertCopies(other.id)).toEqual(otherAlerts);
  });

  it("takes a double tap (two requests at once) as one deletion, both answered with success", async () => {
    const user = await userWithEverything();
    const answers = await Promise.all(
      [testApp(), testApp()].map((instance) =>
        call(instance, "DELETE", "/account", { token: user.token, body: { password: user.password } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(nonEmpty(await rowsOf(user.id))).toEqual([]);
  });

  it("e-mails the account's address once that the account is deleted, in the profile's language", async () => {
    const user = await userWithEverything();
    const hindi = await signedInUser(app);
    await call(app, "PATCH", "/profile", { token: hindi.token, body: { language: "hi" } });
    const [languageSet] = await adminSql()<{ language: string | null }[]>`
      select language from public.profiles where id = ${hindi.id}`;
    expect(languageSet?.language).toBe("hi");
    // A double tap deletes once, so it e-mails once.
    const answers = await Promise.all(
      [testApp(), testApp()].map((instance) =>
        call(instance, "DELETE", "/account", { token: user.token, body: { password: user.password } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const mail = await inbox().waitFor(user.email, {
      match: (m) => m.subject === "Your Paisa Coach account was deleted",
    });
    expect(mail.text).toContain("(IST), as asked from the app.");
    expect(mail.text).toContain("This is the last e-mail we send you.");
    expect((await call(app, "DELETE", "/account", { token: hindi.token, body: {} })).status).toBe(200);
    const hindiMail = await inbox().waitFor(hindi.email, {
      match: (m) => m.subject === "आपका Paisa Coach खाता हटा दिया गया",
    });
    expect(hindiMail.text).toContain("यह हमारा आपको आख़िरी ई-मेल है।");
    // Every send has landed by now (the one deletion, and nothing from the second tap).
    const deletedMails = (await inbox().list(user.email)).filter(
      (m) => m.subject === "Your Paisa Coach account was deleted",
    );
    expect(deletedMails).toHaveLength(1);
  });

  it("needs the right password, or a sign-in of the last five minutes, and then deletes nothing", async () => {
    const user = await userWithEverything();
    const before = await rowsOf(user.id);
    const wrong = await call(app, "DELETE", "/account", {
      token: user.token,
      body: { password: "not-it-1" },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe("Wrong password. Your account was not deleted.");
    // Ten minutes after signing in, no password is no longer enough.
    const later = testApp({ now: () => new Date(Date.now() + 10 * 60_000) });
    const stale = await call(later, "DELETE", "/account", { token: user.token, body: {} });
    expect(stale.status).toBe(403);
    expect(stale.body.message).toBe("Enter your password (or sign in again) to delete your account.");
    expect((await call(app, "DELETE", "/account", { body: { password: user.password } })).status).toBe(401);
    expect(await rowsOf(user.id)).toEqual(before);
  });

  it("right after signing in, a Google-style account (no password) can confirm by that sign-in", async () => {
    const user = await signedInUser(app);
    const res = await call(app, "DELETE", "/account", { token: user.token, body: {} });
    expect(res.status).toBe(200);
    expect(nonEmpty(await rowsOf(user.id))).toEqual([]);
  });

  it("stops before anything is lost when Storage fails, and finishes when asked again", async () => {
    const user = await userWithEverything();
    const before = await rowsOf(user.id);
    // Storage refuses a wrong service key, as it would be refused while down.
    const broken = testApp({ serviceRoleKey: "sb_secret_not-the-key" });
    const failed = await call(broken, "DELETE", "/account", {
      token: user.token,
      body: { password: user.password },
    });
    expect(failed.status).toBe(503);
    expect(failed.body.message).toBe(
      "Your files could not be deleted, so nothing was deleted yet. Please try again.",
    );
    expect(await rowsOf(user.id)).toEqual(before);
    expect(await storedFile(user.receipt)).toBe(1);

    const retried = await call(app, "DELETE", "/account", {
      token: user.token,
      body: { password: user.password },
    });
    expect(retried.status).toBe(200);
    expect(nonEmpty(await rowsOf(user.id))).toEqual([]);
    expect(await storedFile(user.receipt)).toBe(0);
  });
});
