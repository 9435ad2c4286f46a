// Emoji and colour for a category name: the canonical list's, or the generic tag for custom ones.
import { categoryStyle } from "@shared/contract/categories.ts";

export interface CategoryLook {
  emoji: string;
  color: string;
}

export const categoryLook = (name: string): CategoryLook => {
  const { emoji, color } = categoryStyle(name);
  return { emoji, color };
};
