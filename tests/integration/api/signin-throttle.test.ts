// Sign-in throttling that holds under races and that nobody can turn against the owner (OWASP ASVS
// 2.2.1, docs/api.md "Sign-in throttling"), and sign-in answers that cost the same with or without an
// account.
import { describe, expect, it } from "vitest";
import { DUMMY_HASH_COST } from "../../../supabase/functions/api/auth/password-check.ts";
import { RATE_RULES } from "../../../supabase/functions/api/db/rate-limits.ts";
import { adminSql, randomEmail } from "../../support/index.ts";
import { call, fillRateWindow, randomIp, signedInUser, type TestApp, testApp } from "./api-client.ts";

const app = testApp();
const signin = (target: TestApp, emailOrUsername: string, password: string, ip: string) =>
  call(target, "POST", "/auth/signin", { body: { emailOrUsername, password }, ip });

describe("sign-in throttling", { timeout: 120_000 }, () => {
  it("counts each attempt before checking the password: 60 parallel guesses check at most 10", async () => {
    const user = await signedInUser(app);
    const attacker = randomIp();
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signin(app, user.email, `wrong-${i}-pw`, attacker)),
    );
    const checked = results.filter((res) => res.status === 401).length;
    const throttled = results.filter((res) => res.status === 429).length;
    expect(checked + throttled).toBe(60);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(RATE_RULES.signinPerAccountClient.limit);
  });

  it("throttles the guessing client, never the owner signing in from their own", async () => {
    const user = await signedInUser(app);
    const attacker = randomIp();
    const answers: number[] = [];
    for (let i = 0; i < 12; i++)
      answers.push((await signin(app, user.email, `wrong-${i}-pw`, attacker)).status);
    expect(answers).toContain(429);
    // The attacker is slowed down even with the right password…
    expect((await signin(app, user.email, user.password, attacker)).status).toBe(429);
    // …while the owner, elsewhere, signs in at once (by e-mail or username).
    expect((await signin(app, user.email, user.password, randomIp())).status).toBe(200);
    expect((await signin(app, user.username, user.password, randomIp())).status).toBe(200);
  });

  it("makes a guessing client wait longer and longer (1, 2, 4 … seconds)", async () => {
    const user = await signedInUser(app);
    let offsetMs = 0;
    const clock = testApp({ now: () => new Date(Date.parse("2026-11-24T10:00:00Z") + offsetMs) });
    const ip = randomIp();
    const free = RATE_RULES.signinPerAccountClient.freeAttempts;
    for (let i = 0; i < free; i++)
      expect((await signin(clock, user.email, "wrong-pw-1", ip)).status).toBe(401);
    for (const wait of [1, 2, 4, 8]) {
      const early = await signin(clock, user.email, "wrong-pw-1", ip);
      expect(early.status).toBe(429);
      expect(early.headers.get("Retry-After")).toBe(String(wait));
      expect(early.body.message).toBe(
        `Too many sign-in attempts. Try again in ${wait} second${wait === 1 ? "" : "s"}.`,
      );
      offsetMs += wait * 1000;
      expect((await signin(clock, user.email, "wrong-pw-1", ip)).status).toBe(401);
    }
    // A success clears the client's record.
    offsetMs += 16_000;
    expect((await signin(clock, user.email, user.password, ip)).status).toBe(200);
    expect((await signin(clock, user.email, "wrong-pw-1", ip)).status).toBe(401);
  });

  it("after 100 failed attempts in an hour from elsewhere, only clients the owner has used get in", async () => {
    const user = await signedInUser(app);
    const home = randomIp();
    expect((await signin(app, user.email, user.password, home)).status).toBe(200);
    await fillRateWindow(
      adminSql(),
      RATE_RULES.signinPerAccount,
      `user:${user.id}`,
      RATE_RULES.signinPerAccount.limit,
    );
    const stranger = await signin(app, user.email, user.password, randomIp());
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toMatch(
      /^Too many sign-in attempts\. Try again in \d+ (?:minutes?|seconds?)\.$/,
    );
    expect((await signin(app, user.email, user.password, home)).status).toBe(200);
  });

  it("still limits failed attempts per IP across accounts", async () => {
    const user = await signedInUser(app);
    const ip = randomIp();
    await fillRateWindow(adminSql(), RATE_RULES.signinPerIp, ip, RATE_RULES.signinPerIp.limit);
    expect((await signin(app, user.email, user.password, ip)).status).toBe(429);
  });
});

describe("sign-in costs the same with or without an account", { timeout: 60_000 }, () => {
  it("checks a wrong password itself (one bcrypt of the Auth service's cost) without calling Auth", async () => {
    const authCalls: string[] = [];
    const counting = testApp({
      fetch: (input, init) => {
        authCalls.push(String(input));
        return fetch(input, init);
      },
    });
    const user = await signedInUser(app);
    const [stored] =
      await adminSql()`select encrypted_password as hash from auth.users where id = ${user.id}`;
    expect(Number(/^\$2[aby]\$(\d\d)\$/.exec(String(stored?.hash))?.[1])).toBe(DUMMY_HASH_COST);

    expect((await signin(counting, user.email, "wrong-password-1", randomIp())).status).toBe(401);
    expect((await signin(counting, randomEmail("nobody"), "wrong-password-1", randomIp())).status).toBe(401);
    expect(authCalls).toEqual([]);

    expect((await signin(counting, user.email, user.password, randomIp())).status).toBe(200);
    expect(authCalls).toHaveLength(1);
  });
});
