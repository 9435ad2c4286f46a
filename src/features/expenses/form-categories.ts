// The add-expense category grid: the canonical categories (_shared/contract/categories.ts) with their emoji.
import { CATEGORIES, CUSTOM_CATEGORY_STYLE, canonicalCategory } from "@shared/contract/categories.ts";

export interface FormCategory {
  name: string;
  emoji: string;
}

export const DEFAULT_FORM_CATEGORIES: readonly FormCategory[] = CATEGORIES.map(({ name, emoji }) => ({
  name,
  emoji,
}));

export const CUSTOM_CATEGORY_EMOJI = CUSTOM_CATEGORY_STYLE.emoji;

/** A category name as the canonical list spells it ("Healthcare" → "Health", "Mobile" → "Mobile Recharge"). */
export const canonicalFormCategory = canonicalCategory;
