// The admin API through supabase-js's auth.admin with the secret (service_role) key.
import { AuthApiError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { adminSql, anonClient, newUser, randomEmail, serviceClient } from "../../support/index.ts";

describe("admin users", () => {
  it("creates a confirmed user with metadata and a password that signs in", async () => {
    const email = randomEmail("admin-made");
    const { data, error } = await serviceClient().auth.admin.createUser({
      email,
      password: "first-pass-1",
      email_confirm: true,
      user_metadata: { full_name: "Kiran" },
      app_metadata: { role: "admin" },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      user_metadata: { full_name: "Kiran" },
      app_metadata: { provider: "email", providers: ["email"], role: "admin" },
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();

    const signIn = await anonClient().auth.signInWithPassword({ email, password: "first-pass-1" });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.app_metadata.role).toBe("admin");
  });

  it("refuses a second user with the same e-mail (422 email_exists)", async () => {
    const { email } = await newUser();
    const { error } = await serviceClient().auth.admin.createUser({ email, password: "whatever-1" });
    expect(error).toMatchObject({ status: 422, code: "email_exists" });
  });

  it("an unconfirmed user cannot sign in until confirmed by an update", async () => {
    const email = randomEmail("unconfirmed");
    const created = await serviceClient().auth.admin.createUser({ email, password: "pending-pass-1" });
    expect(created.data.user?.email_confirmed_at).toBeUndefined();
    const refused = await anonClient().auth.signInWithPassword({ email, password: "pending-pass-1" });
    expect(refused.error).toMatchObject({ status: 400, code: "email_not_confirmed" });

    await serviceClient().auth.admin.updateUserById(created.data.user?.id as string, { email_confirm: true });
    const accepted = await anonClient().auth.signInWithPassword({ email, password: "pending-pass-1" });
    expect(accepted.error).toBeNull();
  });

  it("updates the password (old sessions end) and merges app_metadata", async () => {
    const { user, email, session } = await newUser();
    const admin = serviceClient().auth.admin;
    const first = await admin.updateUserById(user.id, { app_metadata: { role: "admin", plan: "free" } });
    expect(first.error).toBeNull();
    const { data, error } = await admin.updateUserById(user.id, {
      password: "changed-by-admin-2",
      app_metadata: { plan: null },
      user_metadata: { full_name: "Set by admin" },
    });
    expect(error).toBeNull();
    expect(data.user?.app_metadata).toEqual({ provider: "email", providers: ["email"], role: "admin" });
    expect(data.user?.user_metadata).toEqual({ full_name: "Set by admin" });

    const signIn = await anonClient().auth.signInWithPassword({ email, password: "changed-by-admin-2" });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.user.app_metadata.role).toBe("admin");
    const oldRefresh = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(oldRefresh.error).toMatchObject({ code: "refresh_token_not_found" });
  });

  it("bans a user (sessions end, sign-in refused) and lifts the ban", async () => {
    const { user, email, password, session } = await newUser();
    const admin = serviceClient().auth.admin;
    const banned = await admin.updateUserById(user.id, { ban_duration: "24h" });
    expect(banned.error).toBeNull();
    expect(new Date(banned.data.user?.banned_until as string).getTime()).toBeGreaterThan(Date.now());

    const refused = await anonClient().auth.signInWithPassword({ email, password });
    expect(refused.error).toMatchObject({ status: 400, code: "user_banned" });
    const refresh = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toMatchObject({ code: "refresh_token_not_found" });

    await admin.updateUserById(user.id, { ban_duration: "none" });
    expect((await anonClient().auth.signInWithPassword({ email, password })).error).toBeNull();
  });

  it("lists users page by page with the total", async () => {
    await newUser();
    await newUser();
    const [{ count } = { count: 0 }] = await adminSql()<{ count: number }[]>`
      select count(*)::int as count from auth.users where aud = 'authenticated'`;
    const { data, error } = await serviceClient().auth.admin.listUsers({ page: 1, perPage: 1 });
    expect(error).toBeNull();
    if (!("aud" in data)) throw new Error("listUsers returned no page");
    expect(data.users).toHaveLength(1);
    expect(data.aud).toBe("authenticated");
    // Other test files may add users meanwhile: the total is at least what was counted before.
    expect(data.total).toBeGreaterThanOrEqual(count);
    expect(data.total).toBeGreaterThanOrEqual(2);
    expect(data.nextPage).toBe(2);
    // supabase-js keeps only the first digit of the last page number from the Link header.
    expect(data.lastPage).toBeGreaterThanOrEqual(1);
  });

  it("gets a user by id, deletes it, and then answers 404 user_not_found", async () => {
    const { user, session } = await newUser();
    const admin = serviceClient().auth.admin;
    const got = await admin.getUserById(user.id);
    expect(got.data.user?.email).toBe(user.email);

    const deleted = await admin.deleteUser(user.id);
    expect(deleted.error).toBeNull();
    const gone = await admin.getUserById(user.id);
    expect(gone.error).toMatchObject({ status: 404, code: "user_not_found" });
    const rows = await adminSql()`select 1 from auth.identities where user_id = ${user.id}`;
    expect(rows).toHaveLength(0);
    const refresh = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toMatchObject({ code: "refresh_token_not_found" });
  });

  it("refuses the anon key with 403 not_admin", async () => {
    const anon = await anonClient().auth.admin.listUsers();
    expect(anon.error).toBeInstanceOf(AuthApiError);
    expect(anon.error).toMatchObject({ status: 403, code: "not_admin" });

    const { user } = await newUser();
    const create = await anonClient().auth.admin.createUser({ email: randomEmail(), password: "secret-123" });
    expect(create.error).toMatchObject({ status: 403, code: "not_admin" });
    const remove = await anonClient().auth.admin.deleteUser(user.id);
    expect(remove.error).toMatchObject({ status: 403, code: "not_admin" });
  });
});
