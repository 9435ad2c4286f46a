// Encouragement after a save (docs/product.md §9.7): four messages per default category of the add-expense
// list, a "Big spend alert!" prefix above ₹1,000 and "Small but smart!" below ₹50. The texts are in the
// locale files (expenses.encouragement.<group>.m0–m3).
import { i18n } from "../../i18n/i18n.ts";

/** Each encouraged category's group of four messages in the locale files. */
const MESSAGES = {
  "Food & Dining": "food",
  Transport: "transport",
  Entertainment: "entertainment",
  Shopping: "shopping",
  Groceries: "groceries",
  Healthcare: "health",
  Petrol: "petrol",
  "Bills & Utilities": "bills",
  Education: "education",
  Others: "others",
} as const;

type Group = (typeof MESSAGES)[keyof typeof MESSAGES];

const SLOTS = ["m0", "m1", "m2", "m3"] as const;

/** The canonical list says "Health" where the add-expense list says "Healthcare" (docs/product.md §9.7). */
const ALIASES: Record<string, string> = {
  Health: "Healthcare",
  "Mobile Recharge": "Bills & Utilities",
  Mobile: "Bills & Utilities",
};

export function encouragementFor(
  category: string,
  amount: number,
  random: () => number = Math.random,
): string {
  const groups: Record<string, Group> = MESSAGES;
  const group = groups[category] ?? groups[ALIASES[category] ?? ""] ?? "others";
  const slot = SLOTS[Math.floor(random() * SLOTS.length) % SLOTS.length] ?? "m0";
  const message = i18n.t(`expenses:encouragement.${group}.${slot}`);
  if (amount > 1000) return i18n.t("expenses:encouragement.bigSpend", { message });
  if (amount < 50) return i18n.t("expenses:encouragement.smallSpend", { message });
  return message;
}

export const ENCOURAGED_CATEGORIES = Object.keys(MESSAGES);
