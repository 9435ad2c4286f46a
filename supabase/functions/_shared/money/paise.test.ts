import { describe, expect, it } from "vitest";
import {
  addPaise,
  comparePaise,
  comparePercent,
  maxPaise,
  minPaise,
  negatePaise,
  type Paise,
  paise,
  paiseFromDecimal,
  paiseFromRupeeNumber,
  paiseFromWire,
  paiseRecordFromWire,
  paiseToDecimal,
  paiseToRupeeNumber,
  percentForDisplay,
  percentOf,
  rupees,
  scalePaise,
  splitPaise,
  subtractPaise,
  sumPaise,
  ZERO_PAISE,
} from "./paise.ts";

describe("paise: the wire's decimal text", () => {
  it.each([
    ["123.45", 12345],
    ["123.4", 12340],
    ["123", 12300],
    ["0.01", 1],
    ["0", 0],
    ["007.10", 710],
    ["-5.00", -500],
    ["1000000.00", 100_000_000],
    ["99999999999.99", 9_999_999_999_999],
  ])("reads %s as %i paise", (text, count) => {
    expect(paiseFromDecimal(text)).toBe(count);
  });

  it.each([
    "",
    " 1",
    "1.234",
    "1e3",
    "0x10",
    ".5",
    "5.",
    "1,000",
    "₹5",
    "--1",
    "+1",
    "Infinity",
    "NaN",
    "1.2.3",
  ])("refuses %j", (text) => {
    expect(paiseFromDecimal(text)).toBeNull();
  });

  it("refuses more paise than a safe integer holds", () => {
    expect(paiseFromDecimal("90071992547409.93")).toBeNull();
  });

  it.each([
    [12345, "123.45"],
    [12340, "123.40"],
    [5, "0.05"],
    [0, "0.00"],
    [-50, "-0.50"],
    [-12345, "-123.45"],
    [100_000_000, "1000000.00"],
  ])("writes %i paise as %s", (count, text) => {
    expect(paiseToDecimal(paise(count))).toBe(text);
  });

  it("round-trips every paisa of the first ₹100 and a few large amounts", () => {
    for (let count = 0; count <= 10_000; count++) {
      expect(paiseFromDecimal(paiseToDecimal(paise(count)))).toBe(count);
    }
    for (const count of [99_999_999, 100_000_000, 123_456_789_01, -1]) {
      expect(paiseFromDecimal(paiseToDecimal(paise(count)))).toBe(count);
    }
  });
});

describe("paise: JSON numbers of rupees and other wire values", () => {
  it("reads the analytics answers' numbers exactly", () => {
    expect(paiseFromRupeeNumber(120.75)).toBe(12075);
    expect(paiseFromRupeeNumber(0.1 + 0.2)).toBe(30);
    expect(paiseFromRupeeNumber(1.005)).toBe(100); // 1.005 is 1.00499999999999989… as a double
    expect(paiseFromRupeeNumber(20835.5)).toBe(2_083_550);
    expect(paiseFromRupeeNumber(Number.NaN)).toBeNull();
    expect(paiseFromRupeeNumber(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it("writes numbers JSON prints as the decimal", () => {
    expect(JSON.stringify(paiseToRupeeNumber(paise(12075)))).toBe("120.75");
    expect(JSON.stringify(paiseToRupeeNumber(paise(2_083_550)))).toBe("20835.5");
    expect(JSON.stringify(paiseToRupeeNumber(paise(1)))).toBe("0.01");
    for (let count = 0; count <= 10_000; count++) {
      expect(paiseFromRupeeNumber(paiseToRupeeNumber(paise(count)))).toBe(count);
    }
  });

  it("takes decimal text or a number, and anything else as 0", () => {
    expect(paiseFromWire("349.00")).toBe(34900);
    expect(paiseFromWire(" 349.5 ")).toBe(34950);
    expect(paiseFromWire(170.75)).toBe(17075);
    for (const other of [null, undefined, "", "abc", "1.234", {}, [], Number.NaN, true]) {
      expect(paiseFromWire(other)).toBe(0);
    }
    expect(paiseRecordFromWire({ Food: 120.75, Transport: "50.00", Bad: "x" })).toEqual({
      Food: 12075,
      Transport: 5000,
      Bad: 0,
    });
  });

  it("makes paise only from whole numbers", () => {
    expect(paise(5)).toBe(5);
    expect(Object.is(paise(-0), 0)).toBe(true);
    expect(() => paise(0.5)).toThrow(RangeError);
    expect(() => paise(Number.NaN)).toThrow(RangeError);
    expect(() => paise(2 ** 53)).toThrow(RangeError);
    expect(rupees(25_000)).toBe(2_500_000);
    expect(rupees(49.99)).toBe(4_999);
    expect(rupees(0.1 + 0.2)).toBe(30);
    expect(() => rupees(0.005)).toThrow(RangeError);
  });
});

describe("paise: arithmetic", () => {
  it("sums many ₹0.10 amounts exactly", () => {
    const tenPaise = paiseFromDecimal("0.10") as Paise;
    expect(sumPaise(Array.from({ length: 10 }, () => tenPaise))).toBe(100);
    expect(paiseToDecimal(sumPaise(Array.from({ length: 1_000_003 }, () => tenPaise)))).toBe("100000.30");
    // The float sum this replaces drifts: 0.1 ten times is 0.9999999999999999.
    expect(Array.from({ length: 10 }, () => 0.1).reduce((a, b) => a + b, 0)).not.toBe(1);
  });

  it("adds, subtracts, negates, compares", () => {
    expect(addPaise(paise(10), paise(20), paise(30))).toBe(60);
    expect(addPaise()).toBe(ZERO_PAISE);
    expect(sumPaise([])).toBe(0);
    expect(subtractPaise(paise(100), paise(250))).toBe(-150);
    expect(negatePaise(paise(5))).toBe(-5);
    expect(Object.is(negatePaise(ZERO_PAISE), 0)).toBe(true);
    expect(maxPaise(ZERO_PAISE, paise(-3))).toBe(0);
    expect(minPaise(paise(4), paise(-3), paise(9))).toBe(-3);
    expect([paise(3), paise(-1), paise(2)].sort(comparePaise)).toEqual([-1, 2, 3]);
    expect(comparePaise(paise(1), paise(1))).toBe(0);
  });

  it("scales with Postgres round(): half away from zero", () => {
    // The daily limit: round(amount / 30, 2).
    expect(scalePaise(rupees(25_000), 1, 30)).toBe(83_333); // ₹833.33
    expect(scalePaise(rupees(1_000), 1, 30)).toBe(3_333); // 33.333… → 33.33
    expect(scalePaise(paise(5), 1, 2)).toBe(3); // 2.5 → 3
    expect(scalePaise(paise(-5), 1, 2)).toBe(-3); // −2.5 → −3
    expect(scalePaise(paise(1_000), 1, 3)).toBe(333);
    expect(scalePaise(paise(2_000), 1, 3)).toBe(667);
    // A share of a budget in whole rupees: 7.2 % of ₹1,234 is ₹88.848 → ₹89.
    expect(scalePaise(rupees(1_234), 7.2, 100, { step: 100 })).toBe(8_900);
    expect(scalePaise(rupees(25_000), 1.8, 100, { step: 100 })).toBe(45_000);
    expect(scalePaise(rupees(1_001), 50, 100, { step: 100 })).toBe(50_100); // 500.5 → 501
    expect(() => scalePaise(paise(1), 1, 0)).toThrow(RangeError);
  });

  it("splits with the largest remainders, deterministically, adding up to the total", () => {
    expect(splitPaise(rupees(100), 3)).toEqual([3334, 3333, 3333]);
    expect(splitPaise(paise(2), 3)).toEqual([1, 1, 0]);
    expect(splitPaise(paise(-100), 3)).toEqual([-34, -33, -33]);
    expect(splitPaise(paise(1_000), [1, 1, 2])).toEqual([250, 250, 500]);
    expect(splitPaise(paise(100), [1, 2])).toEqual([33, 67]);
    expect(splitPaise(paise(10), [7.2, 1.8, 1])).toEqual([7, 2, 1]);
    expect(splitPaise(paise(5), [0, 1])).toEqual([0, 5]);
    expect(splitPaise(paise(5), [])).toEqual([]);
    expect(() => splitPaise(paise(5), [0, 0])).toThrow(RangeError);
    expect(() => splitPaise(paise(5), [-1, 2])).toThrow(RangeError);
    for (const total of [0, 1, 99, 100, 101, 12_345, 99_999_999]) {
      for (const count of [1, 2, 3, 7, 12]) {
        const parts = splitPaise(paise(total), count);
        expect(sumPaise(parts)).toBe(total);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe("paise: percent, the database's rule", () => {
  it("floors as floor(spent * 100 / limit) does", () => {
    expect(percentOf(paise(499_950), rupees(10_000))).toBe(49); // 49.995 %
    expect(percentOf(paise(500_000), rupees(10_000))).toBe(50);
    expect(percentOf(paise(799_999), rupees(10_000))).toBe(79);
    expect(percentOf(rupees(110), rupees(100))).toBe(110);
    expect(percentOf(rupees(1), rupees(3))).toBe(33);
    expect(percentOf(rupees(2), rupees(3))).toBe(66);
    expect(percentOf(rupees(5), ZERO_PAISE)).toBe(0);
    expect(percentOf(ZERO_PAISE, rupees(5))).toBe(0);
  });

  it("rounds half up when asked, to whole percent or tenths", () => {
    expect(percentOf(paise(499_950), rupees(10_000), { rounding: "nearest" })).toBe(50);
    expect(percentOf(paise(499_949), rupees(10_000), { rounding: "nearest" })).toBe(50);
    expect(percentOf(paise(494_999), rupees(10_000), { rounding: "nearest" })).toBe(49);
    expect(percentOf(rupees(2), rupees(3), { rounding: "nearest" })).toBe(67);
    expect(percentOf(rupees(1), rupees(8), { rounding: "nearest", decimals: 1 })).toBe(12.5);
    expect(percentOf(rupees(2), rupees(3), { rounding: "nearest", decimals: 1 })).toBe(66.7);
    expect(percentOf(rupees(1), rupees(3), { decimals: 1 })).toBe(33.3);
  });

  it("compares against a threshold exactly, as spent * 100 >= limit * threshold", () => {
    expect(comparePercent(paise(499_950), rupees(10_000), 50)).toBe(-1);
    expect(comparePercent(rupees(5_000), rupees(10_000), 50)).toBe(0);
    expect(comparePercent(paise(500_001), rupees(10_000), 50)).toBe(1);
    expect(comparePercent(rupees(110), rupees(100), 110)).toBe(0); // float gave 110.00000000000001
    expect(comparePercent(paise(11_001), rupees(100), 110)).toBe(1);
    expect(comparePercent(rupees(1), rupees(3), 33.3)).toBe(1);
  });

  it("gives the unrounded percent for a bar", () => {
    expect(percentForDisplay(rupees(1), rupees(4))).toBe(25);
    expect(percentForDisplay(rupees(1), ZERO_PAISE)).toBe(0);
  });
});
