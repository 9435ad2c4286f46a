// The parser against the message corpus (tests/fixtures/bank-messages.ts says where each format came
// from), the known hard cases one by one, and splitting a paste of many messages.
import { describe, expect, it } from "vitest";
import { BANK_MESSAGES, type CorpusMessage } from "../../../../tests/fixtures/bank-messages.ts";
import { HELD_OUT_BANK_MESSAGES } from "../../../../tests/fixtures/bank-messages-held-out.ts";
import { messageAccuracy } from "../../../../tests/fixtures/message-accuracy.ts";
import { lastFourDigits } from "./account-numbers.ts";
import { parseBankMessage, splitBankMessages } from "./bank-message.ts";

/** The fields a corpus entry pins down, as the parser should return them. */
function expected(message: CorpusMessage) {
  return {
    kind: message.kind,
    amount: message.amount,
    currency: message.currency ?? "INR",
    merchant: message.merchant,
    reference: message.reference,
    at: message.at,
    bank: message.bank,
    // The corpus writes the account as the bank did; the parser keeps only its last four digits.
    ...(message.account !== undefined
      ? { account: message.account === null ? null : lastFourDigits(message.account) }
      : {}),
    ...(message.category !== undefined ? { category: message.category } : {}),
  };
}

describe("account numbers", () => {
  it("keeps only the last four digits of the account or card, whatever the bank wrote", () => {
    const accounts = BANK_MESSAGES.flatMap((m) => {
      const account = parseBankMessage(m.text).account;
      return account === null ? [] : [account];
    });
    expect(accounts.length).toBeGreaterThan(40);
    for (const account of accounts) expect(account).toMatch(/^\d{1,4}$/);
    expect(
      parseBankMessage("Rs.500.00 debited from A/c 1234****5678 on 14-11-26 to VPA swiggy@icici").account,
    ).toBe("5678");
  });
});

describe("the corpus", () => {
  it("has at least 150 messages from at least 15 banks and apps, each saying where its format came from", () => {
    expect(BANK_MESSAGES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(BANK_MESSAGES.map((m) => m.bank).filter(Boolean)).size).toBeGreaterThanOrEqual(15);
    for (const message of BANK_MESSAGES) expect(message.from).toMatch(/^(fixture |wording |the example)/);
    for (const kind of ["debit", "credit", "none"] as const) {
      expect(BANK_MESSAGES.filter((m) => m.kind === kind).length).toBeGreaterThan(10);
    }
  });

  it.each(BANK_MESSAGES.map((message) => [message.text.replace(/\s+/g, " ").slice(0, 80), message] as const))(
    "%s",
    (_, message) => {
      const parsed = parseBankMessage(message.text, { sender: message.sender ?? null });
      expect(parsed).toMatchObject(expected(message));
    },
  );
});

describe("issue 27's hard cases", () => {
  it("covers 40+ banks, cards, UPI apps and wallets, with every hard case as a category", () => {
    expect(new Set(BANK_MESSAGES.map((m) => m.bank).filter(Boolean)).size).toBeGreaterThanOrEqual(40);
    const cases = new Set(BANK_MESSAGES.map((m) => m.hardCase));
    for (const hardCase of [
      "card-payment-received",
      "neft-completion",
      "wallet-payment",
      "investment",
      "promotion",
      "mandate-setup",
      "otp",
      "upi-lite-summary",
      "upi-lite-topup",
      "refund",
      "reversal",
      "sender-in-text",
    ]) {
      expect(cases).toContain(hardCase);
    }
  });

  it("reads a card bill payment received as a credit, not spending", () => {
    const parsed = parseBankMessage(
      "CRED: Your payment of ₹9,000 to your Axis Bank credit card ending 1111 was successful.",
    );
    expect(parsed).toMatchObject({ kind: "credit", amount: 9000 });
  });

  it("reads a NEFT/RTGS completion notice as no transaction (the debit came earlier)", () => {
    expect(
      parseBankMessage(
        "NEFT of Rs.9,500.00 to ASHOK (UTR KKBKN26330000001) credited to beneficiary on 26-11-26.",
      ).kind,
    ).toBe("none");
  });

  it("reads fund, gold, deposit, wallet and UPI Lite loads as transfers, never as spending or income", () => {
    for (const text of [
      "Rs.2,000.00 debited from A/c XX1 on 05-11-26 towards SIP in QUANT SMALL CAP FUND via NACH.",
      "You have bought 0.1 gm of Digital Gold worth Rs.700 on MobiKwik.",
      "Rs.500.00 added to your MobiKwik wallet from Karnataka Bank.",
      "Rs.300.00 debited from A/c XX1 on 05-11-26 to load UPI Lite.",
    ]) {
      expect(parseBankMessage(text).kind, text).toBe("transfer");
    }
  });

  it("reads a UPI Lite daily summary as one debit of the day's total", () => {
    expect(
      parseBankMessage(
        "Axis Bank: UPI Lite - 3 payments of Rs.95.00 in total made on 18-11-26. Balance Rs.5.00",
      ),
    ).toMatchObject({ kind: "debit", amount: 95, merchant: "UPI Lite" });
  });

  it("reads an AutoPay or mandate set-up as a notice, never as a debit of its limit", () => {
    const parsed = parseBankMessage(
      "UPI AutoPay mandate created for max Rs.75,000.00 for ACME INSURANCE on A/c XX6060.",
    );
    expect(parsed).toMatchObject({ kind: "none", amount: null });
  });

  it("reads promotions as none, by their wording or by TRAI's -P sender suffix", () => {
    expect(parseBankMessage("Get Rs.500 cashback credited on your first UPI payment! Hurry.").kind).toBe(
      "none",
    );
    const credit = "Rs.500 credited to your a/c XX12 on 26-11-26.";
    expect(parseBankMessage(credit, { sender: "AD-ACMEBK-S" }).kind).toBe("credit");
    expect(parseBankMessage(credit, { sender: "AD-ACMEBK-P" }).kind).toBe("none");
  });

  it("names the bank from a 2025 sender id, given or at the start of the text", () => {
    const text = "Rs.80.00 debited from A/c XX99 on 26-11-26 to VPA chai@ybl. UPI Ref 432110009999";
    expect(parseBankMessage(text, { sender: "VM-PSBANK-S" }).bank).toBe("Punjab & Sind Bank");
    expect(parseBankMessage(`AX-HDFCBK-T: ${text}`)).toMatchObject({ bank: "HDFC Bank", amount: 80 });
  });

  it("reads a refund or a reversal as a credit", () => {
    expect(
      parseBankMessage(
        "Rs.180.00 credited to A/c XX7788 on 18-11-26 towards reversal of UPI Ref 432103334446",
      ).kind,
    ).toBe("credit");
    expect(parseBankMessage("Refund of Rs.99 for order 123456 will be credited in 5-7 days.").kind).toBe(
      "none",
    );
  });
});

describe("confidence per field", () => {
  it("is high for a well-known alert and low where the reading is a guess", () => {
    const sure = parseBankMessage(
      "Rs.1,250.00 debited from A/c XX1234 on 14-11-26 to VPA swiggy@icici. UPI Ref 431800000001 -HDFC Bank",
    );
    expect(sure.confidence).toEqual({
      kind: "high",
      amount: "high",
      merchant: "high",
      at: "high",
      category: "high",
    });
    const guess = parseBankMessage("Paid Rs.450 and Rs.120 to shopkeeper");
    expect(guess.confidence.kind).toBe("low");
    expect(guess.confidence.amount).toBe("low");
    expect(guess.confidence.at).toBe("low");
  });

  it("marks a payee read from a bare UPI id, and a category guessed from the whole text, as low", () => {
    const parsed = parseBankMessage(
      "Rs.60.00 debited from A/c XX1234 on 14-11-26 to VPA ramutea77@okaxis. UPI Ref 431800000002 -HDFC Bank",
    );
    expect(parsed.merchant).toBe("Ramutea");
    expect(parsed.confidence.merchant).toBe("low");
    expect(parsed.confidence.category).toBe("low");
  });
});

describe("held-out figures", () => {
  it("reads at least 95 % of kinds and amounts right on 150+ messages from senders it was never tuned on", () => {
    expect(HELD_OUT_BANK_MESSAGES.length).toBeGreaterThanOrEqual(150);
    const tuningSenders = new Set(BANK_MESSAGES.map((m) => m.bank));
    for (const message of HELD_OUT_BANK_MESSAGES) expect(tuningSenders).not.toContain(message.bank);
    const figures = messageAccuracy(HELD_OUT_BANK_MESSAGES);
    expect(figures.byField.kind).toBeGreaterThanOrEqual(0.95);
    expect(figures.byField.amount).toBeGreaterThanOrEqual(0.95);
  });

  it("reads every tuning message right (the corpus above, as one figure)", () => {
    expect(messageAccuracy(BANK_MESSAGES).allFields).toBe(1);
  });
});

describe("hard cases", () => {
  it("takes the amount, never the balance that follows it", () => {
    const parsed = parseBankMessage(
      "Rs.1,250.00 debited from A/c XX1234 on 14-11-26 to VPA dmart@ybl. Avl Bal Rs 12,345.00. UPI Ref 431800000001",
    );
    expect(parsed.amount).toBe(1250);
  });

  it("never takes a balance or a limit that comes first", () => {
    expect(
      parseBankMessage("Avl Bal Rs 9,000.00 after Rs 500.00 debited from A/c XX1234 to swiggy@icici").amount,
    ).toBe(500);
    expect(
      parseBankMessage("Avl Limit: INR 50,000. INR 1,200.00 spent on Card XX1111 at BLINKIT on 14-11-26")
        .amount,
    ).toBe(1200);
  });

  it("reads lakh grouping and every way of writing rupees", () => {
    for (const written of [
      "Rs.1,23,456.50",
      "Rs 1,23,456.50",
      "INR 123456.50",
      "₹1,23,456.50",
      "INR.1,23,456.50",
    ]) {
      expect(parseBankMessage(`${written} debited from A/c XX1234 on 14-11-26`).amount).toBe(123456.5);
    }
  });

  it("takes the amount before or after the verb", () => {
    expect(parseBankMessage("Debited INR 75.00 from A/c XX1 on 14-11-26").amount).toBe(75);
    expect(parseBankMessage("INR 75.00 debited from A/c XX1 on 14-11-26").amount).toBe(75);
  });

  it("reads the dates banks write", () => {
    const day = "2026-11-14T00:00:00+05:30";
    for (const date of [
      "14-11-26",
      "14Nov26",
      "14/11/2026",
      "2026-11-14",
      "14-Nov-26",
      "14 NOV 2026",
      "14/NOV/2026",
    ]) {
      expect(parseBankMessage(`Rs 10 debited from A/c XX1 on ${date}`).at).toBe(day);
    }
    expect(parseBankMessage("Rs 10 debited from A/c XX1 on 31-02-26").at).toBeNull();
    expect(parseBankMessage("Rs 10 debited on 14-11-26 at 9:05 PM").at).toBe("2026-11-14T21:05:00+05:30");
  });

  it("is a debit when the text says debited and then who was credited", () => {
    const parsed = parseBankMessage(
      "Rs.500.00 debited from A/c XX1234 and credited to VPA rahul@okaxis on 14-11-26. UPI Ref 431800000002",
    );
    expect(parsed).toMatchObject({ kind: "debit", amount: 500, merchant: "Rahul" });
  });

  it("keeps a foreign currency, or the rupees charged when they are given", () => {
    expect(parseBankMessage("USD 12.00 spent on Card XX1 at GITHUB on 14-11-26")).toMatchObject({
      amount: 12,
      currency: "USD",
    });
    expect(
      parseBankMessage("USD 12.00 (INR 1,004.50) spent on Card XX1 at GITHUB on 14-11-26"),
    ).toMatchObject({
      amount: 1004.5,
      currency: "INR",
    });
  });

  it("reads what it can of a truncated message", () => {
    expect(parseBankMessage("Rs.812.00 debited from A/c XX9 on 14-11-26 to VPA zomat")).toMatchObject({
      kind: "debit",
      amount: 812,
      at: "2026-11-14T00:00:00+05:30",
    });
  });

  it("says none, with no amount, for texts that are not transactions", () => {
    for (const text of [
      "Your OTP for login is 123456. Do not share it with anyone.",
      "Dear Customer, your credit card statement is ready. Total due Rs 5,000. Pay by 20-11-26.",
      "Hello, see you at 5!",
      "",
    ]) {
      expect(parseBankMessage(text)).toMatchObject({ kind: "none", amount: null, merchant: null });
    }
  });

  it("never throws, whatever it is given", () => {
    for (const text of [
      "Rs.",
      "₹₹₹",
      "@@@ @ @",
      "x".repeat(20_000),
      "debited ".repeat(2000),
      "\u0000\uffff",
    ]) {
      expect(() => parseBankMessage(text)).not.toThrow();
    }
  });
});

describe("splitBankMessages", () => {
  const debit = "Rs.349.00 debited from A/c XX1234 to VPA swiggy@icici on 14-11-26. UPI Ref 431800000010";
  const credit = "Rs.500.00 credited to A/c XX1234 from VPA rahul@okaxis on 14-11-26. UPI Ref 431800000011";
  const otp = "123456 is your OTP for login. Do not share it.";

  it("splits on blank lines", () => {
    expect(splitBankMessages(`${debit}\n\n${credit}\n\n\n${otp}\n`)).toEqual([debit, credit, otp]);
  });

  it("splits messages pasted one per line", () => {
    expect(splitBankMessages(`${debit}\n${credit}\n${otp}`)).toEqual([debit, credit, otp]);
  });

  it("keeps a message written over several lines whole, with its header", () => {
    const multi =
      "Sent Rs.100.00\nFrom HDFC Bank A/C *0000\nTo SWIGGY\nOn 14/11/26\nRef 431800000012\nNot You?";
    const headed = "Credit Alert!\nRs.1.00 credited to HDFC Bank A/c XX0000 on 09-11-26 (UPI 431800000013)";
    const card =
      "Spent INR 123.45\nAxis Bank Card no. XX0000\n02-05-26 19:53:18 IST\nStore\nAvl Limit: INR 99,999.99";
    expect(splitBankMessages(`${multi}\n${headed}`)).toEqual([multi, headed]);
    expect(splitBankMessages(`${card}\n\n${multi}`)).toEqual([card, multi]);
  });

  it("joins a block without an amount of its own to the message above", () => {
    expect(
      splitBankMessages("₹349.00 paid to Swiggy\n\n14 Nov 2026, 12:30 pm\nUPI transaction ID: 4318"),
    ).toEqual(["₹349.00 paid to Swiggy\n14 Nov 2026, 12:30 pm\nUPI transaction ID: 4318"]);
  });

  it("returns nothing for blank text and one message for one message", () => {
    expect(splitBankMessages(" \n \n")).toEqual([]);
    expect(splitBankMessages(debit)).toEqual([debit]);
  });

  it("splits the whole corpus pasted at once back into its messages", () => {
    const pasted = BANK_MESSAGES.map((m) => m.text.trim()).join("\n\n");
    expect(splitBankMessages(pasted)).toHaveLength(BANK_MESSAGES.length);
  });
});
