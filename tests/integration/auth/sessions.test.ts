// Refresh-token rotation and reuse detection, password/metadata updates, and sign-out scopes.
import { AuthApiError, isAuthSessionMissingError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { adminSql, anonClient, newUser } from "../../support/index.ts";

describe("refresh tokens", () => {
  it("rotate on refresh, and a reused token fails and revokes the session's tokens", async () => {
    const { session } = await newUser();
    const client = anonClient();

    const first = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    const rotated = first.data.session;
    expect(rotated?.refresh_token).toBeTruthy();
    expect(rotated?.refresh_token).not.toBe(session.refresh_token);
    expect(rotated?.access_token).not.toBe(session.access_token);

    const reuse = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reuse.data.session).toBeNull();
    expect(reuse.error).toBeInstanceOf(AuthApiError);
    expect(reuse.error).toMatchObject({ status: 400, code: "refresh_token_already_used" });

    // Reuse looks like theft: the newest token of that session is revoked too.
    const afterReuse = await anonClient().auth.refreshSession({
      refresh_token: rotated?.refresh_token as string,
    });
    expect(afterReuse.error).toMatchObject({ status: 400, code: "refresh_token_already_used" });

    const chain = await adminSql()`
      select token, parent, revoked from auth.refresh_tokens where token in ${adminSql()([
        session.refresh_token,
        rotated?.refresh_token as string,
      ])} order by id`;
    expect(chain).toEqual([
      { token: session.refresh_token, parent: null, revoked: true },
      { token: rotated?.refresh_token, parent: session.refresh_token, revoked: true },
    ]);
  });

  it("refuses an unknown refresh token with 400 refresh_token_not_found", async () => {
    const { error } = await anonClient().auth.refreshSession({ refresh_token: "not-a-token" });
    expect(error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
  });
});

describe("updateUser", () => {
  it("changes the password: the new one signs in, the old one no longer does", async () => {
    const { client, email, password } = await newUser();
    const newPassword = `${password}-new`;
    const { data, error } = await client.auth.updateUser({ password: newPassword });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);

    const withNew = await anonClient().auth.signInWithPassword({ email, password: newPassword });
    expect(withNew.error).toBeNull();
    expect(withNew.data.session).not.toBeNull();
    const withOld = await anonClient().auth.signInWithPassword({ email, password });
    expect(withOld.error).toMatchObject({ status: 400, code: "invalid_credentials" });
  });

  it("refuses the same password with 422 same_password and a weak one with weak_password", async () => {
    const { client, password } = await newUser();
    const same = await client.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: "same_password" });
    const weak = await client.auth.updateUser({ password: "123" });
    expect(weak.error).toMatchObject({ status: 422, code: "weak_password" });
  });

  it("merges user metadata key by key and deletes keys set to null", async () => {
    const { client, user } = await newUser({ data: { full_name: "Meera", city: "Pune", theme: "dark" } });
    const { data, error } = await client.auth.updateUser({
      data: { city: "Mumbai", theme: null, lang: "hi" },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ full_name: "Meera", city: "Mumbai", lang: "hi" });
    const [row] = await adminSql()`select raw_user_meta_data from auth.users where id = ${user.id}`;
    expect(row?.raw_user_meta_data).toEqual({ full_name: "Meera", city: "Mumbai", lang: "hi" });
  });

  it("changes the e-mail at once (auto-confirm) and refuses one that is taken", async () => {
    const { client, user, password } = await newUser();
    const taken = await newUser();
    const refused = await client.auth.updateUser({ email: taken.email });
    expect(refused.error).toMatchObject({ status: 422, code: "email_exists" });

    const newEmail = `new-${user.email}`;
    const { data, error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(newEmail);
    const signIn = await anonClient().auth.signInWithPassword({ email: newEmail, password });
    expect(signIn.data.user?.id).toBe(user.id);
  });

  it("does not let a user set their own app_metadata (403 not_admin)", async () => {
    const { client } = await newUser();
    // UserAttributes has no app_metadata, but supabase-js sends whatever attributes it is given.
    const { error } = await client.auth.updateUser({ app_metadata: { role: "admin" } } as never);
    expect(error).toMatchObject({ status: 403, code: "not_admin" });
  });
});

describe("signOut", () => {
  it("global: every session's refresh token stops working and the access token's session is gone", async () => {
    const { client, email, password } = await newUser();
    const other = anonClient();
    const otherSession = (await other.auth.signInWithPassword({ email, password })).data.session;
    const current = (await client.auth.getSession()).data.session;

    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();

    for (const token of [current?.refresh_token, otherSession?.refresh_token]) {
      const refreshed = await anonClient().auth.refreshSession({ refresh_token: token as string });
      expect(refreshed.error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
    }
    const stale = await anonClient().auth.getUser(otherSession?.access_token);
    expect(isAuthSessionMissingError(stale.error)).toBe(true);
  });

  it("local: only the current session ends", async () => {
    const { client, email, password } = await newUser();
    const other = anonClient();
    const otherSession = (await other.auth.signInWithPassword({ email, password })).data.session;
    const current = (await client.auth.getSession()).data.session;

    expect((await client.auth.signOut({ scope: "local" })).error).toBeNull();

    const ended = await anonClient().auth.refreshSession({ refresh_token: current?.refresh_token as string });
    expect(ended.error).toMatchObject({ code: "refresh_token_not_found" });
    const kept = await anonClient().auth.getUser(otherSession?.access_token);
    expect(kept.error).toBeNull();
    expect(kept.data.user?.email).toBe(email);
  });

  it("others: the current session survives, the rest end", async () => {
    const { client, email, password } = await newUser();
    const other = anonClient();
    const otherSession = (await other.auth.signInWithPassword({ email, password })).data.session;

    expect((await client.auth.signOut({ scope: "others" })).error).toBeNull();

    expect((await client.auth.getUser()).error).toBeNull();
    const ended = await anonClient().auth.refreshSession({
      refresh_token: otherSession?.refresh_token as string,
    });
    expect(ended.error).toMatchObject({ code: "refresh_token_not_found" });
  });
});
