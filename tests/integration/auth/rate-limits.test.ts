// The Auth stand-in's own endpoints have GoTrue's per-IP rate limits and the password settings of
// supabase/config.toml, so nobody can guess passwords or sign up unchecked by going around /api.
// (The shared test stack relaxes the limits, since every test client is 127.0.0.1; these tests run
// a second stand-in on the same database with the project's real settings.)
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createAuthApp } from "../../../local/auth/app.ts";
import { type AuthSettings, authSettingsFromConfig } from "../../../local/auth/settings.ts";
import { projectRoot } from "../../../local/config.ts";
import { adminSql, randomEmail, stack } from "../../support/index.ts";

const standIn = (settings?: Partial<AuthSettings>) =>
  createAuthApp({
    sql: adminSql(),
    config: { dataDir: "", host: "127.0.0.1", ports: { gateway: 0, db: 0, inbox: 0, smtp: 0, web: 0 } },
    keys: stack().keys,
    gatewayUrl: stack().urls.gateway,
    siteUrl: "http://localhost:5173",
    authSettings: settings,
  });

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

/** As through the gateway, which appends the client's address to X-Forwarded-For. */
const post = (app: ReturnType<typeof standIn>, pathAndQuery: string, ip: string, body: object) =>
  app.request(pathAndQuery, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      apikey: stack().keys.anonKey,
      "X-Forwarded-For": `203.0.113.9, ${ip}`,
    },
    body: JSON.stringify(body),
  });

describe("Auth stand-in rate limits (config.toml [auth.rate_limit])", { timeout: 60_000 }, () => {
  it("reads the project's settings from supabase/config.toml", async () => {
    const toml = await readFile(path.join(projectRoot, "supabase/config.toml"), "utf8");
    const settings = authSettingsFromConfig(toml);
    expect(settings).toEqual({
      minimumPasswordLength: 8,
      passwordRequirements: "letters_digits",
      rateLimits: { signInSignUps: 30, tokenRefresh: 150 },
    });
  });

  it("limits password sign-ins and sign-ups per IP (sign_in_sign_ups per 5 minutes)", async () => {
    const app = standIn();
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const target = i % 2 ? "/token?grant_type=password" : "/signup";
      const body =
        i % 2 ? { email: randomEmail("guess"), password: "wrong-1" } : { email: "bad", password: "x" };
      statuses.push((await post(app, target, ip, body)).status);
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const limited = await post(app, "/token?grant_type=password", ip, {
      email: randomEmail("guess"),
      password: "wrong-1",
    });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: "over_request_rate_limit" });
    expect(limited.headers.get("x-sb-error-code")).toBe("over_request_rate_limit");

    // Another address is not affected.
    const other = await post(app, "/token?grant_type=password", freshIp(), {
      email: randomEmail("guess"),
      password: "wrong-1",
    });
    expect(other.status).toBe(400);
  });

  it("limits refresh-token exchanges separately (token_refresh)", async () => {
    const app = standIn({ rateLimits: { signInSignUps: 30, tokenRefresh: 3 } });
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await post(app, "/token?grant_type=refresh_token", ip, { refresh_token: "nope" })).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    // Sign-ins from that address still have their own budget.
    expect((await post(app, "/signup", ip, { email: "bad", password: "x" })).status).toBe(400);
  });
});

describe("Auth stand-in password settings", { timeout: 60_000 }, () => {
  it("applies minimum_password_length and password_requirements to sign-up and password changes", async () => {
    const app = standIn({ minimumPasswordLength: 8, passwordRequirements: "letters_digits" });
    const tooShort = await post(app, "/signup", freshIp(), { email: randomEmail("weak"), password: "abc1" });
    expect(tooShort.status).toBe(422);
    expect(await tooShort.json()).toMatchObject({
      code: "weak_password",
      message: "Password should be at least 8 characters.",
      weak_password: { reasons: ["length"] },
    });
    const noDigit = await post(app, "/signup", freshIp(), {
      email: randomEmail("weak"),
      password: "abcdefgh",
    });
    expect(noDigit.status).toBe(422);
    expect(await noDigit.json()).toMatchObject({
      code: "weak_password",
      weak_password: { reasons: ["characters"] },
    });
    const fine = await post(app, "/signup", freshIp(), {
      email: randomEmail("strong"),
      password: "abcdefg1",
    });
    expect(fine.status).toBe(200);
  });
});
