// The add-expense category grid's defaults with their emoji. Names follow the canonical list
// (supabase/functions/_shared/categories.ts) so analytics never splits one category in two.
export interface FormCategory {
  name: string;
  emoji: string;
}

export const DEFAULT_FORM_CATEGORIES: readonly FormCategory[] = [
  { name: "Food & Dining", emoji: "🍛" },
  { name: "Transport", emoji: "🛺" },
  { name: "Entertainment", emoji: "🎬" },
  { name: "Shopping", emoji: "🛍️" },
  { name: "Groceries", emoji: "🛒" },
  { name: "Health", emoji: "💊" },
  { name: "Petrol", emoji: "⛽" },
  { name: "Bills & Utilities", emoji: "💡" },
  { name: "Education", emoji: "📚" },
  { name: "Mobile", emoji: "📱" },
  { name: "Rent", emoji: "🏠" },
  { name: "Others", emoji: "🏷️" },
];

export const CUSTOM_CATEGORY_EMOJI = "🏷️";

/** A category name as the canonical list spells it (aliases like "Healthcare" → "Health"). */
export function canonicalFormCategory(name: string): string {
  const aliases: Record<string, string> = { healthcare: "Health", "mobile recharge": "Mobile" };
  const lower = name.trim().toLowerCase();
  return (
    aliases[lower] ??
    DEFAULT_FORM_CATEGORIES.find((category) => category.name.toLowerCase() === lower)?.name ??
    name
  );
}
