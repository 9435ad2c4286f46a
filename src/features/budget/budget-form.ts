// Set Budget form rules (docs/product.md §4.16 budget save, §5.6 budget amount, §9.1 default split): pure so the
// page only wires inputs to them.
import { BUDGET_SCREEN_SHARES, splitBudget } from "@shared/budget/monthly-budget.ts";
import { acceptTypedAmount } from "@shared/money.ts";
import { budgetAmountSchema } from "@shared/schemas.ts";

/** docs/product.md §2.14: only the first six default categories are listed for editing. */
export const EDITABLE_CATEGORIES: readonly string[] = BUDGET_SCREEN_SHARES.slice(0, 6).map(([name]) => name);

/**
 * A category input's new amount: whole rupees (pasted grouping commas dropped), empty meaning 0
 * (docs/product.md §5.6); anything else is refused with the reason and the input keeps its amount.
 */
export function categoryInputValue(
  typed: string,
): { ok: true; value: number } | { ok: false; problem: string } {
  const outcome = acceptTypedAmount(typed, { wholeRupees: true });
  return outcome.ok ? { ok: true, value: Number(outcome.text || "0") } : outcome;
}

/** The inline error for the budget amount, or null when it is a whole number in bounds. */
export function budgetAmountError(digits: string): string | null {
  const result = budgetAmountSchema.safeParse(digits);
  return result.success ? null : (result.error.issues[0]?.message ?? "Budget amount is required");
}

/** The editable split for an amount by the budget screen's default shares (whole rupees). */
export function defaultSplit(amount: number): Record<string, number> {
  const split = splitBudget(amount, BUDGET_SCREEN_SHARES);
  return Object.fromEntries(EDITABLE_CATEGORIES.map((name) => [name, split[name] ?? 0]));
}

/**
 * What the form starts with: a saved budget's amount rounded to whole rupees and its saved split
 * for the six categories (missing ones from the default split); no budget → ₹25,000 and its split.
 */
export function initialBudgetForm(
  saved: { amount: number; categoryBudgets: Record<string, number> } | null,
  defaultAmount: number,
): { amount: string; categories: Record<string, number> } {
  const amount = Math.round(saved?.amount ?? defaultAmount);
  const split = defaultSplit(amount);
  const savedSplit = saved?.categoryBudgets ?? {};
  const categories = Object.fromEntries(
    EDITABLE_CATEGORIES.map((name) => {
      const value = savedSplit[name];
      return [name, value === undefined ? (split[name] ?? 0) : Math.round(value)];
    }),
  );
  return { amount: String(amount), categories };
}

export function allocation(amountDigits: string, categories: Record<string, number>) {
  const budget = Number(amountDigits || "0");
  const allocated = Object.values(categories).reduce((sum, value) => sum + value, 0);
  return { allocated, remaining: budget - allocated, overAllocated: allocated > budget };
}

/**
 * The rows of the category split: the six defaults, then the user's own categories (kept on the
 * server, so every device lists them), each name once whatever its letter case.
 */
export function budgetCategoryNames(custom: readonly string[]): string[] {
  const names = [...EDITABLE_CATEGORIES];
  const seen = new Set(names.map((name) => name.toLowerCase()));
  for (const name of custom) {
    if (!seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      names.push(name);
    }
  }
  return names;
}

/**
 * docs/product.md §3.2 body: amount as a digit string, categoryBudgets as JSON text of whole amounts. The
 * six defaults always go; a category of the user's own only with an amount (the split holds at most 30).
 */
export function budgetPayload(amountDigits: string, categories: Record<string, number>) {
  const split = Object.fromEntries(
    Object.entries(categories).filter(([name, value]) => EDITABLE_CATEGORIES.includes(name) || value > 0),
  );
  return { type: "monthly" as const, amount: amountDigits, categoryBudgets: JSON.stringify(split) };
}
