import { describe, expect, it } from "vitest";
import { resetPasswordSchema, signinSchema, signupSchema } from "./auth-schemas.ts";
import { budgetSchema } from "./budget-schemas.ts";
import { expensePatchSchema, expenseSchema } from "./expense-schemas.ts";
import { firstIssueMessage, hasControlCharacter } from "./fields.ts";

const messageOf = (result: { success: boolean; error?: import("zod").ZodError }) =>
  result.success || !result.error ? null : firstIssueMessage(result.error);

describe("signupSchema", () => {
  const valid = {
    email: " Asha@Example.com ",
    password: "secret12",
    username: "asha-k",
    country: "India",
    adultConfirmed: true,
  };

  it("accepts and normalises a valid sign-up", () => {
    expect(signupSchema.parse(valid)).toEqual({ ...valid, email: "asha@example.com" });
  });

  it.each([
    [{ password: "short1" }, "Password must be at least 8 characters"],
    [{ password: "abcdefgh" }, "Password must include a number"],
    [{ password: "12345678" }, "Password must include a letter"],
    [{ username: "-asha" }, "Username may only contain"],
    [{ username: "a--b" }, "Username may only contain"],
    [{ email: "not-an-email" }, "Email must be a valid e-mail address"],
    [{ country: "Mars" }, "Country must be one of"],
    [{ email: undefined }, "Email is required"],
    [{ adultConfirmed: false }, "Confirm that you are 18 or over to create an account"],
    [{ adultConfirmed: undefined }, "Confirm that you are 18 or over to create an account"],
  ])("rejects %o", (override, message) => {
    expect(messageOf(signupSchema.safeParse({ ...valid, ...override }))).toContain(message);
  });
});

describe("signinSchema", () => {
  it("needs both fields", () => {
    expect(messageOf(signinSchema.safeParse({ password: "x" }))).toBe("Email or username is required");
    expect(messageOf(signinSchema.safeParse({ emailOrUsername: "asha", password: "" }))).toBe(
      "Password is required",
    );
  });
});

describe("resetPasswordSchema", () => {
  it("accepts a link token or an OTP with e-mail or handle", () => {
    expect(resetPasswordSchema.safeParse({ token: "t", newPassword: "secret-12" }).success).toBe(true);
    expect(
      resetPasswordSchema.safeParse({ otp: "123456", email: "a@b.co", newPassword: "secret-12" }).success,
    ).toBe(true);
    expect(
      resetPasswordSchema.safeParse({ otp: "123456", token: "h", newPassword: "secret-12" }).success,
    ).toBe(true);
  });

  it("refuses an OTP alone, a short password and a malformed OTP", () => {
    expect(messageOf(resetPasswordSchema.safeParse({ otp: "123456", newPassword: "secret-12" }))).toContain(
      "OTP needs",
    );
    expect(messageOf(resetPasswordSchema.safeParse({ token: "t", newPassword: "12345" }))).toBe(
      "Password must be at least 8 characters",
    );
    expect(
      messageOf(resetPasswordSchema.safeParse({ otp: "12345", token: "h", newPassword: "secret-12" })),
    ).toBe("OTP must be 6 digits");
  });
});

describe("budgetSchema", () => {
  it("parses the form's digit string and JSON text", () => {
    expect(
      budgetSchema.parse({ type: "monthly", amount: "25000", categoryBudgets: '{"Transport":3750}' }),
    ).toEqual({
      type: "monthly",
      amount: 25000,
      categoryBudgets: { Transport: 3750 },
    });
  });

  it.each([
    [{ amount: "999" }, "Budget must be between ₹1,000 and ₹1,00,000"],
    [{ amount: "100001" }, "Budget must be between ₹1,000 and ₹1,00,000"],
    [{ amount: "2500.5" }, "Budget must be between ₹1,000 and ₹1,00,000"],
    [{ amount: "" }, "Budget amount is required"],
    [{ type: "daily" }, "Type must be monthly"],
    [{ categoryBudgets: "{oops" }, "Category budgets must be a JSON object"],
    [{ categoryBudgets: '{"Food":-1}' }, "Category budgets must not be negative"],
  ])("rejects %o", (override, message) => {
    expect(messageOf(budgetSchema.safeParse({ type: "monthly", amount: "5000", ...override }))).toBe(message);
  });
});

describe("expenseSchema", () => {
  const valid = {
    category: "Transport",
    method: "manual",
    amount: "120.5",
    date: "2026-11-22T09:30:00+05:30",
  };

  it("normalises amount and optional fields", () => {
    expect(expenseSchema.parse(valid)).toEqual({
      ...valid,
      amount: "120.50",
      description: null,
      paidWith: null,
      receiptPath: null,
      messageRef: null,
      merchant: null,
    });
    expect(expenseSchema.parse({ ...valid, paidWith: "upi", description: " Chai " })).toMatchObject({
      paidWith: "upi",
      description: "Chai",
    });
  });

  it("keeps the message an expense came from and its payee", () => {
    expect(
      expenseSchema.parse({ ...valid, method: "message", messageRef: " ref:4318 ", merchant: " Swiggy " }),
    ).toMatchObject({ method: "message", messageRef: "ref:4318", merchant: "Swiggy" });
    expect(expenseSchema.safeParse({ ...valid, messageRef: "x".repeat(101) }).success).toBe(false);
  });

  it("refuses control characters in the message reference and the payee, naming the field", () => {
    const issue = (extra: object) => {
      const result = expenseSchema.safeParse({ ...valid, ...extra });
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(issue({ messageRef: "ref:43\u000018" })).toBe(
      "Message reference must not contain control characters",
    );
    expect(issue({ merchant: "Swig\u001bgy" })).toBe("Merchant must not contain control characters");
    expect(issue({ merchant: "Swiggy\nInstamart" })).toBe("Merchant must not contain control characters");
    expect(issue({ description: "Swiggy\nlunch" })).toBeNull();
  });

  it.each([
    [{ amount: "0" }, "Amount must be greater than 0"],
    [{ amount: -3 }, "Amount must be greater than 0"],
    [{ amount: "1.234" }, "at most 2 decimals"],
    [{ amount: "" }, "Amount is required"],
    [{ category: " " }, "Category is required"],
    [{ date: "2026-11-22" }, "Date must be an ISO date-time"],
    [{ method: "cheque" }, "Method must be one of"],
    [{ paidWith: "cheque" }, "Paid with must be one of: upi, cash, card, net_banking, wallet"],
  ])("rejects %o", (override, message) => {
    expect(messageOf(expenseSchema.safeParse({ ...valid, ...override }))).toContain(message);
  });
});

describe("hasControlCharacter", () => {
  it("finds NUL, other C0 controls and DEL; layout characters only where allowed", () => {
    for (const text of ["a\u0000b", "\u0007", "x\u001b[31m", "del\u007f"]) {
      expect(hasControlCharacter(text)).toBe(true);
      expect(hasControlCharacter(text, true)).toBe(true);
    }
    expect(hasControlCharacter("tab\there")).toBe(true);
    expect(hasControlCharacter("tab\there\nand line", true)).toBe(false);
    expect(hasControlCharacter("₹120 at Café Coffee Day 😊")).toBe(false);
  });
});

describe("expensePatchSchema", () => {
  it("keeps only what is sent; empty text and null clear", () => {
    expect(expensePatchSchema.parse({ amount: 99 })).toEqual({ amount: "99.00" });
    expect(expensePatchSchema.parse({ description: "", paidWith: null, receiptPath: null })).toEqual({
      description: null,
      paidWith: null,
      receiptPath: null,
    });
    expect(expensePatchSchema.parse({ category: " Rent ", date: "2026-11-30T23:59:00+05:30" })).toEqual({
      category: "Rent",
      date: "2026-11-30T23:59:00+05:30",
    });
  });

  it.each([
    [{}, "Nothing to change"],
    [{ method: "voice" }, "Nothing to change"],
    [{ amount: "0" }, "Amount must be greater than 0"],
    [{ amount: null }, "Amount is required"],
    [{ category: "" }, "Category is required"],
    [{ category: null }, "Category is required"],
    [{ date: "yesterday" }, "Date must be an ISO date-time"],
    [{ description: "x".repeat(201) }, "Description must be at most 200 characters"],
    [{ paidWith: "gold" }, "Paid with must be one of"],
  ])("rejects %o", (patch, message) => {
    expect(messageOf(expensePatchSchema.safeParse(patch))).toContain(message);
  });
});
