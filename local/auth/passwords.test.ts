import { describe, expect, it } from "vitest";
import { passwordSchema } from "../../supabase/functions/_shared/contract/auth-schemas.ts";
import { AuthError } from "./errors.ts";
import {
  checkPasswordStrength as check,
  hashPassword,
  type PasswordRules,
  verifyPassword,
} from "./passwords.ts";
import { projectAuthSettings } from "./settings.ts";

const gotrueDefaults: PasswordRules = { minimumPasswordLength: 6, passwordRequirements: "" };
const checkPasswordStrength = (password: string, rules = gotrueDefaults) => check(password, rules);

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

describe("password requirements", () => {
  it("asks for one character of each set the project requires", () => {
    const rules = (passwordRequirements: PasswordRules["passwordRequirements"]) => ({
      minimumPasswordLength: 6,
      passwordRequirements,
    });
    expect(() => checkPasswordStrength("abcdef1", rules("letters_digits"))).not.toThrow();
    expect(() => checkPasswordStrength("ABCDEF1", rules("letters_digits"))).not.toThrow();
    expect(captured(() => checkPasswordStrength("abcdefg", rules("letters_digits")))).toMatchObject({
      status: 422,
      extra: { weak_password: { reasons: ["characters"] } },
    });
    expect(
      captured(() => checkPasswordStrength("abcdef1", rules("lower_upper_letters_digits"))),
    ).toMatchObject({
      code: "weak_password",
    });
    expect(() => checkPasswordStrength("Abcdef1", rules("lower_upper_letters_digits"))).not.toThrow();
    expect(() =>
      checkPasswordStrength("Abcdef1!", rules("lower_upper_letters_digits_symbols")),
    ).not.toThrow();
  });

  it("uses the project's minimum length", () => {
    const rules: PasswordRules = { minimumPasswordLength: 10, passwordRequirements: "" };
    expect(captured(() => checkPasswordStrength("123456789", rules))).toMatchObject({
      message: "Password should be at least 10 characters.",
    });
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

describe("the project's password rule (supabase/config.toml) and the API contract", () => {
  // One rule everywhere (docs/product.md §5.1): what Auth accepts under the project's settings is what
  // sign-up, reset and change password accept in the shared schema, and the other way round.
  const samples = [
    "abc1",
    "abcdef",
    "abcdefgh",
    "12345678",
    "abcdefg1",
    "ABCDEFG1",
    "paisa2026",
    `${"x".repeat(71)}1`,
  ];
  const rules = projectAuthSettings();
  const authAccepts = (password: string) => {
    try {
      check(password, rules);
      return true;
    } catch {
      return false;
    }
  };

  it("accepts and refuses the same passwords", () => {
    for (const password of samples) {
      expect({ password, contract: passwordSchema.safeParse(password).success }).toEqual({
        password,
        contract: authAccepts(password),
      });
    }
    expect(authAccepts("abcdef")).toBe(false);
    expect(authAccepts("abcdefg1")).toBe(true);
  });
});
