import { describe, expect, it } from "vitest";
import { RATE_RULES } from "../../../supabase/functions/api/db/rate-limits.ts";
import { adminSql, randomEmail } from "../../support/index.ts";
import { failureOf, restUpdate } from "../db/sql-as.ts";
import {
  call,
  fillRateWindow,
  householdWith,
  randomIp,
  randomUsername,
  refreshStatus,
  SITE_URL,
  signedInUser,
  testApp,
} from "./api-client.ts";

const app = testApp();
const validSignup = () => ({
  email: randomEmail("signup"),
  password: "secret123",
  username: randomUsername(),
  country: "India",
  adultConfirmed: true,
});

const accountCount = async (email: string) =>
  (await adminSql()`select count(*)::int as n from auth.users where email = ${email.toLowerCase()}`)[0]?.n;

describe("POST /api/auth/signup", { timeout: 120_000 }, () => {
  it("refuses a sign-up without the 18-or-over confirmation with 400 and creates no account", async () => {
    for (const adultConfirmed of [undefined, false]) {
      const input = { ...validSignup(), adultConfirmed };
      const res = await call(app, "POST", "/auth/signup", { body: input, ip: randomIp() });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Confirm that you are 18 or over to create an account");
      expect(await accountCount(input.email)).toBe(0);
    }
  });

  it("records the 18-or-over confirmation with its time, which the user cannot change", async () => {
    const input = validSignup();
    const before = new Date();
    const res = await call(app, "POST", "/auth/signup", { body: input, ip: randomIp() });
    expect(res.status).toBe(201);
    const [row] = await adminSql()<{ adult_confirmed_at: Date | null }[]>`
      select adult_confirmed_at from public.profiles where id = ${res.body.user.id}`;
    expect(row?.adult_confirmed_at).toBeInstanceOf(Date);
    expect(row?.adult_confirmed_at?.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    // Through the Data API the column is neither writable nor clearable by its owner.
    const owner = { id: res.body.user.id as string, email: input.email, appMetadata: {} };
    const failure = await failureOf(() =>
      restUpdate(owner, "profiles", { column: "id", value: owner.id }, { adult_confirmed_at: null }),
    );
    expect(failure?.code).toBe("42501");
    const [after] = await adminSql()<{ adult_confirmed_at: Date | null }[]>`
      select adult_confirmed_at from public.profiles where id = ${res.body.user.id}`;
    expect(after?.adult_confirmed_at).toEqual(row?.adult_confirmed_at);
  });

  it("creates the account with username and country and returns a usable session", async () => {
    const input = validSignup();
    const res = await call(app, "POST", "/auth/signup", { body: input, ip: randomIp() });
    expect(res.status).toBe(201);
    expect(res.body.user.email).toBe(input.email);
    expect(res.body.user.user_metadata).toMatchObject({ username: input.username, country: "India" });
    expect(typeof res.body.session.access_token).toBe("string");
    expect(typeof res.body.session.refresh_token).toBe("string");

    const [profile] =
      await adminSql()`select username, country from public.profiles where id = ${res.body.user.id}`;
    expect(profile).toEqual({ username: input.username, country: "India" });

    const me = await call(app, "GET", "/auth/user", { token: res.body.session.access_token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: input.email, isNewUser: true, username: input.username });
  });

  it.each([
    [{ email: "not-an-email" }, "Email must be a valid e-mail address"],
    [{ email: undefined }, "Email is required"],
    [{ password: "short1" }, "Password must be at least 8 characters"],
    [{ password: "nodigitshere" }, "Password must include a number"],
    [{ password: "1234567890" }, "Password must include a letter"],
    [{ username: "-edge" }, "Username may only contain"],
    [{ username: "double--hyphen" }, "Username may only contain"],
    [{ username: "" }, "Username is required"],
    [{ country: "Atlantis" }, "Country must be one of"],
    [{ country: undefined }, "Country must be one of"],
  ])("refuses %o with 400 and writes nothing", async (override, message) => {
    const input = { ...validSignup(), ...override };
    const res = await call(app, "POST", "/auth/signup", { body: input, ip: randomIp() });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    if (typeof input.email === "string") expect(await accountCount(input.email)).toBe(0);
  });

  it("refuses a body that is not JSON with 400", async () => {
    const res = await call(app, "POST", "/auth/signup", { body: "{nope", ip: randomIp() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Request body must be valid JSON");
  });

  it("answers 409 for a taken e-mail and a taken username (any letter case)", async () => {
    const first = validSignup();
    expect((await call(app, "POST", "/auth/signup", { body: first, ip: randomIp() })).status).toBe(201);

    const sameEmail = await call(app, "POST", "/auth/signup", {
      body: { ...validSignup(), email: first.email.toUpperCase() },
      ip: randomIp(),
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toBe("An account with this email already exists");

    const other = { ...validSignup(), username: first.username.toUpperCase() };
    const sameUsername = await call(app, "POST", "/auth/signup", { body: other, ip: randomIp() });
    expect(sameUsername.status).toBe(409);
    expect(sameUsername.body.message).toBe("This username is already taken");
    expect(await accountCount(other.email)).toBe(0);
  });

  it("limits sign-ups per IP with 429 and a Retry-After", async () => {
    const ip = randomIp();
    await fillRateWindow(adminSql(), RATE_RULES.signupPerIp, ip, RATE_RULES.signupPerIp.limit);
    const input = validSignup();
    const res = await call(app, "POST", "/auth/signup", { body: input, ip });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/Too many sign-up attempts\. Try again in \d+ (?:minutes?|seconds?)\./);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await accountCount(input.email)).toBe(0);
  });
});

describe("POST /api/auth/signin", { timeout: 120_000 }, () => {
  async function account() {
    const input = validSignup();
    const res = await call(app, "POST", "/auth/signup", { body: input, ip: randomIp() });
    expect(res.status).toBe(201);
    return { ...input, id: res.body.user.id as string };
  }

  it("signs in by e-mail and by username (any case) and records a login activity", async () => {
    const user = await account();
    const byEmail = await call(app, "POST", "/auth/signin", {
      body: { emailOrUsername: user.email.toUpperCase(), password: user.password },
      ip: randomIp(),
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.user.id).toBe(user.id);
    expect(typeof byEmail.body.session.access_token).toBe("string");

    const byUsername = await call(app, "POST", "/auth/signin", {
      body: { emailOrUsername: user.username.toUpperCase(), password: user.password },
      ip: randomIp(),
    });
    expect(byUsername.status).toBe(200);
    expect(byUsername.body.user.email).toBe(user.email);

    const logins = await adminSql()`
      select count(*)::int as n from public.user_activity where user_id = ${user.id} and activity_type = 'login'`;
    expect(logins[0]?.n).toBe(2);
  });

  it("gives the same 401 for a wrong password, an unknown e-mail and an unknown username", async () => {
    const user = await account();
    const attempts = [
      { emailOrUsername: user.email, password: "wrong-password1" },
      { emailOrUsername: randomEmail("nobody"), password: "whatever1" },
      { emailOrUsername: randomUsername(), password: "whatever1" },
    ];
    for (const body of attempts) {
      const res = await call(app, "POST", "/auth/signin", { body, ip: randomIp() });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Invalid email/username or password" });
    }
  });

  it("takes about as long for an unknown account as for a wrong password", async () => {
    const user = await account();
    const median = async (body: object) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        await call(app, "POST", "/auth/signin", { body, ip: randomIp() });
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[2] as number;
    };
    const known = await median({ emailOrUsername: user.email, password: "wrong-password1" });
    const unknown = await median({ emailOrUsername: randomEmail("ghost"), password: "wrong-password1" });
    // Both include one bcrypt comparison (cost 10); without the dummy check the unknown case is ~10x faster.
    expect(unknown).toBeGreaterThan(known * 0.35);
  });

  it("refuses missing fields with 400", async () => {
    const res = await call(app, "POST", "/auth/signin", { body: { password: "x" }, ip: randomIp() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Email or username is required");
  });
});

describe("GET /api/auth/user", () => {
  it("answers 401 without a token and with a forged one", async () => {
    expect((await call(app, "GET", "/auth/user")).status).toBe(401);
    const forged = await call(app, "GET", "/auth/user", { token: "eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl" });
    expect(forged.status).toBe(401);
    expect(forged.body.message).toMatch(/^Unauthorized/);
  });

  it("turns isNewUser off once the user has a budget or an expense", async () => {
    const user = await signedInUser(app);
    expect((await call(app, "GET", "/auth/user", { token: user.token })).body.isNewUser).toBe(true);
    await call(app, "POST", "/budget", { token: user.token, body: { type: "monthly", amount: "20000" } });
    const me = await call(app, "GET", "/auth/user", { token: user.token });
    expect(me.body).toMatchObject({ email: user.email, isNewUser: false, isAdmin: false });
  });

  it("says whether the user is in a household: no at first, yes once joined, no again after leaving", async () => {
    const [owner, member] = [await signedInUser(app), await signedInUser(app)];
    const inHousehold = async (token: string) =>
      (await call(app, "GET", "/auth/user", { token })).body.inHousehold;
    expect(await inHousehold(member.token)).toBe(false);
    const id = await householdWith(app, owner, member);
    expect([await inHousehold(owner.token), await inHousehold(member.token)]).toEqual([true, true]);
    expect((await call(app, "POST", `/households/${id}/leave`, { token: member.token })).status).toBe(200);
    expect([await inHousehold(owner.token), await inHousehold(member.token)]).toEqual([true, false]);
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the session: its refresh token no longer works", async () => {
    const user = await signedInUser(app);
    expect(await refreshStatus(user.refreshToken)).toBe(200);
    const fresh = await call(app, "POST", "/auth/signin", {
      body: { emailOrUsername: user.email, password: user.password },
      ip: randomIp(),
    });
    user.refreshToken = fresh.body.session.refresh_token;
    user.token = fresh.body.session.access_token;
    const res = await call(app, "POST", "/auth/logout", { token: user.token });
    expect(res.status).toBe(200);
    expect(await refreshStatus(user.refreshToken)).toBeGreaterThanOrEqual(400);
  });

  it("answers 200 when already signed out", async () => {
    expect((await call(app, "POST", "/auth/logout")).status).toBe(200);
  });
});

describe("GET /api/auth/google", () => {
  const challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

  it("redirects to the Auth service's Google authorize URL with the PKCE challenge and a way back", async () => {
    const res = await app.request(`/api/auth/google?code_challenge=${challenge}&code_challenge_method=s256`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("Location") ?? "");
    expect(location.pathname).toBe("/auth/v1/authorize");
    expect(location.searchParams.get("provider")).toBe("google");
    expect(location.searchParams.get("redirect_to")).toBe(`${SITE_URL}/`);
    expect(location.searchParams.get("code_challenge")).toBe(challenge);
    expect(location.searchParams.get("code_challenge_method")).toBe("s256");
  });

  it("refuses to start the implicit flow (tokens in the URL) without a PKCE challenge", async () => {
    for (const query of [
      "",
      "?code_challenge=short&code_challenge_method=s256",
      `?code_challenge=${challenge}&code_challenge_method=plain`,
    ]) {
      const res = await call(app, "GET", `/auth/google${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toMatch(/code_challenge/);
    }
  });
});
