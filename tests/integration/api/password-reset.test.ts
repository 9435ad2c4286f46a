import { describe, expect, it } from "vitest";
import { RATE_RULES } from "../../../supabase/functions/api/db/rate-limits.ts";
import { adminSql, type InboxMessage, inbox, randomEmail } from "../../support/index.ts";
import {
  call,
  fillRateWindow,
  randomIp,
  refreshStatus,
  SITE_URL,
  signedInUser,
  testApp,
} from "./api-client.ts";

const app = testApp();

/** Requests a reset and reads the OTP and the link token from the caught e-mail. */
async function requestReset(email: string, target = app) {
  const isResetMail = (m: InboxMessage) => m.subject === "Reset your Paisa Coach password";
  // The inbox is shared with other test files: never clear it, count this address's reset mails instead.
  const before = (await inbox().list(email)).filter(isResetMail).length;
  const res = await call(target, "POST", "/auth/forgot-password", { body: { email }, ip: randomIp() });
  expect(res.status).toBe(200);
  let mail: InboxMessage | undefined;
  for (let waited = 0; !mail && waited < 10_000; waited += 100) {
    const mails = (await inbox().list(email)).filter(isResetMail);
    if (mails.length > before) mail = mails[0];
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!mail) throw new Error(`no reset e-mail to ${email}`);
  const otp = /\b(\d{6})\b/.exec(mail.text)?.[1];
  const link = new URL(/(https?:\/\/\S+reset-password\?token=\S+)/.exec(mail.text)?.[1] ?? "");
  expect(otp).toMatch(/^\d{6}$/);
  expect(`${link.origin}${link.pathname}`).toBe(`${SITE_URL}/reset-password`);
  return {
    handle: res.body.token as string,
    otp: otp as string,
    linkToken: link.searchParams.get("token") as string,
  };
}

const signin = (email: string, password: string) =>
  call(app, "POST", "/auth/signin", { body: { emailOrUsername: email, password }, ip: randomIp() });

const openRequests = async (userId: string) =>
  (
    await adminSql()`select count(*)::int as n from public.password_reset_tokens
      where user_id = ${userId} and not used and expires_at > now()`
  )[0]?.n;

describe("password reset", { timeout: 120_000 }, () => {
  it("resets by OTP with the request handle, signs out other sessions and mails a notice", async () => {
    const user = await signedInUser(app);
    const { handle, otp } = await requestReset(user.email);
    const res = await call(app, "POST", "/auth/reset-password", {
      body: { otp, token: handle, newPassword: "brand-new-1" },
      ip: randomIp(),
    });
    expect(res.status).toBe(200);
    expect((await signin(user.email, "brand-new-1")).status).toBe(200);
    expect((await signin(user.email, user.password)).status).toBe(401);
    expect(await refreshStatus(user.refreshToken)).toBeGreaterThanOrEqual(400);
    const notice = await inbox().waitFor(user.email, {
      match: (m) => m.subject === "Your Paisa Coach password was changed",
    });
    expect(notice.text).toContain("signed out");
  });

  it("resets by OTP with the e-mail address", async () => {
    const user = await signedInUser(app);
    const { otp } = await requestReset(user.email);
    const res = await call(app, "POST", "/auth/reset-password", {
      body: { otp, email: user.email, newPassword: "by-email-2" },
      ip: randomIp(),
    });
    expect(res.status).toBe(200);
    expect((await signin(user.email, "by-email-2")).status).toBe(200);
  });

  it("resets by the e-mailed link after verifying it, and the link works only once", async () => {
    const user = await signedInUser(app);
    const { linkToken } = await requestReset(user.email);
    const verify = await call(app, "GET", `/auth/verify-reset-token?token=${encodeURIComponent(linkToken)}`);
    expect(verify.status).toBe(200);

    const reset = await call(app, "POST", "/auth/reset-password", {
      body: { token: linkToken, newPassword: "via-link-3" },
      ip: randomIp(),
    });
    expect(reset.status).toBe(200);
    expect((await signin(user.email, "via-link-3")).status).toBe(200);

    const reused = await call(app, "POST", "/auth/reset-password", {
      body: { token: linkToken, newPassword: "again-4x" },
      ip: randomIp(),
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe("This password reset link is invalid or has expired.");
    expect(
      (await call(app, "GET", `/auth/verify-reset-token?token=${encodeURIComponent(linkToken)}`)).status,
    ).toBe(400);
  });

  it("expires link and code after 10 minutes (clock injected)", async () => {
    const user = await signedInUser(app);
    const { linkToken, otp, handle } = await requestReset(user.email);
    const later = testApp({ now: () => new Date(Date.now() + 10 * 60_000 + 1_000) });
    expect((await call(later, "GET", `/auth/verify-reset-token?token=${linkToken}`)).status).toBe(400);
    const byLink = await call(later, "POST", "/auth/reset-password", {
      body: { token: linkToken, newPassword: "too-late-5" },
      ip: randomIp(),
    });
    expect(byLink.status).toBe(400);
    const byOtp = await call(later, "POST", "/auth/reset-password", {
      body: { otp, token: handle, newPassword: "too-late-5" },
      ip: randomIp(),
    });
    expect(byOtp.status).toBe(400);
    expect((await signin(user.email, user.password)).status).toBe(200);

    const almost = testApp({ now: () => new Date(Date.now() + 9 * 60_000) });
    expect((await call(almost, "GET", `/auth/verify-reset-token?token=${linkToken}`)).status).toBe(200);
  });

  it("closes the code after 5 wrong OTPs, even for the right code afterwards; the e-mailed link still works", async () => {
    const user = await signedInUser(app);
    const { otp, handle, linkToken } = await requestReset(user.email);
    const wrong = otp === "000000" ? "111111" : "000000";
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call(app, "POST", "/auth/reset-password", {
        body: { otp: wrong, token: handle, newPassword: "guess-123" },
        ip: randomIp(),
      });
      expect(res.status).toBe(400);
      messages.push(res.body.message);
    }
    expect(messages[0]).toBe("Incorrect code. 4 attempts left.");
    expect(messages[4]).toMatch(/no attempts are left/i);
    const right = await call(app, "POST", "/auth/reset-password", {
      body: { otp, token: handle, newPassword: "finally-6" },
      ip: randomIp(),
    });
    expect(right.status).toBe(400);
    expect((await signin(user.email, user.password)).status).toBe(200);
    // Guessing the code never costs the owner the link: it cannot be guessed.
    expect((await call(app, "GET", `/auth/verify-reset-token?token=${linkToken}`)).status).toBe(200);
  });

  it("counts parallel guesses atomically: exactly 5 of 30 are checked", async () => {
    const user = await signedInUser(app);
    const { otp, handle } = await requestReset(user.email);
    const wrong = otp === "000000" ? "111111" : "000000";
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(app, "POST", "/auth/reset-password", {
          body: { otp: wrong, token: handle, newPassword: "guess-123" },
          ip: randomIp(),
        }),
      ),
    );
    for (const res of results) expect(res.status).toBe(400);
    const checked = results.filter((res) => String(res.body.message).startsWith("Incorrect code"));
    expect(checked).toHaveLength(5);
    const [row] = await adminSql()`
      select attempts from public.password_reset_tokens where user_id = ${user.id}`;
    expect(row?.attempts).toBe(5);
  });

  it("checks the code when it is entered, counting every check toward the request's attempts", async () => {
    const user = await signedInUser(app);
    const { otp, handle } = await requestReset(user.email);
    const wrong = otp === "000000" ? "111111" : "000000";
    const verify = (body: object) => call(app, "POST", "/auth/verify-reset-code", { body, ip: randomIp() });

    const miss = await verify({ otp: wrong, token: handle });
    expect(miss.status).toBe(400);
    expect(miss.body.message).toBe("Incorrect code. 4 attempts left.");
    const hit = await verify({ otp, token: handle });
    expect(hit.status).toBe(200);
    expect(hit.body).toEqual({ valid: true });
    // Checking never uses the request up: the reset with the same code works (the third attempt).
    expect(await openRequests(user.id)).toBe(1);
    const reset = await call(app, "POST", "/auth/reset-password", {
      body: { otp, token: handle, newPassword: "checked-first-1" },
      ip: randomIp(),
    });
    expect(reset.status).toBe(200);
    expect((await signin(user.email, "checked-first-1")).status).toBe(200);
  });

  it("shares the attempt limit between checking and resetting", async () => {
    const user = await signedInUser(app);
    const { otp, handle } = await requestReset(user.email);
    const wrong = otp === "000000" ? "111111" : "000000";
    const verify = (body: object) => call(app, "POST", "/auth/verify-reset-code", { body, ip: randomIp() });
    for (let i = 0; i < 4; i++) expect((await verify({ otp: wrong, email: user.email })).status).toBe(400);
    const last = await call(app, "POST", "/auth/reset-password", {
      body: { otp: wrong, token: handle, newPassword: "guess-1234" },
      ip: randomIp(),
    });
    expect(last.body.message).toMatch(/No attempts are left/);
    expect((await verify({ otp, token: handle })).body.message).toBe(
      "Invalid or expired code. Request a new one if needed.",
    );
    expect((await verify({ otp })).body.message).toBe(
      "An OTP needs the e-mail address or the reset request token",
    );
    expect((await verify({ otp: "12ab56", token: handle })).body.message).toBe("OTP must be 6 digits");
  });

  it("limits code checks per IP like resets", async () => {
    const ip = randomIp();
    await fillRateWindow(adminSql(), RATE_RULES.resetPerIp, ip, RATE_RULES.resetPerIp.limit);
    const res = await call(app, "POST", "/auth/verify-reset-code", {
      body: { otp: "123456", email: randomEmail() },
      ip,
    });
    expect(res.status).toBe(429);
  });

  it("never resets with an OTP alone or with the request handle as a link token", async () => {
    const user = await signedInUser(app);
    const { otp, handle } = await requestReset(user.email);
    const otpAlone = await call(app, "POST", "/auth/reset-password", {
      body: { otp, newPassword: "hijack-77" },
      ip: randomIp(),
    });
    expect(otpAlone.status).toBe(400);
    expect(otpAlone.body.message).toBe("An OTP needs the e-mail address or the reset request token");
    const handleAsLink = await call(app, "POST", "/auth/reset-password", {
      body: { token: handle, newPassword: "hijack-77" },
      ip: randomIp(),
    });
    expect(handleAsLink.status).toBe(400);
    expect((await signin(user.email, user.password)).status).toBe(200);
  });

  it("a new request (by anyone) leaves the earlier link and code open; a reset closes them all", async () => {
    const user = await signedInUser(app);
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    expect(await openRequests(user.id)).toBe(2);
    expect((await call(app, "GET", `/auth/verify-reset-token?token=${first.linkToken}`)).status).toBe(200);

    // The earlier code still works, by e-mail too (both open requests are checked).
    const res = await call(app, "POST", "/auth/reset-password", {
      body: { otp: first.otp, email: user.email, newPassword: "first-code-1" },
      ip: randomIp(),
    });
    expect(res.status).toBe(200);
    expect(await openRequests(user.id)).toBe(0);
    expect((await call(app, "GET", `/auth/verify-reset-token?token=${second.linkToken}`)).status).toBe(400);
  });

  it("answers an unknown e-mail exactly like a known one and sends nothing", async () => {
    const known = await signedInUser(app);
    const unknownEmail = randomEmail("ghost");
    const a = await call(app, "POST", "/auth/forgot-password", {
      body: { email: known.email },
      ip: randomIp(),
    });
    const b = await call(app, "POST", "/auth/forgot-password", {
      body: { email: unknownEmail },
      ip: randomIp(),
    });
    expect(a.status).toBe(200);
    expect(b.status).toBe(a.status);
    expect(Object.keys(b.body).sort()).toEqual(Object.keys(a.body).sort());
    expect(b.body.message).toBe(a.body.message);
    expect(b.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await inbox().waitFor(known.email);
    expect(await inbox().list(unknownEmail)).toEqual([]);
  });

  it("stores only hashes of the token, the OTP and the handle", async () => {
    const user = await signedInUser(app);
    const { otp, handle, linkToken } = await requestReset(user.email);
    const rows =
      await adminSql()`select row_to_json(r)::text as j from public.password_reset_tokens r where user_id = ${user.id}`;
    const stored = rows.map((row) => row.j).join("\n");
    expect(stored).not.toContain(linkToken);
    expect(stored).not.toContain(handle);
    expect(stored).not.toContain(`"${otp}"`);
  });

  it("validates input with 400s naming the field", async () => {
    const cases: [object, string][] = [
      [{ email: "nope" }, "Email must be a valid e-mail address"],
      [{}, "Email is required"],
    ];
    for (const [body, message] of cases) {
      const res = await call(app, "POST", "/auth/forgot-password", { body, ip: randomIp() });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const short = await call(app, "POST", "/auth/reset-password", {
      body: { token: "x", newPassword: "12345" },
      ip: randomIp(),
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Password must be at least 8 characters");
    // The reset follows the one password rule of sign-up and change password (docs/product.md §5.1).
    for (const [newPassword, message] of [
      ["abcdef", "Password must be at least 8 characters"],
      ["abcdefgh", "Password must include a number"],
      ["12345678", "Password must include a letter"],
    ]) {
      const weak = await call(app, "POST", "/auth/reset-password", {
        body: { token: "x", newPassword },
        ip: randomIp(),
      });
      expect({ status: weak.status, message: weak.body.message }).toEqual({ status: 400, message });
    }
    const badOtp = await call(app, "POST", "/auth/reset-password", {
      body: { otp: "12ab56", token: "x", newPassword: "paisa2026" },
      ip: randomIp(),
    });
    expect(badOtp.body.message).toBe("OTP must be 6 digits");
    expect((await call(app, "GET", "/auth/verify-reset-token")).status).toBe(400);
  });

  it("limits reset requests per e-mail and per IP with 429", async () => {
    const email = randomEmail("flood");
    await fillRateWindow(adminSql(), RATE_RULES.forgotPerEmail, email, RATE_RULES.forgotPerEmail.limit);
    const perEmail = await call(app, "POST", "/auth/forgot-password", { body: { email }, ip: randomIp() });
    expect(perEmail.status).toBe(429);
    expect(perEmail.body.message).toMatch(
      /^Too many reset requests for this email\. Try again in \d+ (?:minutes?|seconds?)\.$/,
    );

    const ip = randomIp();
    await fillRateWindow(adminSql(), RATE_RULES.forgotPerIp, ip, RATE_RULES.forgotPerIp.limit);
    const perIp = await call(app, "POST", "/auth/forgot-password", { body: { email: randomEmail() }, ip });
    expect(perIp.status).toBe(429);

    const resetIp = randomIp();
    await fillRateWindow(adminSql(), RATE_RULES.resetPerIp, resetIp, RATE_RULES.resetPerIp.limit);
    const resets = await call(app, "POST", "/auth/reset-password", {
      body: { token: "x", newPassword: "123456" },
      ip: resetIp,
    });
    expect(resets.status).toBe(429);
  });
});
