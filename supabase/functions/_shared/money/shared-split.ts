// A shared expense's split among household members (docs/product.md §2.25.1): who owes what part of
// the amount, in integer paise, so the parts add up to it exactly. Used by the API (which refuses a
// split that does not add up, 400) and the Add/Edit form; the database holds the same rule
// (expense_shares_add_up in 48_shared_expenses.sql).
//
// Leftover paise of an equal split (or by shares) go one each, largest remainder first, and on a tie
// to the member who joined the household first (splitPaise breaks ties by position, so the members
// are put in join order first): ₹100 three ways is ₹33.34 for the earliest member and ₹33.33 each
// for the two others, whatever order the request lists them in.
import { type Paise, paiseFromDecimal, paiseToDecimal, splitPaise, sumPaise } from "./paise.ts";

export const SPLIT_MODES = ["equal", "shares", "exact"] as const;
export type SplitMode = (typeof SPLIT_MODES)[number];

export interface MemberSplit {
  mode: SplitMode;
  /** The members sharing the expense (user ids). */
  members: readonly string[];
  /** By shares: each member's weight (e.g. 2 for a couple's part, 1 for a single person's). */
  shares?: Readonly<Record<string, number>>;
  /** Exact: each member's part as decimal rupees ("12.50"). */
  amounts?: Readonly<Record<string, string>>;
}

export type SplitOutcome = { ok: true; parts: Map<string, Paise> } | { ok: false; message: string };

const rupeesText = (amount: Paise): string => {
  const [whole, fraction] = paiseToDecimal(amount).split(".");
  return `₹${new Intl.NumberFormat("en-IN").format(BigInt(whole ?? "0"))}.${fraction}`;
};

/** The answer to exact amounts that do not add up to the expense (a 400 from the API). */
export const sharesMismatchMessage = (sum: Paise, total: Paise): string =>
  `The shares add up to ${rupeesText(sum)}, not ${rupeesText(total)}`;

/**
 * Splits `total` among `split.members`. `joinOrder` lists the household's members (user ids) in the
 * order they joined; members of the split must be in it (the API checks membership before).
 */
export function splitAmongMembers(
  total: Paise,
  split: MemberSplit,
  joinOrder: readonly string[],
): SplitOutcome {
  const chosen = new Set(split.members);
  if (chosen.size === 0) return { ok: false, message: "Choose at least one member to share with" };
  if (chosen.size !== split.members.length) return { ok: false, message: "Each member can be chosen once" };
  const members = joinOrder.filter((member) => chosen.has(member));
  if (members.length !== chosen.size)
    return { ok: false, message: "Share only with members of the household" };

  if (split.mode === "exact") {
    const amounts = split.amounts ?? {};
    if (Object.keys(amounts).some((member) => !chosen.has(member))) {
      return { ok: false, message: "Give an amount for each chosen member only" };
    }
    const parts = new Map<string, Paise>();
    for (const member of members) {
      const text = amounts[member];
      const amount = text === undefined ? null : paiseFromDecimal(text);
      if (amount === null || amount <= 0) {
        return { ok: false, message: "Each member's amount is more than ₹0 with at most two decimals" };
      }
      parts.set(member, amount);
    }
    const sum = sumPaise(parts.values());
    if (sum !== total) return { ok: false, message: sharesMismatchMessage(sum, total) };
    return { ok: true, parts };
  }

  let weights: number[];
  if (split.mode === "shares") {
    const shares = split.shares ?? {};
    if (Object.keys(shares).some((member) => !chosen.has(member))) {
      return { ok: false, message: "Give shares for each chosen member only" };
    }
    weights = members.map((member) => shares[member] ?? Number.NaN);
    if (weights.some((weight) => !Number.isInteger(weight) || weight < 1 || weight > 100)) {
      return { ok: false, message: "Each member's shares are a whole number from 1 to 100" };
    }
  } else {
    weights = members.map(() => 1);
  }
  const amounts = splitPaise(total, weights);
  if (amounts.some((amount) => amount <= 0)) {
    return {
      ok: false,
      message: `${rupeesText(total)} is too little to share among ${members.length} members`,
    };
  }
  return { ok: true, parts: new Map(members.map((member, index) => [member, amounts[index] as Paise])) };
}

/** The parts as the database takes them: {userId: "rupees"}. */
export const partsToDecimals = (parts: ReadonlyMap<string, Paise>): Record<string, string> =>
  Object.fromEntries([...parts].map(([member, amount]) => [member, paiseToDecimal(amount)]));
