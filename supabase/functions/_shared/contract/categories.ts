// The canonical expense categories (docs/product.md §3.4, §10.4): one list of 12, with the other
// spellings users (and the first description of the screens) have for the same thing mapped to one
// name, so analytics never splits a category.
// The database holds the same list (public.categories, migration 20261122000110_categories.sql) and
// canonicalises every saved expense with public.canonical_category(); an integration test compares
// the two. Change both together.

export interface Category {
  /** The one stored name. */
  name: string;
  emoji: string;
  /** Hex colour for charts and chips. */
  color: `#${string}`;
  /** lucide-react icon, in kebab case (e.g. "heart-pulse" → HeartPulse). */
  icon: string;
  /** Other names for this category, matched case-insensitively. */
  aliases: readonly string[];
}

export const CATEGORIES = [
  { name: "Food & Dining", emoji: "🍽️", color: "#F97316", icon: "utensils", aliases: [] },
  { name: "Transport", emoji: "🚌", color: "#3B82F6", icon: "bus", aliases: [] },
  { name: "Groceries", emoji: "🛒", color: "#22C55E", icon: "shopping-basket", aliases: ["Grocery"] },
  { name: "Entertainment", emoji: "🎬", color: "#A855F7", icon: "film", aliases: [] },
  { name: "Health", emoji: "💊", color: "#EF4444", icon: "heart-pulse", aliases: ["Healthcare"] },
  { name: "Shopping", emoji: "🛍️", color: "#EC4899", icon: "shopping-bag", aliases: [] },
  { name: "Petrol", emoji: "⛽", color: "#EAB308", icon: "fuel", aliases: ["Fuel"] },
  { name: "Mobile Recharge", emoji: "📱", color: "#06B6D4", icon: "smartphone", aliases: ["Mobile"] },
  { name: "Rent", emoji: "🏠", color: "#6366F1", icon: "house", aliases: [] },
  {
    name: "Bills & Utilities",
    emoji: "💡",
    color: "#14B8A6",
    icon: "receipt",
    aliases: ["Bills", "Utilities"],
  },
  { name: "Education", emoji: "🎓", color: "#8B5CF6", icon: "graduation-cap", aliases: [] },
  { name: "Others", emoji: "🏷️", color: "#64748B", icon: "tag", aliases: ["Other"] },
] as const satisfies readonly Category[];

export type CategoryName = (typeof CATEGORIES)[number]["name"];

/** The default categories a spoken word can name (voice-parser.ts, voice-words-hi.ts): all but "Others". */
export type VoiceCategory = Exclude<CategoryName, "Others">;

export const CATEGORY_NAMES: readonly CategoryName[] = CATEGORIES.map((category) => category.name);

/** Longest category name: an expense's category and a custom category alike. */
export const CATEGORY_NAME_MAX = 50;

/** What a custom (user-typed) category is shown with: the product's "generic tag". */
export const CUSTOM_CATEGORY_STYLE = { emoji: "🏷️", color: "#718096", icon: "tag" } as const;

const byLowerName = new Map<string, Category>(
  CATEGORIES.flatMap((category) =>
    [category.name, ...category.aliases].map((name) => [name.toLowerCase(), category] as const),
  ),
);

/** The default category this name (or alias) means, ignoring case and surrounding spaces. */
export function findCategory(name: string): Category | undefined {
  return byLowerName.get(name.trim().toLowerCase());
}

/**
 * The name to store: "healthcare" → "Health", " MOBILE " → "Mobile Recharge"; a custom category
 * passes through trimmed. Same rule as public.canonical_category() in the database.
 */
export function canonicalCategory(name: string): string {
  return findCategory(name)?.name ?? name.trim();
}

/** Emoji, colour and icon for any category name, the generic tag for custom ones. */
export function categoryStyle(name: string): { emoji: string; color: string; icon: string } {
  const category = findCategory(name);
  return category
    ? { emoji: category.emoji, color: category.color, icon: category.icon }
    : CUSTOM_CATEGORY_STYLE;
}
