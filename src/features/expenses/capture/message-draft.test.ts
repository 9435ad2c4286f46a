import { describe, expect, it } from "vitest";
import { draftFromMessage, messageRefOf, messageWhen, paidWithOf } from "./message-draft.ts";

const HDFC_UPI =
  "Sent Rs.349.00\nFrom HDFC Bank A/C *1234\nTo SWIGGY\nOn 14/11/26\nRef 431889012345\nNot You?\nCall 18002586161";
const GPAY_RECEIPT =
  "₹349.00 paid to Swiggy\n14 Nov 2026, 12:30 pm\nUPI transaction ID: 431889012345\nTo: Swiggy\nswiggy@icici";

describe("draftFromMessage", () => {
  it("fills amount, category, description, day and paid-with from a UPI SMS", () => {
    expect(draftFromMessage(HDFC_UPI)).toMatchObject({
      amount: "349",
      category: "Food & Dining",
      description: "Swiggy",
      date: "2026-11-14",
      time: null,
      paidWith: null,
      messageRef: "ref:431889012345",
      isExpense: true,
    });
  });

  it("keeps the time when the message has one", () => {
    expect(draftFromMessage(GPAY_RECEIPT)).toMatchObject({
      date: "2026-11-14",
      time: "12:30",
      paidWith: "upi",
    });
  });

  it("prefers the category the user taught the app for this payee", () => {
    expect(draftFromMessage(HDFC_UPI, { swiggy: "Groceries" }).category).toBe("Groceries");
    expect(draftFromMessage(HDFC_UPI, { zomato: "Groceries" }).category).toBe("Food & Dining");
  });

  it("leaves the amount empty for a foreign-currency spend and never ticks it", () => {
    const draft = draftFromMessage(
      "Spent USD 15.99 On HDFC Bank Card 4321 At NETFLIX.COM On 2026-11-03:04:10:22",
    );
    expect(draft).toMatchObject({ amount: "", isExpense: false, description: "Netflix" });
  });

  it("does not tick credits or notices", () => {
    expect(draftFromMessage("Rs.500 credited to A/c XX1 from VPA a@okaxis on 14-11-26").isExpense).toBe(
      false,
    );
    expect(draftFromMessage("123456 is your OTP for login").isExpense).toBe(false);
  });
});

describe("messageRefOf", () => {
  it("is the bank reference, shared by the bank's SMS and the UPI app's receipt", () => {
    expect(draftFromMessage(HDFC_UPI).messageRef).toBe(draftFromMessage(GPAY_RECEIPT).messageRef);
  });

  it("falls back to the text, ignoring spacing and case, when the reference is short or missing", () => {
    const text = "Spent Rs.569 on HDFC Bank Card x4321 at ZEPTO on 2026-11-13:08:02:11";
    const ref = messageRefOf(text, { reference: null });
    expect(ref).toMatch(/^msg:[0-9a-f]{16}$/);
    expect(messageRefOf(`  ${text.toUpperCase().replace(/ /g, "  ")}\n`, { reference: null })).toBe(ref);
    expect(messageRefOf(`${text}.`, { reference: null })).not.toBe(ref);
    expect(messageRefOf(text, { reference: "123456" })).toBe(ref);
  });
});

describe("paidWithOf", () => {
  it.each([
    ["Rs.349.00 debited from A/c XX1234 to VPA swiggy@icici", null, "upi"],
    ["Spent Rs.1299 On HDFC Bank Card 4321 At AMAZON", null, "card"],
    ["Amt Deducted! Rs.12345.67 from your HDFC Bank A/c XX1234 for NEFT txn", null, "net_banking"],
    ["Paid Rs.120 to Chai Point from Paytm Balance.", "Paytm", "wallet"],
    ["Paid ₹349 to Swiggy", "PhonePe", "upi"],
    ["Rs.5000.00 withdrawn at ATM", null, null],
  ] as const)("%s → %s", (text, bank, expected) => {
    expect(paidWithOf(text, { bank })).toBe(expected);
  });
});

describe("messageWhen (one rule for a pasted message and Save all)", () => {
  const at = (clock: string) => new Date(`2026-11-14T${clock}:00+05:30`);

  it("keeps the time the message gives", () => {
    expect(messageWhen({ date: "2026-11-12", time: "09:15" }, at("16:00"))).toEqual({
      date: "2026-11-12",
      time: "09:15",
    });
  });

  it("puts a day without a time at noon, or now when that is today and noon is still to come", () => {
    expect(messageWhen({ date: "2026-11-12", time: null }, at("08:30"))).toEqual({
      date: "2026-11-12",
      time: "12:00",
    });
    expect(messageWhen({ date: "2026-11-14", time: null }, at("16:00"))).toEqual({
      date: "2026-11-14",
      time: "12:00",
    });
    expect(messageWhen({ date: "2026-11-14", time: null }, at("08:30"))).toEqual({
      date: "2026-11-14",
      time: "08:30",
    });
  });

  it("puts a message without a day now", () => {
    expect(messageWhen({ date: null, time: null }, at("08:30"))).toEqual({
      date: "2026-11-14",
      time: "08:30",
    });
  });
});

describe("what the user is asked to confirm", () => {
  const swiggy =
    "Rs.350.00 debited from A/c XX1234 on 14-11-26 to VPA swiggy@icici. UPI Ref 431800000001 -HDFC Bank";

  it("says the category is the user's own when it comes from a learned payee", () => {
    const learned = draftFromMessage(swiggy, { swiggy: "Groceries" });
    expect(learned).toMatchObject({ category: "Groceries", categoryLearned: true });
    expect(learned.check.category).toBe(false);
    expect(draftFromMessage(swiggy).categoryLearned).toBe(false);
  });

  it("flags the fields the parser is unsure of and leaves sure ones alone", () => {
    expect(draftFromMessage(swiggy).check).toEqual({
      amount: false,
      description: false,
      category: false,
      date: false,
    });
    const unsure = draftFromMessage("Paid Rs.450 and Rs.120 to ramu77@okaxis");
    expect(unsure.check).toMatchObject({ amount: true, description: true, date: true });
  });
});
