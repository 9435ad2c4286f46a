// Sign-up, sign-in, getUser and the rows GoTrue would write — all through supabase-js.
import { AuthApiError, isAuthRetryableFetchError, isAuthWeakPasswordError } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSql, anonClient, newUser, randomEmail } from "../../support/index.ts";

// The test's own schema, outside the API-exposed `public`, so concurrent advisor checks never see it.
const TRIGGER_SQL = `
create schema if not exists auth_standin_test;
create table if not exists auth_standin_test.signups (user_id uuid primary key, nickname text);
create or replace function auth_standin_test.on_signup() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.raw_user_meta_data ->> 'nickname' = 'taken' then
    raise exception 'nickname % is taken', new.raw_user_meta_data ->> 'nickname';
  end if;
  insert into auth_standin_test.signups (user_id, nickname)
  values (new.id, new.raw_user_meta_data ->> 'nickname');
  return new;
end $$;
drop trigger if exists auth_standin_test_on_signup on auth.users;
create trigger auth_standin_test_on_signup after insert on auth.users
  for each row execute function auth_standin_test.on_signup();`;

beforeAll(async () => {
  await adminSql().unsafe(TRIGGER_SQL);
});

afterAll(async () => {
  await adminSql().unsafe(`
    drop trigger if exists auth_standin_test_on_signup on auth.users;
    drop schema if exists auth_standin_test cascade;`);
});

describe("sign up", () => {
  it("returns a session, stores the metadata in raw_user_meta_data and fires triggers on auth.users", async () => {
    const email = randomEmail("SignUp");
    const { user, session } = await newUser({ email, data: { nickname: "asha", full_name: "Asha Rao" } });

    expect(session.token_type).toBe("bearer");
    expect(session.expires_in).toBe(3600);
    expect(user.email).toBe(email.toLowerCase());
    expect(user.user_metadata).toEqual({ nickname: "asha", full_name: "Asha Rao" });
    expect(user.app_metadata).toEqual({ provider: "email", providers: ["email"] });
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.identities?.map((identity) => identity.provider)).toEqual(["email"]);

    const [row] = await adminSql()`
      select email, raw_user_meta_data, encrypted_password, last_sign_in_at, aud, role
      from auth.users where id = ${user.id}`;
    expect(row?.raw_user_meta_data).toEqual({ nickname: "asha", full_name: "Asha Rao" });
    expect(row?.encrypted_password).toMatch(/^\$2[aby]\$10\$/);
    expect(row?.last_sign_in_at).toBeInstanceOf(Date);
    expect(row).toMatchObject({ email: email.toLowerCase(), aud: "authenticated", role: "authenticated" });

    const fired = await adminSql()`select nickname from auth_standin_test.signups where user_id = ${user.id}`;
    expect(fired).toEqual([{ nickname: "asha" }]);

    const identities =
      await adminSql()`select provider, provider_id, email from auth.identities where user_id = ${user.id}`;
    expect(identities).toEqual([{ provider: "email", provider_id: user.id, email: email.toLowerCase() }]);
    const sessions = await adminSql()`select id from auth.sessions where user_id = ${user.id}`;
    expect(sessions).toHaveLength(1);
    const tokens = await adminSql()`
      select token, revoked from auth.refresh_tokens where session_id = ${sessions[0]?.id}`;
    expect(tokens).toEqual([{ token: session.refresh_token, revoked: false }]);
  });

  it("refuses an e-mail that is already registered (any case) with 422 user_already_exists", async () => {
    const { email } = await newUser();
    const { data, error } = await anonClient().auth.signUp({
      email: email.toUpperCase(),
      password: "another-pass-3",
    });
    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({
      status: 422,
      code: "user_already_exists",
      message: "User already registered",
    });
  });

  it("refuses a short password with AuthWeakPasswordError and a password over 72 bytes with 400", async () => {
    const weak = await anonClient().auth.signUp({ email: randomEmail(), password: "12345" });
    expect(isAuthWeakPasswordError(weak.error)).toBe(true);
    expect(weak.error).toMatchObject({ status: 422, code: "weak_password", reasons: ["length"] });

    const long = await anonClient().auth.signUp({ email: randomEmail(), password: "x".repeat(73) });
    expect(long.error).toMatchObject({ status: 400, code: "validation_failed" });
  });

  it("refuses a malformed e-mail with 400 validation_failed", async () => {
    const { error } = await anonClient().auth.signUp({ email: "not-an-email", password: "secret-123" });
    expect(error).toMatchObject({ status: 400, code: "validation_failed" });
  });

  it("turns a failing app trigger into GoTrue's 500 and keeps nothing", async () => {
    const email = randomEmail("taken");
    const { data, error } = await anonClient().auth.signUp({
      email,
      password: "secret-123",
      options: { data: { nickname: "taken" } },
    });
    expect(data.user).toBeNull();
    // supabase-js reports every 5xx as retryable, exactly as against hosted GoTrue.
    expect(isAuthRetryableFetchError(error)).toBe(true);
    expect(error?.status).toBe(500);
    const rows = await adminSql()`select id from auth.users where email = ${email}`;
    expect(rows).toEqual([]);
  });
});

describe("sign in", () => {
  it("signs in with the password and stamps last_sign_in_at", async () => {
    const { email, password, user } = await newUser();
    const lastSignIn = async () => {
      const [row] = await adminSql()`select last_sign_in_at from auth.users where id = ${user.id}`;
      return (row?.last_sign_in_at as Date | undefined)?.getTime() ?? 0;
    };
    const before = await lastSignIn();
    const client = anonClient();
    const { data, error } = await client.auth.signInWithPassword({ email: email.toUpperCase(), password });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.session?.refresh_token).not.toBe("");
    expect(await lastSignIn()).toBeGreaterThan(before);
  });

  it("answers a wrong password and an unknown e-mail alike: AuthApiError 400 invalid_credentials", async () => {
    const { email } = await newUser();
    for (const credentials of [
      { email, password: "wrong-password" },
      { email: randomEmail("nobody"), password: "whatever-1" },
    ]) {
      const { data, error } = await anonClient().auth.signInWithPassword(credentials);
      expect(data.session).toBeNull();
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({
        status: 400,
        code: "invalid_credentials",
        message: "Invalid login credentials",
      });
    }
  });

  it("getUser returns the signed-in user from the server", async () => {
    const { client, user } = await newUser({ data: { full_name: "Ravi" } });
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id: user.id,
      email: user.email,
      aud: "authenticated",
      role: "authenticated",
      user_metadata: { full_name: "Ravi" },
      is_anonymous: false,
    });
  });
});
