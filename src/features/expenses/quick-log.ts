// Pure rules of quick logging (docs/product.md §4.27).

/** The items with the first one matching `leading` moved to the front (the rest keep their order). */
export function leadingFirst<T>(items: readonly T[], isLeading: (item: T) => boolean): T[] {
  const index = items.findIndex(isLeading);
  if (index <= 0) return [...items];
  return [items[index] as T, ...items.slice(0, index), ...items.slice(index + 1)];
}

/** The category of the latest expense (the list is newest first), if any. */
export const lastUsedCategory = (recent: readonly { category: string }[] | undefined): string | null =>
  recent?.[0]?.category ?? null;
