import { describe, expect, it } from "vitest";
import { readNarration } from "./bank-narration.ts";

describe("readNarration", () => {
  it.each([
    [
      "UPI-SWIGGY-SWIGGY8@YBL-YESB0YBLUPI-624512345678-PAYMENT FROM PHONE",
      { payee: "Swiggy", reference: "624512345678", category: "Food & Dining" },
    ],
    [
      "UPI-BESCOM-BESCOM@HDFCBANK-HDFC0000001-624812345678-BILL PAYMENT",
      { payee: "BESCOM", reference: "624812345678", category: "Bills & Utilities" },
    ],
    [
      "UPI-RAHUL SHARMA-RAHUL.SHARMA92@OKAXIS-UTIB0000001-624812300000-SENT USING PAYTM",
      { payee: "Rahul Sharma", reference: "624812300000", category: null },
    ],
    [
      "UPI/DR/624912345678/SWIGGY/YESB/swiggy8@ybl/Payment",
      { payee: "Swiggy", reference: "624912345678", category: "Food & Dining" },
    ],
    [
      "TO TRANSFER-UPI/DR/624912345679/BESCOM/HDFC/bescom@hdfcbank/Bill",
      { payee: "BESCOM", reference: "624912345679", category: "Bills & Utilities" },
    ],
    [
      "UPI/624512345678/PAYMENT FROM PHONE/zomato@icici/ICICI Bank",
      { payee: "Zomato", reference: "624512345678", category: "Food & Dining" },
    ],
    [
      "IMPS-624712345678-RAVI SHAH-HDFC-XXXXXXXX9876-RENT SHARE",
      { payee: "Ravi Shah", reference: "624712345678", category: null },
    ],
    ["POS 512345XXXXXX1234 DMART AVENUE SUPERMA", { payee: "DMart", reference: null, category: "Groceries" }],
    ["POS 512345XXXXXX1234 BIG BAZAAR", { payee: "Big Bazaar", reference: null, category: "Groceries" }],
    ["ATW-512345XXXXXX1234-S1AWBL12-BENGALURU", { payee: null, reference: null, category: null }],
  ])("%s", (narration, expected) => {
    expect(readNarration(narration)).toEqual(expected);
  });
});
