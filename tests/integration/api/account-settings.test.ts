import { describe, expect, it } from "vitest";
import { inbox } from "../../support/index.ts";
import { call, randomIp, randomUsername, refreshStatus, signedInUser, testApp } from "./api-client.ts";

const app = testApp();

const signin = (emailOrUsername: string, password: string) =>
  call(app, "POST", "/auth/signin", { body: { emailOrUsername, password }, ip: randomIp() });

describe("PATCH /api/profile", () => {
  it("changes the username and country the profile shows, and sign-in follows the new username", async () => {
    const user = await signedInUser(app);
    const before = await call(app, "GET", "/auth/user", { token: user.token });
    expect(before.body).toMatchObject({ username: user.username, country: "India" });

    const username = randomUsername();
    const res = await call(app, "PATCH", "/profile", {
      token: user.token,
      body: { username, country: "Canada" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      username,
      country: "Canada",
      language: null,
      devanagariDigits: false,
      firstName: null,
      lastName: null,
      upiId: null,
    });
    expect((await call(app, "GET", "/auth/user", { token: user.token })).body).toMatchObject({
      username,
      country: "Canada",
    });
    expect((await signin(username, user.password)).status).toBe(200);
    expect((await signin(user.username, user.password)).status).toBe(401);
    // One field alone is fine too.
    expect(
      (await call(app, "PATCH", "/profile", { token: user.token, body: { country: "Other" } })).body,
    ).toEqual({
      username,
      country: "Other",
      language: null,
      devanagariDigits: false,
      firstName: null,
      lastName: null,
      upiId: null,
    });
  });

  it("stores the language and digits on the profile, so every device signing in reads them (docs/product.md §4.29)", async () => {
    const user = await signedInUser(app);
    expect((await call(app, "GET", "/auth/user", { token: user.token })).body).toMatchObject({
      language: null,
      devanagariDigits: false,
    });
    const res = await call(app, "PATCH", "/profile", {
      token: user.token,
      body: { language: "hi", devanagariDigits: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ language: "hi", devanagariDigits: true });
    const elsewhere = await signin(user.email, user.password);
    const token = (elsewhere.body as { session: { access_token: string } }).session.access_token;
    expect((await call(app, "GET", "/auth/user", { token })).body).toMatchObject({
      language: "hi",
      devanagariDigits: true,
    });
    const bad = await call(app, "PATCH", "/profile", { token: user.token, body: { language: "fr" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("language must be en or hi");
  });

  it("refuses a username someone else has (any letter case) with 409, and bad input with 400", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const taken = await call(app, "PATCH", "/profile", {
      token: other.token,
      body: { username: owner.username.toUpperCase() },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("This username is already taken");
    for (const [body, message] of [
      [{ devanagariDigits: "yes" }, "devanagariDigits must be true or false"],
      [{ username: "-bad-" }, "Username may only contain letters, numbers and single hyphens"],
      [{ country: "Mars" }, "Country must be one of: India, United States"],
      [{}, "Send a username, a country, a language, devanagariDigits, firstName or lastName to change"],
      [{ email: "x@example.com" }, "Unknown field: email"],
    ] as const) {
      const res = await call(app, "PATCH", "/profile", { token: other.token, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect((await call(app, "GET", "/auth/user", { token: other.token })).body.username).toBe(other.username);
    expect((await call(app, "PATCH", "/profile", { body: { country: "India" } })).status).toBe(401);
  });
});

describe("POST /api/auth/change-password", () => {
  it("needs the current password; keeps this device signed in, signs out the others, mails a notice", async () => {
    const user = await signedInUser(app);
    const elsewhere = await signin(user.email, user.password);
    expect(elsewhere.status).toBe(200);

    const wrong = await call(app, "POST", "/auth/change-password", {
      token: user.token,
      body: { currentPassword: "not-it-123", newPassword: "brand-new-9" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Your current password is not right");
    expect((await signin(user.email, user.password)).status).toBe(200);

    const res = await call(app, "POST", "/auth/change-password", {
      token: user.token,
      body: { currentPassword: user.password, newPassword: "brand-new-9" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await signin(user.email, "brand-new-9")).status).toBe(200);
    expect((await signin(user.email, user.password)).status).toBe(401);
    // This device keeps its session; the other one is signed out.
    expect(await refreshStatus(user.refreshToken)).toBe(200);
    expect(await refreshStatus(elsewhere.body.session.refresh_token)).not.toBe(200);
    const mail = await inbox().waitFor(user.email, {
      match: (m) => m.subject === "Your Paisa Coach password was changed",
    });
    expect(mail.text).toContain("Your other devices have been signed out");
  });

  it("refuses a weak or unchanged new password, and throttles wrong current passwords like sign-ins", async () => {
    const user = await signedInUser(app);
    const weak = await call(app, "POST", "/auth/change-password", {
      token: user.token,
      body: { currentPassword: user.password, newPassword: "short" },
    });
    expect(weak.body.message).toBe("Password must be at least 8 characters");
    const same = await call(app, "POST", "/auth/change-password", {
      token: user.token,
      body: { currentPassword: user.password, newPassword: user.password },
    });
    expect(same.body.message).toBe("Choose a new password that differs from the current one");
    // Three free wrong guesses, then a growing wait (the sign-in throttle), even for the right one.
    for (let i = 0; i < 3; i++) {
      const wrong = await call(app, "POST", "/auth/change-password", {
        token: user.token,
        body: { currentPassword: `wrong-${i}-pass`, newPassword: "brand-new-9" },
      });
      expect(wrong.status).toBe(400);
    }
    const locked = await call(app, "POST", "/auth/change-password", {
      token: user.token,
      body: { currentPassword: user.password, newPassword: "brand-new-9" },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many password attempts/);
    expect((await call(app, "POST", "/auth/change-password", { body: {} })).status).toBe(401);
  });
});
