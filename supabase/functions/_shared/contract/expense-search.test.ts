import { describe, expect, it } from "vitest";
import { matchesSearch, SEARCH_SEPARATOR, searchAmount, searchTerms, searchText } from "./expense-search.ts";

describe("searchAmount", () => {
  it.each([
    ["560", "560.00"],
    ["₹560", "560.00"],
    ["Rs.560.5", "560.50"],
    ["1,250.75", "1250.75"],
    ["५६०", "560.00"],
  ])("%s is %s", (word, amount) => expect(searchAmount(word)).toBe(amount));
  it.each(["swiggy", "0", "5.555", "1e5", "-5", "12345678"])("%s is no amount", (word) =>
    expect(searchAmount(word)).toBeNull(),
  );
});

describe("searchTerms", () => {
  it("splits words, lower-cased, once each, and escapes the pattern characters", () => {
    expect(searchTerms("  Swiggy  50%  swiggy ").map((term) => [term.word, term.patterns[0]])).toEqual([
      ["swiggy", "%swiggy%"],
      ["50%", "%50\\%%"],
    ]);
    expect(searchTerms("")).toEqual([]);
  });
  it("adds a category or way of paying whose label (English or Hindi) holds the word", () => {
    const part = (name: string) => `%${SEARCH_SEPARATOR}${name}${SEARCH_SEPARATOR}%`;
    expect(searchTerms("राशन")[0]?.patterns).toContain(part("Groceries"));
    expect(searchTerms("नकद")[0]?.patterns).toContain(part("cash"));
    expect(searchTerms("gpay")[0]?.patterns).toContain(part("upi"));
    expect(searchTerms("नेट")[0]?.patterns).toContain(part("net\\_banking"));
    expect(searchTerms("net banking").map((term) => term.patterns.length)).toEqual([1, 1]);
    // A word inside the stored name needs no second pattern.
    expect(searchTerms("groceries")[0]?.patterns).toEqual(["%groceries%"]);
  });
});

describe("matchesSearch", () => {
  const quick = { description: null, category: "Groceries", paidWith: "cash", amount: "560.00" };
  it("finds an expense without a description by amount, category and paid with", () => {
    for (const q of ["560", "groceries", "राशन", "cash 560"])
      expect(matchesSearch(searchTerms(q))(quick)).toBe(true);
    for (const q of ["56", "1560", "upi", "560 upi"])
      expect(matchesSearch(searchTerms(q))(quick)).toBe(false);
  });
  it("reads the payee, and no word can span two fields", () => {
    const ride = {
      description: "Ride",
      payee: "rapido",
      category: "Transport",
      paidWith: "upi",
      amount: "1.00",
    };
    expect(matchesSearch(searchTerms("rapido upi"))(ride)).toBe(true);
    expect(matchesSearch(searchTerms("ride rapido"))(ride)).toBe(true);
    expect(searchText(ride)).not.toContain("riderapido");
  });
});
