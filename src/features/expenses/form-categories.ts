// The add-expense category grid: the canonical categories (_shared/contract/categories.ts) with their emoji.
import { CATEGORIES, CUSTOM_CATEGORY_STYLE, canonicalCategory } from "@shared/contract/categories.ts";

export interface FormCategory {
  name: string;
  emoji: string;
}

/** The catch-all stays the grid's last tile, after the set-aside ones (docs/product.md §4.32). */
const LAST = "Others";

export const DEFAULT_FORM_CATEGORIES: readonly FormCategory[] = [
  ...CATEGORIES.filter((category) => category.name !== LAST),
  ...CATEGORIES.filter((category) => category.name === LAST),
].map(({ name, emoji }) => ({ name, emoji }));

export const CUSTOM_CATEGORY_EMOJI = CUSTOM_CATEGORY_STYLE.emoji;

/** A category name as the canonical list spells it ("Healthcare" → "Health", "Mobile" → "Mobile Recharge"). */
export const canonicalFormCategory = canonicalCategory;
