import { describe, expect, it } from "vitest";
import { recentDuplicate } from "./recent-duplicate";

const saved = {
  id: "e1",
  amount: "150.00",
  category: "Groceries",
  description: "Sabzi",
  createdAt: "2026-11-26T10:00:00.000Z",
};
const at = (iso: string) => Date.parse(iso);

describe("recentDuplicate", () => {
  it("finds the same amount, category and description saved less than a minute ago", () => {
    const candidate = { amount: "150", category: "Groceries", description: " sabzi " };
    expect(recentDuplicate(candidate, [saved], at("2026-11-26T10:00:59.000Z"))).toBe(saved);
  });

  it("lets a minute-old one, another amount, category or description through", () => {
    const same = { amount: "150", category: "Groceries", description: "Sabzi" };
    expect(recentDuplicate(same, [saved], at("2026-11-26T10:01:00.000Z"))).toBeNull();
    const now = at("2026-11-26T10:00:10.000Z");
    expect(recentDuplicate({ ...same, amount: "150.50" }, [saved], now)).toBeNull();
    expect(recentDuplicate({ ...same, category: "Shopping" }, [saved], now)).toBeNull();
    expect(recentDuplicate({ ...same, description: null }, [saved], now)).toBeNull();
    expect(recentDuplicate(same, undefined, now)).toBeNull();
  });
});
