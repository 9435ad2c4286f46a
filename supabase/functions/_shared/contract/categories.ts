// The canonical expense categories (docs/product.md §3.4, §10.4, §4.32): one list of 15 (12 spending,
// 3 set aside), with the other
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
  /** Spending, or money set aside (investments, savings, the card bill): never in a spending figure. */
  kind: CategoryKind;
}

/** public.categories.kind and public.custom_categories.kind. */
export const CATEGORY_KINDS = ["spending", "set_aside"] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

export const CATEGORIES = [
  { name: "Food & Dining", emoji: "🍽️", color: "#F97316", icon: "utensils", aliases: [], kind: "spending" },
  { name: "Transport", emoji: "🚌", color: "#3B82F6", icon: "bus", aliases: [], kind: "spending" },
  {
    name: "Groceries",
    emoji: "🛒",
    color: "#22C55E",
    icon: "shopping-basket",
    aliases: ["Grocery"],
    kind: "spending",
  },
  { name: "Entertainment", emoji: "🎬", color: "#A855F7", icon: "film", aliases: [], kind: "spending" },
  {
    name: "Health",
    emoji: "💊",
    color: "#EF4444",
    icon: "heart-pulse",
    aliases: ["Healthcare"],
    kind: "spending",
  },
  { name: "Shopping", emoji: "🛍️", color: "#EC4899", icon: "shopping-bag", aliases: [], kind: "spending" },
  { name: "Petrol", emoji: "⛽", color: "#EAB308", icon: "fuel", aliases: ["Fuel"], kind: "spending" },
  {
    name: "Mobile Recharge",
    emoji: "📱",
    color: "#06B6D4",
    icon: "smartphone",
    aliases: ["Mobile"],
    kind: "spending",
  },
  { name: "Rent", emoji: "🏠", color: "#6366F1", icon: "house", aliases: [], kind: "spending" },
  {
    name: "Bills & Utilities",
    emoji: "💡",
    color: "#14B8A6",
    icon: "receipt",
    aliases: ["Bills", "Utilities"],
    kind: "spending",
  },
  { name: "Education", emoji: "🎓", color: "#8B5CF6", icon: "graduation-cap", aliases: [], kind: "spending" },
  { name: "Others", emoji: "🏷️", color: "#64748B", icon: "tag", aliases: ["Other"], kind: "spending" },
  // Set aside, not spent (docs/product.md §4.32): after "Others", so the spending grid keeps its order.
  {
    name: "Investments",
    emoji: "📈",
    color: "#0EA5E9",
    icon: "trending-up",
    aliases: ["Investment", "SIP"],
    kind: "set_aside",
  },
  {
    name: "Savings transfer",
    emoji: "🐷",
    color: "#10B981",
    icon: "piggy-bank",
    aliases: [],
    kind: "set_aside",
  },
  {
    name: "Card bill",
    emoji: "💳",
    color: "#78716C",
    icon: "credit-card",
    aliases: ["Credit card bill"],
    kind: "set_aside",
  },
] as const satisfies readonly Category[];

export type CategoryName = (typeof CATEGORIES)[number]["name"];

/** The default categories of each kind. */
export type SpendingCategoryName = Extract<(typeof CATEGORIES)[number], { kind: "spending" }>["name"];
export type SetAsideCategoryName = Extract<(typeof CATEGORIES)[number], { kind: "set_aside" }>["name"];

/** The default categories a spoken word can name (voice-parser.ts, voice-words-hi.ts): spending, but "Others". */
export type VoiceCategory = Exclude<SpendingCategoryName, "Others">;

export const CATEGORY_NAMES: readonly CategoryName[] = CATEGORIES.map((category) => category.name);

/** The default categories a budget can split into: spending ones only. */
export const SPENDING_CATEGORY_NAMES: readonly SpendingCategoryName[] = CATEGORIES.filter(
  (category): category is Extract<(typeof CATEGORIES)[number], { kind: "spending" }> =>
    category.kind === "spending",
).map((category) => category.name);

/** Where the bank-message parser's set-aside kinds go (an investment, a credit-card bill). */
export const SET_ASIDE_FOR = {
  investment: "Investments",
  cardBill: "Card bill",
  savings: "Savings transfer",
} as const satisfies Record<string, SetAsideCategoryName>;

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

/**
 * Whether an expense in this category is spending. A default category says so itself; a custom one by
 * the user's choice (`customKinds`: lower-cased name → kind, from GET /api/categories). Same rule as
 * private.set_aside_categories in the database.
 */
export function isSpendingCategory(
  name: string,
  customKinds: ReadonlyMap<string, CategoryKind> = new Map(),
): boolean {
  const category = findCategory(name);
  if (category) return category.kind === "spending";
  return customKinds.get(name.trim().toLowerCase()) !== "set_aside";
}

/** Emoji, colour and icon for any category name, the generic tag for custom ones. */
export function categoryStyle(name: string): { emoji: string; color: string; icon: string } {
  const category = findCategory(name);
  return category
    ? { emoji: category.emoji, color: category.color, icon: category.icon }
    : CUSTOM_CATEGORY_STYLE;
}
