import { settingOf } from "@shared/calendar/budget-cycle.ts";
import { indianClock } from "@shared/calendar/indian-day.ts";
import { CATEGORY_NAMES } from "@shared/contract/categories.ts";
import { ENTRY_METHODS } from "@shared/contract/expense-schemas.ts";
import { describe, expect, it } from "vitest";
import { filtersFromSearch, hasFilters, searchOfFilters } from "../../lib/filters-in-address.ts";
import {
  activeFilterTags,
  categoryFilterOptions,
  monthKeys,
  periodOf,
  refusedFiltersText,
  withRangeDay,
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
    // A reversed range is read forwards (docs/product.md §2.19), not cut to "From …".
    expect(filtersFromSearch(new URLSearchParams("from=2026-11-05&to=2026-11-01"))).toEqual({
      filters: { from: "2026-11-01", to: "2026-11-05" },
      refused: [],
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

describe("a date range", () => {
  it("shows as days in the reader's language, with the year only when it is not this year", () => {
    const thisYear = String(indianClock(new Date()).year);
    const label = (from?: string, to?: string) => activeFilterTags({ from, to })[0]?.label;
    expect(label(`${thisYear}-11-01`, `${thisYear}-11-15`)).toBe("1 Nov – 15 Nov");
    expect(label(`${thisYear}-11-01`)).toBe("From 1 Nov");
    expect(label(undefined, `${thisYear}-11-15`)).toBe("Until 15 Nov");
    expect(label("2019-12-30", "2020-01-02")).toBe("30 Dec 2019 – 2 Jan 2020");
  });

  it("picked backwards runs forwards: the two days swap", () => {
    expect(withRangeDay({ to: "2026-11-01", categories: ["Rent"] }, "from", "2026-11-15")).toEqual({
      from: "2026-11-01",
      to: "2026-11-15",
      categories: ["Rent"],
    });
    expect(withRangeDay({ month: "2026-10", from: "2026-11-01" }, "to", "")).toEqual({ from: "2026-11-01" });
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

describe("This month and Last month with a budget cycle (docs/product.md §4.31)", () => {
  const now = new Date("2026-11-27T06:00:00Z");

  it("are calendar months for a budget month starting on the 1st", () => {
    const months = monthKeys(settingOf(1), now);
    expect(months).toEqual({ current: { month: "2026-11" }, last: { month: "2026-10" } });
    expect(periodOf({ month: "2026-11" }, settingOf(1))).toBe(periodOf({ month: "2026-11" }, undefined));
  });

  it("are the cycles, as from–to, for a budget month starting on the 25th", () => {
    const months = monthKeys(settingOf(25), now);
    expect(months).toEqual({
      current: { from: "2026-11-25", to: "2026-12-24" },
      last: { from: "2026-10-25", to: "2026-11-24" },
    });
  });
});
