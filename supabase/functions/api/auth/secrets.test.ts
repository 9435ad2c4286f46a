import { describe, expect, it } from "vitest";
import { randomOtp, randomToken, sameDigest, sha256Hex } from "./secrets.ts";

describe("reset secrets", () => {
  it("makes 6-digit OTPs, zero-padded, not all alike", () => {
    const codes = Array.from({ length: 200 }, randomOtp);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it("makes 256-bit base64url tokens", () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(token);
  });

  it("hashes with SHA-256 and compares digests exactly", async () => {
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const digest = await sha256Hex("x");
    expect(sameDigest(digest, await sha256Hex("x"))).toBe(true);
    expect(sameDigest(digest, await sha256Hex("y"))).toBe(false);
    expect(sameDigest(digest, digest.slice(1))).toBe(false);
  });
});
