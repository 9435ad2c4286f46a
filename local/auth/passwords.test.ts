import { describe, expect, it } from "vitest";
import { AuthError } from "./errors.ts";
import { checkPasswordStrength, hashPassword, verifyPassword } from "./passwords.ts";

describe("checkPasswordStrength", () => {
  it("accepts 6 to 72 bytes", () => {
    expect(() => checkPasswordStrength("123456")).not.toThrow();
    expect(() => checkPasswordStrength("x".repeat(72))).not.toThrow();
  });

  it("refuses fewer than 6 characters as weak_password with the length reason", () => {
    const error = captured(() => checkPasswordStrength("12345"));
    expect(error).toMatchObject({
      status: 422,
      code: "weak_password",
      extra: { weak_password: { reasons: ["length"] } },
    });
  });

  it("refuses more than 72 bytes, counting multi-byte characters", () => {
    expect(captured(() => checkPasswordStrength("x".repeat(73)))).toMatchObject({
      status: 400,
      code: "validation_failed",
    });
    // 25 three-byte characters = 75 bytes.
    expect(captured(() => checkPasswordStrength("₹".repeat(25)))).toMatchObject({ status: 400 });
  });
});

describe("hashPassword / verifyPassword", () => {
  it("hashes with bcrypt cost 10 and verifies only the right password", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^\$2[aby]\$10\$/);
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(await verifyPassword("wrong horse", hash)).toBe(false);
  });

  it("accepts pgcrypto's $2a$ hashes as seeded by SQL and never matches an empty or broken hash", async () => {
    // crypt('password123', gen_salt('bf')) from pgcrypto.
    const pgcrypto = "$2a$06$HNzpVwrrVpow4IsQiO2Pa.0KTuXcKvvBQxDWxEEz5NDiuopVQscVu";
    expect(await verifyPassword("password123", pgcrypto)).toBe(true);
    expect(await verifyPassword("", "")).toBe(false);
    expect(await verifyPassword("password123", null)).toBe(false);
    expect(await verifyPassword("password123", "not-a-hash")).toBe(false);
  });
});

function captured(run: () => void): AuthError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AuthError) return error;
    throw error;
  }
  return undefined;
}
