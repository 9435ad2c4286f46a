// An access token stops working at /api as soon as its session ends (password reset, sign-out, sign-out
// everywhere), not an hour later when it expires: /api checks the token's session_id (cached briefly).
import { describe, expect, it } from "vitest";
import { anonClient, inbox } from "../../support/index.ts";
import { call, randomIp, signedInUser, testApp } from "./api-client.ts";

const app = testApp();
// Another function instance: it did not take part in the sign-out, so only its session check can tell.
const elsewhere = testApp({ sessionCheckTtlMs: 0 });

const reads = async (token: string) => (await call(elsewhere, "GET", "/expenses?limit=1", { token })).status;

describe("revoked sessions", { timeout: 60_000 }, () => {
  it("a password reset ends every session's access token at once", async () => {
    const user = await signedInUser(app);
    const other = await call(app, "POST", "/auth/signin", {
      body: { emailOrUsername: user.email, password: user.password },
      ip: randomIp(),
    });
    const tokens = [user.token, other.body.session.access_token as string];
    for (const token of tokens) expect(await reads(token)).toBe(200);

    await call(app, "POST", "/auth/forgot-password", { body: { email: user.email }, ip: randomIp() });
    const mail = await inbox().waitFor(user.email);
    const otp = /\b(\d{6})\b/.exec(mail.text)?.[1];
    const reset = await call(app, "POST", "/auth/reset-password", {
      body: { otp, email: user.email, newPassword: "after-reset-1" },
      ip: randomIp(),
    });
    expect(reset.status).toBe(200);

    for (const token of tokens) {
      expect(await reads(token)).toBe(401);
      const write = await call(app, "POST", "/expenses", {
        token,
        body: { category: "Food & Dining", amount: "10" },
      });
      expect(write.status).toBe(401);
      expect(write.body.message).toBe("Unauthorized: your session has ended, please sign in again");
    }
  });

  it("sign-out everywhere through Auth itself ends the API's access too", async () => {
    const user = await signedInUser(app);
    expect(await reads(user.token)).toBe(200);
    const client = anonClient();
    await client.auth.setSession({ access_token: user.token, refresh_token: user.refreshToken });
    expect((await client.auth.signOut({ scope: "global" })).error).toBeNull();
    expect(await reads(user.token)).toBe(401);
  });

  it("signing out through the API ends the token for this instance at once", async () => {
    const user = await signedInUser(app);
    expect((await call(app, "GET", "/auth/user", { token: user.token })).status).toBe(200);
    expect((await call(app, "POST", "/auth/logout", { token: user.token })).status).toBe(200);
    expect((await call(app, "GET", "/auth/user", { token: user.token })).status).toBe(401);
  });
});
