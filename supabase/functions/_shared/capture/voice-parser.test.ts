import { describe, expect, it } from "vitest";
import { parseVoiceExpense } from "./voice-parser.ts";

// [spoken text, amount, category]
const PHRASES: Array<[string, number | null, string | null]> = [
  // docs/product.md §5.7 keywords, one or more per category
  ["spent 200 on food", 200, "Food & Dining"],
  ["lunch 150", 150, "Food & Dining"],
  ["dinner at restaurant 850", 850, "Food & Dining"],
  ["breakfast 60", 60, "Food & Dining"],
  ["cafe 320", 320, "Food & Dining"],
  ["eat out 400", 400, "Food & Dining"],
  ["petrol 500", 500, "Petrol"],
  ["fuel 1200", 1200, "Petrol"],
  ["gas 900", 900, "Petrol"],
  ["bus ticket 25", 25, "Transport"],
  ["taxi 340", 340, "Transport"],
  ["metro card recharge 500", 500, "Transport"],
  ["uber to office 230", 230, "Transport"],
  ["transport 100", 100, "Transport"],
  ["groceries 1450", 1450, "Groceries"],
  ["bought vegetables for 80", 80, "Groceries"],
  ["fruits 120", 120, "Groceries"],
  ["market 300", 300, "Groceries"],
  ["shopping 2500", 2500, "Shopping"],
  ["clothes 1800", 1800, "Shopping"],
  ["medicine 240", 240, "Health"],
  ["doctor fees 500", 500, "Health"],
  ["hospital 3000", 3000, "Health"],
  ["mobile recharge 299", 299, "Mobile Recharge"],
  ["phone bill 599", 599, "Mobile Recharge"],
  ["movie tickets 450", 450, "Entertainment"],
  ["cinema 300", 300, "Entertainment"],
  ["game 99", 99, "Entertainment"],
  // how amounts are actually said in India
  ["₹250 lunch", 250, "Food & Dining"],
  ["rs 250 for taxi", 250, "Transport"],
  ["Rs. 75 bus", 75, "Transport"],
  ["rs250 breakfast", 250, "Food & Dining"],
  ["250 rupees groceries", 250, "Groceries"],
  ["250rs petrol", 250, "Petrol"],
  ["1.5k shopping", 1500, "Shopping"],
  ["2k rent", 2000, "Rent"],
  ["2 hazaar ka petrol", 2000, "Petrol"],
  ["3 hazar 500 shopping", 3500, "Shopping"],
  ["dhai sau ki sabzi", 250, "Groceries"],
  ["dedh sau auto", 150, "Transport"],
  ["saadhe teen sau ka khana", 350, "Food & Dining"],
  ["sava sau chai", 125, "Food & Dining"],
  ["paune do sau ka recharge", 175, "Mobile Recharge"],
  ["do sau ka doodh", 200, "Groceries"],
  ["pachas rupaye chai", 50, "Food & Dining"],
  ["chai 20", 20, "Food & Dining"],
  ["auto ke 150", 150, "Transport"],
  ["petrol 500 ka", 500, "Petrol"],
  ["swiggy 349.50", 349.5, "Food & Dining"],
  ["zomato order ₹1,249", 1249, "Food & Dining"],
  ["rent 1,20,000", 120000, "Rent"],
  ["two hundred fifty for lunch", 250, "Food & Dining"],
  ["a hundred rupees auto", 100, "Transport"],
  ["one thousand two hundred medicines", 1200, "Health"],
  ["ola cab 410", 410, "Transport"],
  ["electricity bill 1340", 1340, "Bills & Utilities"],
  ["school fees 5000", 5000, "Education"],
  ["netflix 649", 649, "Entertainment"],
  ["blinkit 312", 312, "Groceries"],
  // the first number wins (docs/product.md §5.7)
  ["lunch 150 and coffee 80", 150, "Food & Dining"],
  // nothing recognisable
  ["gave something to a friend", null, null],
  ["paid 500 to ramesh", 500, null],
  ["pizza", null, "Food & Dining"],
  ["", null, null],
  ["0 food", null, "Food & Dining"],
];

describe("parseVoiceExpense", () => {
  it("covers at least 40 phrases", () => {
    expect(PHRASES.length).toBeGreaterThanOrEqual(40);
  });

  for (const [text, amount, category] of PHRASES) {
    it(`"${text}" → ${amount ?? "no amount"}, ${category ?? "no category"}`, () => {
      const parsed = parseVoiceExpense(text);
      expect(parsed.amount).toBe(amount);
      expect(parsed.category).toBe(category);
    });
  }

  it("keeps what was bought as the description, not the amount, and marks the method voice", () => {
    expect(parseVoiceExpense("  chai   20 at the station ")).toEqual({
      amount: 20,
      category: "Food & Dining",
      description: "chai at the station",
      method: "voice",
    });
  });

  it('"1.5k ka kurta" is ₹1,500 of Shopping, described as "kurta"', () => {
    expect(parseVoiceExpense("1.5k ka kurta")).toEqual({
      amount: 1500,
      category: "Shopping",
      description: "kurta",
      method: "voice",
    });
  });

  it("drops the amount and its little words from the description, keeping the item", () => {
    expect(parseVoiceExpense("auto ke 150").description).toBe("auto");
    expect(parseVoiceExpense("petrol 500 ka").description).toBe("petrol");
    expect(parseVoiceExpense("₹250 for groceries").description).toBe("groceries");
    expect(parseVoiceExpense("2 hazaar 500 rupees ka saree").description).toBe("saree");
    expect(parseVoiceExpense("dhai sau ka sabzi").description).toBe("sabzi");
    expect(parseVoiceExpense("two hundred fifty for lunch with friends").description).toBe(
      "lunch with friends",
    );
  });

  it("keeps the whole text when nothing but the amount was said", () => {
    expect(parseVoiceExpense("500 rupees").description).toBe("500 rupees");
    expect(parseVoiceExpense("hello").description).toBe("hello");
  });

  it("rounds to paise", () => {
    expect(parseVoiceExpense("coffee 99.999").amount).toBe(100);
    expect(parseVoiceExpense("coffee 45.678").amount).toBe(45.68);
  });
});
