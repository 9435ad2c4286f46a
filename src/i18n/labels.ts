// Labels of stored values: categories and ways to pay are stored in canonical English
// (@shared/categories.ts, @shared/paid-with.ts) and shown in the reader's language; a custom category
// is shown as its owner wrote it.
import { findCategory } from "@shared/categories.ts";
import { isPaidWith } from "@shared/paid-with.ts";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { en } from "../locales/en/texts";

type DefaultCategory = keyof typeof en.common.categories;

const isDefaultCategory = (name: string): name is DefaultCategory =>
  Object.hasOwn(en.common.categories, name);

export function categoryLabel(t: TFunction<"common">, name: string): string {
  // An alias ("Healthcare", "Mobile") shows as its category's label.
  const canonical = findCategory(name)?.name ?? name;
  return isDefaultCategory(canonical) ? t(`categories.${canonical}`) : name;
}

/** A way to pay's label; an unknown code (from a newer app version) as it is. */
export const paidWithText = (t: TFunction<"common">, code: string): string =>
  isPaidWith(code) ? t(`paidWith.${code}`) : code;

/** `label(name)`: a category's label in the current language. */
export function useCategoryLabel(): (name: string) => string {
  const { t } = useTranslation("common");
  return (name) => categoryLabel(t, name);
}
