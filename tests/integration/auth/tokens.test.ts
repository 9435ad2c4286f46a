// Access tokens: GoTrue's claims, verifiable with jose through the JWKS; expired or tampered tokens
// are refused.
import { isAuthApiError } from "@supabase/supabase-js";
import { createRemoteJWKSet, decodeProtectedHeader, importJWK, jwtVerify, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { anonClient, newUser, stack } from "../../support/index.ts";

const authUrl = () => `${stack().urls.gateway}/auth/v1`;

describe("access tokens", () => {
  it("carry GoTrue's claims and verify against the JWKS with jose", async () => {
    const { session, user } = await newUser({ data: { full_name: "Neha" } });
    const header = decodeProtectedHeader(session.access_token);
    expect(header).toMatchObject({ alg: "ES256", kid: stack().keys.signingKey.kid });

    const jwks = createRemoteJWKSet(new URL(`${authUrl()}/.well-known/jwks.json`));
    const { payload } = await jwtVerify(session.access_token, jwks, {
      issuer: authUrl(),
      audience: "authenticated",
    });
    expect(payload).toMatchObject({
      sub: user.id,
      email: user.email,
      phone: "",
      role: "authenticated",
      aal: "aal1",
      is_anonymous: false,
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { full_name: "Neha" },
    });
    expect(payload.session_id).toEqual(expect.any(String));
    expect(payload.amr).toEqual([{ method: "password", timestamp: expect.any(Number) }]);
    expect((payload.exp as number) - (payload.iat as number)).toBe(3600);
  });

  it("publishes the JWKS with a 10-minute cache and no private parts", async () => {
    const response = await fetch(`${authUrl()}/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("max-age=600");
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({
      kty: "EC",
      crv: "P-256",
      alg: "ES256",
      kid: stack().keys.signingKey.kid,
    });
    expect(keys[0]).not.toHaveProperty("d");
  });

  it("an expired token is refused with 403 bad_jwt", async () => {
    const { session } = await newUser();
    const claims = JSON.parse(
      Buffer.from(session.access_token.split(".")[1] as string, "base64url").toString(),
    );
    const { privateJwk, kid } = stack().keys.signingKey;
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 })
      .setProtectedHeader({ alg: "ES256", kid, typ: "JWT" })
      .sign(await importJWK(privateJwk, "ES256"));

    const { data, error } = await anonClient().auth.getUser(expired);
    expect(data.user).toBeNull();
    expect(isAuthApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 403, code: "bad_jwt" });
  });

  it("a tampered token is refused with 403 bad_jwt", async () => {
    const { session } = await newUser();
    const [head, body, signature] = session.access_token.split(".") as [string, string, string];
    const claims = JSON.parse(Buffer.from(body, "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: "service_role" })).toString("base64url");

    const { error } = await anonClient().auth.getUser(`${head}.${forged}.${signature}`);
    expect(error).toMatchObject({ status: 403, code: "bad_jwt" });
  });

  it("getUser without a user token is refused", async () => {
    // The anon key is a valid JWT but names no user.
    const { error } = await anonClient().auth.getUser(stack().keys.anonKey);
    expect(error).toMatchObject({ status: 403, code: "bad_jwt" });
  });
});

describe("public endpoints", () => {
  it("settings advertise e-mail and google sign-in with auto-confirm", async () => {
    const response = await fetch(`${authUrl()}/settings`, {
      headers: { apikey: stack().keys.publishableKey },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      external: { email: true, google: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: true,
    });
  });

  it("health answers", async () => {
    const response = await fetch(`${authUrl()}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: "GoTrue" });
  });
});
