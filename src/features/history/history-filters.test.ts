import { CATEGORY_NAMES } from "@shared/contract/categories.ts";
import { ENTRY_METHODS } from "@shared/contract/expense-schemas.ts";
import { describe, expect, it } from "vitest";
import {
  activeFilterTags,
  categoryFilterOptions,
  filtersFromSearch,
  hasFilters,
  refusedFiltersText,
  searchOfFilters,
} from "./history-filters.ts";

describe("history filters in the address", () => {
  it("reads every filter and writes it back the same", () => {
    const search = new URLSearchParams(
      "month=2026-11&category=Food+%26+Dining&category=Rent&paidWith=upi&method=voice&q=swig",
    );
    const { filters, refused } = filtersFromSearch(search);
    expect(refused).toEqual([]);
    expect(filters).toEqual({
      month: "2026-11",
      categories: ["Food & Dining", "Rent"],
      paidWith: ["upi"],
      methods: ["voice"],
      q: "swig",
    });
    expect(searchOfFilters(filters).toString()).toBe(search.toString());
    expect(hasFilters(filters)).toBe(true);
    expect(hasFilters(filtersFromSearch(new URLSearchParams("")).filters)).toBe(false);
  });

  it("keeps what a hand-edited address gets right and names what it refused", () => {
    expect(filtersFromSearch(new URLSearchParams("month=2026-13&q=chai&paidWith=gold"))).toEqual({
      filters: { q: "chai" },
      refused: ["month", "paidWith"],
    });
    expect(filtersFromSearch(new URLSearchParams("from=2026-11-05&to=2026-11-01"))).toEqual({
      filters: { from: "2026-11-05" },
      refused: ["to"],
    });
    expect(filtersFromSearch(new URLSearchParams("month=2026-11&from=2026-11-05"))).toEqual({
      filters: { from: "2026-11-05" },
      refused: ["month"],
    });
    expect(refusedFiltersText(["method", "paidWith"])).toBe(
      "Not applied: this address has filters the app could not read (Entered by, Paid with).",
    );
  });

  it("reads every entry method the Filters sheet offers, imports included", () => {
    for (const method of ENTRY_METHODS) {
      expect(filtersFromSearch(new URLSearchParams({ method }))).toEqual({
        filters: { methods: [method] },
        refused: [],
      });
    }
  });

  it("names each active filter and removes just that one", () => {
    const filters = {
      month: "2026-11",
      categories: ["Rent", "Health"],
      paidWith: ["net_banking" as const],
      q: "gym",
    };
    const tags = activeFilterTags(filters);
    expect(tags.map((t) => t.label)).toEqual([
      "November 2026",
      "🏠 Rent",
      "💊 Health",
      "Net banking",
      "“gym”",
    ]);
    expect(tags[1]?.without).toEqual({ ...filters, categories: ["Health"] });
    expect(searchOfFilters(tags[0]?.without ?? {}).get("month")).toBeNull();
  });
});

describe("the Category filter's choices", () => {
  it("lists the standard categories, then the user's own and a chosen one from the address, each once", () => {
    expect(categoryFilterOptions([], "")).toEqual(CATEGORY_NAMES);
    expect(categoryFilterOptions(["Pets", "pets", "rent"], "Gifts")).toEqual([
      ...CATEGORY_NAMES,
      "Pets",
      "Gifts",
    ]);
    expect(categoryFilterOptions(["Pets"], "PETS")).toEqual([...CATEGORY_NAMES, "Pets"]);
  });
});
