// Labels of stored values: categories and ways to pay are stored in canonical English
// (@shared/contract/categories.ts, @shared/contract/paid-with.ts) and shown in the reader's language; a custom category
// is shown as its owner wrote it. Components that show them re-render on a change of language
// through their own useTranslation().
import { findCategory } from "@shared/contract/categories.ts";
import { isPaidWith } from "@shared/contract/paid-with.ts";
import { useTranslation } from "react-i18next";
import { common } from "../locales/en/common";
import { i18n } from "./i18n";

type DefaultCategory = keyof typeof common.categories;

const isDefaultCategory = (name: string): name is DefaultCategory => Object.hasOwn(common.categories, name);

export function categoryLabel(name: string): string {
  // An alias ("Healthcare", "Mobile") shows as its category's label.
  const canonical = findCategory(name)?.name ?? name;
  return isDefaultCategory(canonical) ? i18n.t(`common:categories.${canonical}`) : name;
}

/** A way to pay's label; an unknown code (from a newer app version) as it is. */
export const paidWithText = (code: string): string =>
  isPaidWith(code) ? i18n.t(`common:paidWith.${code}`) : code;

/** `label(name)`: a category's label in the current language (and a re-render when it changes). */
export function useCategoryLabel(): (name: string) => string {
  useTranslation("common");
  return categoryLabel;
}
