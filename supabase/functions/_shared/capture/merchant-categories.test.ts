import { describe, expect, it } from "vitest";
import { CATEGORY_NAMES } from "../contract/categories.ts";
import { findMerchant, guessMerchantCategory, MERCHANTS, merchantKey } from "./merchant-categories.ts";

describe("guessMerchantCategory", () => {
  it.each([
    ["Swiggy", "Food & Dining"],
    ["ZOMATO LTD", "Food & Dining"],
    ["PYU*SWIGGY FOOD", "Food & Dining"],
    ["Zepto", "Groceries"],
    ["Blinkit", "Groceries"],
    ["BIGBASKET", "Groceries"],
    ["Swiggy Instamart", "Groceries"],
    ["swiggyinstamart", "Groceries"],
    ["DMART THANE", "Groceries"],
    ["DMART AVENUE SUPERMA", "Groceries"],
    ["BIG BAZAAR", "Groceries"],
    ["Uber India Systems", "Transport"],
    ["OLA", "Transport"],
    ["Rapido", "Transport"],
    ["IRCTC", "Transport"],
    ["Namma Metro", "Transport"],
    ["FASTag recharge", "Transport"],
    ["IOCL COCO BANDRA", "Petrol"],
    ["HPCL", "Petrol"],
    ["Bharat Petroleum", "Petrol"],
    ["Indian Oil", "Petrol"],
    ["Airtel Prepaid", "Mobile Recharge"],
    ["Jio", "Mobile Recharge"],
    // Jio's recharge UPI id, as a bank SMS names the payee.
    ["jiomobility@hdfcbank", "Mobile Recharge"],
    ["JIOMOBILITY", "Mobile Recharge"],
    ["Vodafone Idea", "Mobile Recharge"],
    ["BESCOM", "Bills & Utilities"],
    ["Tata Power", "Bills & Utilities"],
    ["ACT Fibernet", "Bills & Utilities"],
    ["Jio Fiber", "Bills & Utilities"],
    ["Indane gas", "Bills & Utilities"],
    ["Netflix", "Entertainment"],
    ["Hotstar", "Entertainment"],
    ["BookMyShow", "Entertainment"],
    ["Spotify", "Entertainment"],
    ["Apollo Pharmacy", "Health"],
    ["Tata 1mg", "Health"],
    ["PharmEasy", "Health"],
    ["City Hospital", "Health"],
    ["Amazon", "Shopping"],
    ["Flipkart", "Shopping"],
    ["Myntra", "Shopping"],
    ["Ajio", "Shopping"],
    ["Meesho", "Shopping"],
    ["NoBroker rent", "Rent"],
    ["Unacademy", "Education"],
  ])("%s → %s", (merchant, category) => {
    expect(guessMerchantCategory(merchant)).toBe(category);
  });

  it("knows nothing of people and unknown shops", () => {
    for (const merchant of [
      "Rahul Sharma",
      "Sample Mart",
      "Motorola",
      "Cola Corner",
      "Auto Debit",
      null,
      "",
    ]) {
      expect(guessMerchantCategory(merchant)).toBeNull();
    }
  });

  it("names known merchants the way people write them", () => {
    expect(findMerchant("PYU*SWIGGY FOOD")?.name).toBe("Swiggy");
    expect(findMerchant("hospital")?.name).toBeUndefined();
  });

  it("only uses canonical categories", () => {
    for (const entry of MERCHANTS) expect(CATEGORY_NAMES).toContain(entry.category);
  });
});

describe("merchantKey", () => {
  it("is the same for one merchant however it is written", () => {
    expect(merchantKey("Swiggy")).toBe("swiggy");
    expect(merchantKey(" SWIGGY. ")).toBe("swiggy");
    expect(merchantKey("Domino's")).toBe(merchantKey("DOMINOS"));
    expect(merchantKey("Rahul  Sharma")).toBe("rahul sharma");
  });

  it("keeps a UPI id whole and stays short", () => {
    expect(merchantKey("9876543210@ybl")).toBe("9876543210@ybl");
    expect(merchantKey("x".repeat(300))).toHaveLength(100);
  });
});

describe("findMerchant's memory of its last answers", () => {
  it("answers a text the same the first time, from memory, and after the memory was emptied", () => {
    const texts = ["SWIGGY", "Swiggy", "zomato order", "no such shop", "BIGBASKET"];
    const first = texts.map((text) => findMerchant(text)?.name ?? null);
    expect(texts.map((text) => findMerchant(text)?.name ?? null)).toEqual(first);
    // More distinct texts than it keeps: it empties itself and searches again.
    for (let i = 0; i < 2500; i++) findMerchant(`shop number ${i}`);
    expect(texts.map((text) => findMerchant(text)?.name ?? null)).toEqual(first);
    expect(first[0]).toBe("Swiggy");
    expect(first[3]).toBeNull();
  });
});
