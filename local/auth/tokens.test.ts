import { createHash } from "node:crypto";
import { exportJWK, generateKeyPair } from "jose";
import { describe, expect, it } from "vitest";
import type { StackKeys } from "../keys.ts";
import { bearerOf, codeVerifierMatches, createTokenService } from "./tokens.ts";

describe("codeVerifierMatches", () => {
  const verifier = "a".repeat(43);
  const s256 = createHash("sha256").update(verifier).digest("base64url");

  it("checks s256 and plain challenges", () => {
    expect(codeVerifierMatches("s256", s256, verifier)).toBe(true);
    expect(codeVerifierMatches("s256", s256, `${verifier}b`)).toBe(false);
    expect(codeVerifierMatches("plain", verifier, verifier)).toBe(true);
    expect(codeVerifierMatches("plain", verifier, "other")).toBe(false);
  });
});

describe("bearerOf", () => {
  it("reads a Bearer token, case-insensitively, and nothing else", () => {
    expect(bearerOf("Bearer abc.def")).toBe("abc.def");
    expect(bearerOf("bearer abc")).toBe("abc");
    expect(bearerOf("Basic abc")).toBeUndefined();
    expect(bearerOf(undefined)).toBeUndefined();
  });
});

describe("token service", () => {
  it("signs ES256 tokens with the kid and verifies them; a foreign key is bad_jwt", async () => {
    const keys = await testKeys();
    const service = createTokenService(keys, "http://gateway/auth/v1");
    const { token, expiresAt } = await service.sign({
      userId: "11111111-1111-1111-1111-111111111111",
      email: "a@b.test",
      phone: "",
      appMetadata: {},
      userMetadata: {},
      role: "authenticated",
      isAnonymous: false,
      sessionId: "22222222-2222-2222-2222-222222222222",
      amr: [{ method: "password", timestamp: 1 }],
    });
    const claims = await service.verify(token);
    expect(claims).toMatchObject({ iss: "http://gateway/auth/v1", aud: "authenticated", exp: expiresAt });

    const other = createTokenService(await testKeys(), "http://gateway/auth/v1");
    await expect(other.verify(token)).rejects.toMatchObject({ status: 403, code: "bad_jwt" });
    await expect(service.verify("garbage")).rejects.toMatchObject({ status: 403, code: "bad_jwt" });
  });
});

async function testKeys(): Promise<StackKeys> {
  const { privateKey, publicKey } = await generateKeyPair("ES256", { extractable: true });
  const kid = crypto.randomUUID();
  return {
    jwtSecret: "x".repeat(40),
    anonKey: "",
    serviceRoleKey: "",
    publishableKey: "",
    secretKey: "",
    signingKey: {
      kid,
      privateJwk: { ...(await exportJWK(privateKey)), kid, alg: "ES256" },
      publicJwk: { ...(await exportJWK(publicKey)), kid, alg: "ES256" },
    },
    vapid: { publicKey: "", privateKey: "", subject: "" },
  };
}
