import { describe, expect, it } from "vitest";
import { RECEIPT_OCR_TEXTS } from "../../../../tests/fixtures/receipt-ocr-texts.ts";
import { isPlausibleReceiptDate, readReceiptText } from "./receipt-total.ts";

describe("readReceiptText on OCR text", () => {
  it.each(RECEIPT_OCR_TEXTS.map((receipt) => [receipt.name, receipt] as const))("%s", (_, receipt) => {
    expect(readReceiptText(receipt.text)).toEqual({
      total: receipt.total,
      checked: receipt.checked,
      date: receipt.date,
      merchant: receipt.merchant,
      category: receipt.category,
    });
  });
});

describe("never the total", () => {
  it.each([
    ["Sub Total", "Sub Total 800.00"],
    ["a tax", "CGST 2.5% 20.00"],
    ["You Saved", "You Saved 57.50"],
    ["cash tendered", "Cash Tendered 1,000.00"],
    ["change", "Change 158.00"],
    ["a phone number", "Ph: 9820012345"],
    ["a GSTIN", "GSTIN: 29ABCDE1234F1Z5"],
    ["a quantity", "Total Qty: 3"],
  ])("%s", (_, line) => {
    expect(readReceiptText(`SHOP\n${line}`).total).toBeNull();
  });
});

describe("isPlausibleReceiptDate", () => {
  it("takes a date from today back to a year ago", () => {
    expect(isPlausibleReceiptDate("2026-11-14", "2026-11-14")).toBe(true);
    expect(isPlausibleReceiptDate("2025-12-01", "2026-11-14")).toBe(true);
    expect(isPlausibleReceiptDate("2026-11-15", "2026-11-14")).toBe(false);
    expect(isPlausibleReceiptDate("2020-11-14", "2026-11-14")).toBe(false);
  });
});
