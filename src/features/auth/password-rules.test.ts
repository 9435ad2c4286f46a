import { describe, expect, it } from "vitest";
import { newPasswordProblem, otpDigits } from "./password-rules";

describe("new password rules", () => {
  it("needs at least 6 characters, then equal entries", () => {
    expect(newPasswordProblem("12345", "12345")).toBe("too-short");
    expect(newPasswordProblem("123456", "123457")).toBe("mismatch");
    expect(newPasswordProblem("123456", "123456")).toBeNull();
  });

  it("keeps only the digits of an OTP, at most six", () => {
    expect(otpDigits("12a-3 45")).toBe("12345");
    expect(otpDigits("123 456 789")).toBe("123456");
    expect(otpDigits("abc")).toBe("");
  });
});
