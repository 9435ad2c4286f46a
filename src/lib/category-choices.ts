// The one category list every form offers (docs/product.md §5.5): the default categories, then the
// user's own (saved on any device, or used by their expenses), so a custom category can be picked
// wherever a category can.
import { CATEGORY_NAMES } from "@shared/contract/categories.ts";
import { useMemo } from "react";
import { useCustomCategories } from "./money-queries.ts";

/** Default names first, then the user's own; `current` (a name being edited) is kept when missing. */
export function categoryChoices(customNames: readonly string[], current?: string | null): string[] {
  const names = [...CATEGORY_NAMES, ...customNames];
  const known = new Set(names.map((name) => name.toLowerCase()));
  return current && !known.has(current.toLowerCase()) ? [...names, current] : names;
}

/** The category choices of a form, from the shared cache of the user's own categories. */
export function useCategoryChoices(current?: string | null): string[] {
  const custom = useCustomCategories();
  return useMemo(
    () =>
      categoryChoices(
        (custom.data ?? []).map((row) => row.name),
        current,
      ),
    [custom.data, current],
  );
}
