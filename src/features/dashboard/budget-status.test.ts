import { type Paise, rupees as r } from "@shared/money/paise.ts";
import { formatRupees } from "@shared/money/rupees.ts";
import { describe, expect, it } from "vitest";
import {
  budgetAlert,
  budgetUsage,
  byCanonicalName,
  categoryRows,
  categoryRowText,
  dailyLimitRule,
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
});

describe("budget alert banner", () => {
  it("≥ 100 % of the month is an error titled Budget Exceeded", () => {
    const alert = budgetAlert(
      { monthSpent: r(10000), monthlyBudget: r(10000), todaySpent: r(0), dailyLimit: r(1000), today },
      formatRupees,
    );
    expect(alert).toMatchObject({ status: "error", title: "Budget Exceeded" });
  });

  it("≥ 80 % is a warning titled Budget Alert with the remaining amount", () => {
    const alert = budgetAlert(
      { monthSpent: r(8000), monthlyBudget: r(10000), todaySpent: r(0), dailyLimit: r(1000), today },
      formatRupees,
    );
    expect(alert).toMatchObject({ status: "warning", title: "Budget Alert" });
    expect(alert?.message).toContain("₹2,000 remaining");
    expect(
      budgetAlert(
        { monthSpent: r(7999), monthlyBudget: r(10000), todaySpent: r(0), dailyLimit: r(1000), today },
        formatRupees,
      ),
    ).toBeNull();
  });

  it("a daily-limit alert when today reaches today's daily limit as the API sends it", () => {
    const at = (todaySpent: number, dailyLimit: number | null) =>
      budgetAlert(
        {
          monthSpent: r(5000),
          monthlyBudget: r(30000),
          todaySpent: r(todaySpent),
          dailyLimit: dailyLimit === null ? null : r(dailyLimit),
          today,
        },
        formatRupees,
      );
    expect(at(1974.8, 1974.8)).toMatchObject({
      title: "Daily Limit Reached",
      message: "You've spent ₹1,974.80 today, at or above your daily limit of ₹1,974.80.",
    });
    expect(at(1974.79, 1974.8)).toBeNull();
    // Nothing safe to spend left (0) or no budget (null): no daily alert.
    expect(at(500, 0)).toBeNull();
    expect(at(500, null)).toBeNull();
  });

  it("each alert is keyed by its threshold and period, so closing one hides only that one", () => {
    const at = (monthSpent: number, todaySpent: number) =>
      budgetAlert(
        {
          monthSpent: r(monthSpent),
          monthlyBudget: r(30000),
          todaySpent: r(todaySpent),
          dailyLimit: r(1000),
          today,
        },
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
      budgetAlert(
        { monthSpent: r(500), monthlyBudget: r(0), todaySpent: r(500), dailyLimit: null, today },
        formatRupees,
      ),
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

  it("explains today's daily limit in one line, with the figures it is made of", () => {
    const figure = {
      todaySpent: r(1120),
      dailyLimit: r(1974.8),
      monthlyBudget: r(30000),
      spentBeforeToday: r(15126),
      committed: r(5000),
      daysLeft: 5,
    };
    expect(dailyLimitRule(figure, formatRupees)).toBe(
      "Daily limit = (₹30,000 budget − ₹15,126 spent before today − ₹5,000 recurring still due) ÷ 5 days left, today included.",
    );
    expect(dailyLimitRule({ ...figure, daysLeft: 1 }, formatRupees)).toContain("÷ 1 day left (today).");
  });
});
