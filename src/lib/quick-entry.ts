// Quick logging (docs/product.md §4.27): the bottom navigation's + opens Add Expense in its quick form
// (amount, paid with, categories; a category tap saves). Other ways in (a link, the address, a shared
// message) open the full form. The flag travels in the router's location state, so the address
// stays `/expense`.
export const QUICK_ENTRY_STATE = { quickEntry: true } as const;

export const isQuickEntry = (state: unknown): boolean =>
  typeof state === "object" && state !== null && (state as { quickEntry?: unknown }).quickEntry === true;
