import { describe, expect, it } from "vitest";
import { newPasswordProblem, otpDigits } from "./password-rules";

describe("new password rules", () => {
  it("follows the sign-up rule (8 characters, a number, a letter), then needs equal entries", () => {
    expect(newPasswordProblem("abcdef", "abcdef")).toEqual({
      kind: "weak",
      message: "Password must be at least 8 characters",
    });
    expect(newPasswordProblem("abcdefgh", "abcdefgh")).toEqual({
      kind: "weak",
      message: "Password must include a number",
    });
    expect(newPasswordProblem("12345678", "12345678")).toEqual({
      kind: "weak",
      message: "Password must include a letter",
    });
    expect(newPasswordProblem("paisa2026", "paisa2027")).toEqual({ kind: "mismatch" });
    expect(newPasswordProblem("paisa2026", "paisa2026")).toBeNull();
  });

  it("keeps only the digits of an OTP, at most six", () => {
    expect(otpDigits("12a-3 45")).toBe("12345");
    expect(otpDigits("123 456 789")).toBe("123456");
    expect(otpDigits("abc")).toBe("");
  });
});
