// Emoji and colour for a category name. Canonical names come from _shared/categories.ts; anything
// else (a user's custom category) gets the generic tag the spec asks for.
export interface CategoryLook {
  emoji: string;
  color: string;
}

const LOOKS: Record<string, CategoryLook> = {
  "Food & Dining": { emoji: "🍛", color: "#f97316" },
  Transport: { emoji: "🛺", color: "#3b82f6" },
  Groceries: { emoji: "🛒", color: "#22c55e" },
  Entertainment: { emoji: "🎬", color: "#a855f7" },
  Health: { emoji: "💊", color: "#ef4444" },
  Shopping: { emoji: "🛍️", color: "#ec4899" },
  Petrol: { emoji: "⛽", color: "#eab308" },
  Mobile: { emoji: "📱", color: "#06b6d4" },
  Rent: { emoji: "🏠", color: "#64748b" },
};

export const GENERIC_LOOK: CategoryLook = { emoji: "🏷️", color: "#94a3b8" };

export const categoryLook = (name: string): CategoryLook => LOOKS[name] ?? GENERIC_LOOK;
