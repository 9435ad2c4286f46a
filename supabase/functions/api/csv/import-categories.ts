// Other apps' category names → this app's list: Cashew's "Dining", "Bills & Fees", "Phone", "Transit"
// and "Fuel", Money Manager's "Food", "Apparel"… A name this table and the canonical list (with its
// aliases) do not know stays as written, a category of the user's own; the preview shows every name
// with the category it becomes, and the user may choose another (docs/product.md, imports).
import { findCategory } from "@shared/contract/categories.ts";

/** Lower-case names other money apps use, by the category they mean here. */
const OTHER_APPS: Record<string, readonly string[]> = {
  "Food & Dining": [
    "dining",
    "dining out",
    "food",
    "food & drink",
    "food & drinks",
    "food and drink",
    "food and dining",
    "restaurant",
    "restaurants",
    "eating out",
    "takeaway",
    "snacks",
    "coffee",
  ],
  Transport: ["transit", "transportation", "taxi", "cab", "commute", "metro", "bus", "train", "car"],
  Groceries: ["supermarket", "vegetables", "household supplies"],
  Entertainment: ["movies", "subscriptions", "streaming", "games"],
  Health: ["medical", "medicine", "medicines", "pharmacy", "doctor", "health & fitness", "fitness"],
  Shopping: ["clothing", "clothes", "apparel", "electronics"],
  Petrol: ["gas & fuel", "petrol & fuel", "diesel"],
  "Mobile Recharge": ["phone", "mobile bill", "phone bill", "recharge", "mobile & internet"],
  Rent: ["housing", "house rent"],
  "Bills & Utilities": [
    "bills & fees",
    "bills and fees",
    "bills",
    "utilities",
    "utility",
    "electricity",
    "water",
    "internet",
    "fees & charges",
  ],
  Education: ["courses", "tuition", "school", "books"],
};

const BY_NAME = new Map(
  Object.entries(OTHER_APPS).flatMap(([category, names]) => names.map((name) => [name, category])),
);

const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

/** This app's category for a name another app wrote, or null when it is none of them. */
export function knownCategory(name: string): string | null {
  return findCategory(name)?.name ?? BY_NAME.get(norm(name)) ?? null;
}
