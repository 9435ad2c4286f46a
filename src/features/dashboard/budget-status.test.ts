import { type Paise, rupees as r } from "@shared/money/paise.ts";
import { formatRupees } from "@shared/money/rupees.ts";
import { describe, expect, it } from "vitest";
import {
  budgetAlert,
  budgetUsage,
  byCanonicalName,
  categoryBudgetsFor,
  categoryRows,
  categoryRowText,
  dailyFiguresNote,
  safeDailySpend,
  topCategories,
  withClosedAlert,
} from "./budget-status.ts";

const today = "2026-11-23";

/** A category → rupees map written as rupees, as paise. */
const rs = (record: Record<string, number>): Record<string, Paise> =>
  Object.fromEntries(Object.entries(record).map(([name, amount]) => [name, r(amount)]));

describe("budget maths", () => {
  it("used percent, capped bar, amount left", () => {
    expect(budgetUsage(r(2500), r(10000))).toEqual({ usedPercent: 25, barPercent: 25, left: r(7500) });
    expect(budgetUsage(r(12000), r(10000))).toEqual({ usedPercent: 120, barPercent: 100, left: r(-2000) });
    expect(budgetUsage(r(100), r(0))).toEqual({ usedPercent: 0, barPercent: 0, left: r(-100) });
  });

  it("category rows turn red strictly over 80 % of their budget", () => {
    const rows = categoryRows(
      rs({ "Food & Dining": 800, Transport: 801, Shopping: 50 }),
      rs({ "Food & Dining": 1000, Transport: 1000, Groceries: 500 }),
    );
    const byName = Object.fromEntries(rows.map((r) => [r.category, r]));
    expect(byName["Food & Dining"]?.warning).toBe(false);
    expect(byName.Transport?.warning).toBe(true);
    expect(byName.Groceries).toMatchObject({ spent: 0, percent: 0, warning: false });
    // spending in a category with no budget is flagged
    expect(byName.Shopping).toMatchObject({ budget: 0, warning: true });
    expect(rows.map((r) => r.category)).toEqual(["Transport", "Food & Dining", "Shopping", "Groceries"]);
  });

  it("falls back to default shares when no split is saved", () => {
    expect(
      categoryBudgetsFor(r(10000), null, [
        ["Rent", 45],
        ["Petrol", 7.2],
      ]),
    ).toEqual(rs({ Rent: 4500, Petrol: 720 }));
    expect(categoryBudgetsFor(r(10000), {}, [["Rent", 45]])).toEqual(rs({ Rent: 4500 }));
    expect(categoryBudgetsFor(r(10000), rs({ Rent: 5000 }), [["Rent", 45]])).toEqual(rs({ Rent: 5000 }));
  });

  it("top categories: six biggest, zero rows dropped, share of total", () => {
    const spending = rs({ A: 10, B: 70, C: 5, D: 5, E: 4, F: 3, G: 3, H: 0 });
    const top = topCategories(spending);
    expect(top).toHaveLength(6);
    expect(top[0]).toEqual({ category: "B", spent: r(70), share: 70 });
    expect(top.map((t) => t.category)).toEqual(["B", "A", "C", "D", "E", "F"]);
    expect(topCategories({})).toEqual([]);
  });

  it("merges category aliases under one canonical name", () => {
    const canonical = (name: string) => (name === "Mobile" ? "Mobile Recharge" : name);
    expect(byCanonicalName(rs({ Mobile: 100, "Mobile Recharge": 50, Rent: 10 }), canonical)).toEqual(
      rs({ "Mobile Recharge": 150, Rent: 10 }),
    );
  });

  it("safe-to-spend per day spreads what is left over the remaining days", () => {
    expect(safeDailySpend(r(30000), r(10000), 10)).toBe(r(2000));
    expect(safeDailySpend(r(30000), r(40000), 10)).toBe(r(0));
    expect(safeDailySpend(r(30000), r(0), 0)).toBe(r(0));
    // ₹10.05 over two days is ₹5.025: rounded half up to ₹5.03 (the float rule gave ₹5.02).
    expect(safeDailySpend(r(1000), r(989.95), 2)).toBe(r(5.03));
  });
});

describe("budget alert banner", () => {
  it("≥ 100 % of the month is an error titled Budget Exceeded", () => {
    const alert = budgetAlert(
      { monthSpent: r(10000), monthlyBudget: r(10000), todaySpent: r(0), today },
      formatRupees,
    );
    expect(alert).toMatchObject({ status: "error", title: "Budget Exceeded" });
  });

  it("≥ 80 % is a warning titled Budget Alert with the remaining amount", () => {
    const alert = budgetAlert(
      { monthSpent: r(8000), monthlyBudget: r(10000), todaySpent: r(0), today },
      formatRupees,
    );
    expect(alert).toMatchObject({ status: "warning", title: "Budget Alert" });
    expect(alert?.message).toContain("₹2,000 remaining");
    expect(
      budgetAlert({ monthSpent: r(7999), monthlyBudget: r(10000), todaySpent: r(0), today }, formatRupees),
    ).toBeNull();
  });

  it("a daily-limit alert when today reaches budget / 30", () => {
    expect(
      budgetAlert({ monthSpent: r(1000), monthlyBudget: r(30000), todaySpent: r(1000), today }, formatRupees),
    ).toMatchObject({
      title: "Daily Limit Reached",
    });
    expect(
      budgetAlert(
        { monthSpent: r(999), monthlyBudget: r(30000), todaySpent: r(999.99), today },
        formatRupees,
      ),
    ).toBeNull();
  });

  it("each alert is keyed by its threshold and period, so closing one hides only that one", () => {
    const at = (monthSpent: number, todaySpent: number) =>
      budgetAlert(
        { monthSpent: r(monthSpent), monthlyBudget: r(30000), todaySpent: r(todaySpent), today },
        formatRupees,
      )?.key;
    expect(at(1000, 1000)).toBe("daily_limit:2026-11-23");
    expect(at(24000, 0)).toBe("budget_80:2026-11");
    expect(at(30000, 0)).toBe("budget_100:2026-11");
    expect(withClosedAlert(["budget_80:2026-10"], "budget_80:2026-11")).toEqual([
      "budget_80:2026-10",
      "budget_80:2026-11",
    ]);
    expect(withClosedAlert(["a", "b"], "a")).toEqual(["b", "a"]);
    const many = Array.from(
      { length: 20 },
      (_, i) => `daily_limit:2026-11-${String(i + 1).padStart(2, "0")}`,
    );
    expect(withClosedAlert(many, "budget_80:2026-11")).toHaveLength(20);
  });

  it("no budget, no banner", () => {
    expect(
      budgetAlert({ monthSpent: r(500), monthlyBudget: r(0), todaySpent: r(500), today }, formatRupees),
    ).toBeNull();
  });
});

describe("what home's cards say", () => {
  it("a category without a budget reads 'spent · no budget set', never '/ ₹0 … over by'", () => {
    const [others] = categoryRows(rs({ Others: 60 }), {});
    if (!others) throw new Error("no row");
    const text = categoryRowText(others, formatRupees);
    expect(text.amounts).toBe("₹60 spent · no budget set");
    expect(text.detail).not.toMatch(/over by|100% used|₹0/);
    const [food] = categoryRows(rs({ "Food & Dining": 3300 }), rs({ "Food & Dining": 3000 }));
    if (!food) throw new Error("no row");
    expect(categoryRowText(food, formatRupees)).toEqual({
      amounts: "₹3,300 / ₹3,000",
      detail: "110% used · over by ₹300",
    });
  });

  it("explains the fixed daily limit and the safe daily spend in one line", () => {
    expect(dailyFiguresNote(r(90600), r(66437.5), 8, formatRupees)).toBe(
      "Daily limit = ₹90,600 budget ÷ 30, the same every day. Safe to spend = ₹24,162.50 left ÷ 8 days left.",
    );
    expect(dailyFiguresNote(r(3000), r(3500), 1, formatRupees)).toContain("₹0 left ÷ 1 day left");
  });
});
