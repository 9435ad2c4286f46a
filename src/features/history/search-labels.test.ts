import { CATEGORY_NAMES } from "@shared/contract/categories.ts";
import { SEARCH_LABELS } from "@shared/contract/expense-search.ts";
import { PAID_WITH } from "@shared/contract/paid-with.ts";
import { describe, expect, it } from "vitest";
import { common as en } from "../../locales/en/common.ts";
import { common as hi } from "../../locales/hi/common.ts";

// The API searches the labels the screens show (docs/product.md §2.19): every label in every language
// must be in the search's list, or a Hindi reader's "राशन" would find nothing.
describe("the history search knows every category and way-of-paying label", () => {
  it.each(CATEGORY_NAMES)("%s", (name) => {
    const labels = [name, ...SEARCH_LABELS.categories[name]];
    expect(labels).toContain(en.categories[name]);
    expect(labels).toContain(hi.categories[name]);
  });
  it.each(PAID_WITH.map((mode) => mode.code))("%s", (code) => {
    const labels = [...SEARCH_LABELS.paidWith[code]];
    expect(labels).toContain(en.paidWith[code]);
    expect(labels).toContain(hi.paidWith[code]);
  });
});
