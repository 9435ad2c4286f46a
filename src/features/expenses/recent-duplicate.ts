// The same expense saved again moments after the first (docs/product.md §4.13) is most often a link
// or a form opened a second time, not a second purchase: the page asks once before storing it.
import { paiseFromWire } from "@shared/money/paise.ts";

/** How recent a saved expense must be for an identical save to ask first. */
export const DUPLICATE_WINDOW_MS = 60_000;

interface Comparable {
  amount: unknown;
  category: string;
  description: string | null;
  createdAt: string;
}

const sameText = (a: string | null, b: string | null) =>
  (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/** The recent expense the new one repeats (same amount, category and description, saved < 1 min ago). */
export function recentDuplicate<T extends Comparable>(
  candidate: { amount: string; category: string; description: string | null },
  recent: readonly T[] | undefined,
  nowMs: number,
): T | null {
  const amount = paiseFromWire(candidate.amount);
  return (
    recent?.find((expense) => {
      const age = nowMs - Date.parse(expense.createdAt);
      return (
        age >= 0 &&
        age < DUPLICATE_WINDOW_MS &&
        paiseFromWire(expense.amount) === amount &&
        expense.category === candidate.category &&
        sameText(expense.description, candidate.description)
      );
    }) ?? null
  );
}
