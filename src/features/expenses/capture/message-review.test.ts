import { describe, expect, it } from "vitest";
import { draftFromMessage } from "./message-draft.ts";
import { batchFromRows, reviewRows, sharedMessageText } from "./message-review.ts";

const SWIGGY = "Rs.349.00 debited from A/c XX1234 to VPA swiggy@icici on 14-11-26. UPI Ref 431800000001";
const RAPIDO =
  "Rs.60.00 debited from A/c XX1234 to VPA rapido@axl on 13-11-26 09:15:00. UPI Ref 431800000002";
const CREDIT = "Rs.500.00 credited to A/c XX1234 from VPA rahul@okaxis on 14-11-26. UPI Ref 431800000003";
const OTP = "123456 is your OTP for login. Do not share it.";
const FOREIGN = "Spent USD 15.99 On HDFC Bank Card 4321 At NETFLIX.COM On 2026-11-03:04:10:22";

describe("reviewRows", () => {
  it("ticks rupee payments only, and marks what is already saved or repeated", () => {
    const drafts = [SWIGGY, CREDIT, OTP, RAPIDO, SWIGGY, FOREIGN].map((text) => draftFromMessage(text));
    const saved = new Set([drafts[3]?.messageRef as string]);
    expect(reviewRows(drafts, saved).map((row) => row.status)).toEqual([
      "expense",
      "credit",
      "notice",
      "saved",
      "repeat",
      "no-amount",
    ]);
  });
});

describe("reviewRows: transfers", () => {
  it("greys money moved to the user's own wallet or UPI Lite, never ticked as spending", () => {
    const rows = reviewRows(
      [
        draftFromMessage("Rs.500.00 added to your MobiKwik wallet from Karnataka Bank."),
        draftFromMessage("Rs.300.00 debited from A/c XX1 on 05-11-26 to load UPI Lite."),
      ],
      new Set(),
    );
    expect(rows.map((row) => row.status)).toEqual(["transfer", "transfer"]);
  });

  it("ticks a SIP and a card-bill payment in their set-aside categories (never spending, docs/product.md §4.32)", () => {
    const drafts = [
      draftFromMessage(
        "Rs.2,000.00 debited from A/c XX1 on 05-11-26 towards SIP in QUANT SMALL CAP FUND via NACH.",
      ),
      draftFromMessage(
        "CRED: Your payment of ₹9,000 to your Axis Bank credit card ending 1111 was successful.",
      ),
      draftFromMessage("Rs.15,000.00 debited from A/c XX1 on 05-11-26 towards credit card bill payment."),
    ];
    expect(reviewRows(drafts, new Set()).map((row) => row.status)).toEqual(["expense", "expense", "expense"]);
    expect(drafts.map((draft) => draft.category)).toEqual(["Investments", "Card bill", "Card bill"]);
  });
});

describe("batchFromRows", () => {
  const now = new Date("2026-11-14T10:45:00+05:30");

  it("sends each message's amount, category, payee, reference, time and how it was paid", () => {
    const [rapido] = batchFromRows([{ draft: draftFromMessage(RAPIDO), category: "Transport" }], now);
    expect(rapido).toEqual({
      amount: "60",
      category: "Transport",
      description: "Rapido",
      method: "message",
      date: "2026-11-13T09:15:00+05:30",
      messageRef: "ref:431800000002",
      merchant: "Rapido",
      paidWith: "upi",
    });
  });

  it("says card, net banking or wallet when the message does", () => {
    const paidWith = (text: string) =>
      batchFromRows([{ draft: draftFromMessage(text), category: "Others" }], now)[0]?.paidWith;
    expect(paidWith("Rs.1,250.00 spent on HDFC Bank Credit Card XX4321 at AMAZON on 12-11-26")).toBe("card");
    expect(
      paidWith("INR 5,000.00 debited from A/c XX1234 on 12-11-26 by NEFT to RAHUL SHARMA. Ref N316260012345"),
    ).toBe("net_banking");
    expect(paidWith("Rs.120 paid from your Paytm Wallet to Chaayos on 12-11-26. Txn ID 38211234567")).toBe(
      "wallet",
    );
  });

  it("puts a message with only a day at noon, or now when that is today before noon", () => {
    const today = batchFromRows([{ draft: draftFromMessage(SWIGGY), category: "Food & Dining" }], now)[0];
    expect(today?.date).toBe("2026-11-14T10:45:00+05:30");
    const earlier = draftFromMessage(SWIGGY.replace("14-11-26", "12-11-26"));
    expect(batchFromRows([{ draft: earlier, category: "Food & Dining" }], now)[0]?.date).toBe(
      "2026-11-12T12:00:00+05:30",
    );
  });
});

describe("sharedMessageText", () => {
  it("takes the shared text, and a title or url only when they carry the message", () => {
    expect(sharedMessageText({ title: "Messages", text: SWIGGY })).toBe(SWIGGY);
    expect(sharedMessageText({ text: "", url: SWIGGY })).toBe(SWIGGY);
    expect(sharedMessageText({ title: "Paid ₹349 to Swiggy", text: "UPI Ref 4318" })).toBe(
      "Paid ₹349 to Swiggy\nUPI Ref 4318",
    );
    expect(sharedMessageText({ text: SWIGGY, url: "https://pay.google.com/x" })).toBe(SWIGGY);
    expect(sharedMessageText({ title: SWIGGY, text: SWIGGY })).toBe(SWIGGY);
    expect(sharedMessageText({})).toBe("");
  });
});
