import { describe, expect, it } from "vitest";
import { PAID_WITH_CODES, paidWithFromText, paidWithLabel } from "./paid-with.ts";

describe("paid with", () => {
  it("has five modes with labels", () => {
    expect(PAID_WITH_CODES).toEqual(["upi", "cash", "card", "net_banking", "wallet"]);
    expect(PAID_WITH_CODES.map(paidWithLabel)).toEqual(["UPI", "Cash", "Card", "Net banking", "Wallet"]);
  });

  it.each([
    ["upi", "upi"],
    ["UPI", "upi"],
    ["Net banking", "net_banking"],
    ["net_banking", "net_banking"],
    ["NET-BANKING", "net_banking"],
    ["Credit Card", "card"],
    ["GPay", "upi"],
    ["Paytm Wallet", "wallet"],
    ["cash", "cash"],
  ])("reads %s as %s", (text, code) => {
    expect(paidWithFromText(text)).toBe(code);
  });

  it.each(["", "  ", "cheque", "barter"])("does not guess %o", (text) => {
    expect(paidWithFromText(text)).toBeNull();
  });
});
