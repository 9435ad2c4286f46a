// Set Budget form rules (docs/product.md §4.16 budget save, §5.6 budget amount, §9.1 default split): pure so the
// page only wires inputs to them.
import { BUDGET_SCREEN_SHARES, splitBudget } from "@shared/budget/monthly-budget.ts";
import { budgetAmountSchema } from "@shared/contract/budget-schemas.ts";
import { latinDigits } from "@shared/format/digits.ts";
import {
  comparePaise,
  type Paise,
  paiseFromDecimal,
  paiseToRupeeNumber,
  scalePaise,
  subtractPaise,
  sumPaise,
  ZERO_PAISE,
} from "@shared/money/paise.ts";
import { acceptTypedAmount, toTypedAmount } from "@shared/money/rupees.ts";

/** docs/product.md §2.14: only the first six default categories are listed for editing. */
export const EDITABLE_CATEGORIES: readonly string[] = BUDGET_SCREEN_SHARES.slice(0, 6).map(([name]) => name);

/**
 * A category input's new amount: whole rupees (pasted grouping commas dropped), empty meaning 0
 * (docs/product.md §5.6); anything else is refused with the reason and the input keeps its amount.
 */
export function categoryInputValue(
  typed: string,
): { ok: true; value: Paise } | { ok: false; problem: string } {
  const outcome = acceptTypedAmount(latinDigits(typed), { wholeRupees: true });
  return outcome.ok ? { ok: true, value: amountOfDigits(outcome.text) } : outcome;
}

/** The budget form's digits (empty meaning 0) as paise. */
export const amountOfDigits = (digits: string): Paise => paiseFromDecimal(digits || "0") ?? ZERO_PAISE;

/** An amount rounded to whole rupees, as the budget's fields hold them. */
export const wholeRupees = (amount: Paise): Paise => scalePaise(amount, 1, 1, { step: 100 });

/** The inline error for the budget amount, or null when it is a whole number in bounds. */
export function budgetAmountError(digits: string): string | null {
  const result = budgetAmountSchema.safeParse(digits);
  return result.success ? null : (result.error.issues[0]?.message ?? "Budget amount is required");
}

/** The editable split for an amount by the budget screen's default shares (whole rupees). */
export function defaultSplit(amount: Paise): Record<string, Paise> {
  const split = splitBudget(amount, BUDGET_SCREEN_SHARES);
  return Object.fromEntries(EDITABLE_CATEGORIES.map((name) => [name, split[name] ?? ZERO_PAISE]));
}

/**
 * What the form starts with: a saved budget's amount rounded to whole rupees and its saved split
 * for the six categories (missing ones from the default split); no budget → ₹25,000 and its split.
 */
export function initialBudgetForm(
  saved: { amount: Paise; categoryBudgets: Record<string, Paise> } | null,
  defaultAmount: Paise,
): { amount: string; categories: Record<string, Paise> } {
  const amount = wholeRupees(saved?.amount ?? defaultAmount);
  const split = defaultSplit(amount);
  const savedSplit = saved?.categoryBudgets ?? {};
  const categories = Object.fromEntries(
    EDITABLE_CATEGORIES.map((name) => {
      const value = savedSplit[name];
      return [name, value === undefined ? (split[name] ?? ZERO_PAISE) : wholeRupees(value)];
    }),
  );
  return { amount: toTypedAmount(amount), categories };
}

export function allocation(amountDigits: string, categories: Record<string, Paise>) {
  const budget = amountOfDigits(amountDigits);
  const allocated = sumPaise(Object.values(categories));
  return {
    allocated,
    remaining: subtractPaise(budget, allocated),
    overAllocated: comparePaise(allocated, budget) > 0,
  };
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
export function budgetPayload(amountDigits: string, categories: Record<string, Paise>) {
  const split = Object.fromEntries(
    Object.entries(categories)
      .filter(([name, value]) => EDITABLE_CATEGORIES.includes(name) || value > 0)
      .map(([name, value]) => [name, paiseToRupeeNumber(value)]),
  );
  return { type: "monthly" as const, amount: amountDigits, categoryBudgets: JSON.stringify(split) };
}
