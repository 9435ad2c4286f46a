import { describe, expect, it } from "vitest";
import {
  expenseFiltersSchema,
  filterDays,
  filterInstants,
  filterParams,
  filtersNeedOnlyDailyTotals,
} from "./expense-filters.ts";
import { ENTRY_METHODS } from "./expense-schemas.ts";

describe("expense filters", () => {
  it("reads single and repeated parameters, trimming the search", () => {
    expect(
      expenseFiltersSchema.parse({
        month: "2026-02",
        category: ["Rent", "Petrol"],
        paidWith: "upi",
        q: "  swig ",
      }),
    ).toEqual({ month: "2026-02", categories: ["Rent", "Petrol"], paidWith: ["upi"], q: "swig" });
    expect(expenseFiltersSchema.parse({ q: "   " })).toEqual({});
  });

  it("accepts every entry method an expense can have, imports included, and refuses others", () => {
    for (const method of ENTRY_METHODS) {
      expect(expenseFiltersSchema.parse({ method })).toEqual({ methods: [method] });
    }
    expect(expenseFiltersSchema.safeParse({ method: "fax" }).error?.issues[0]?.message).toBe(
      "method must be one of: manual, voice, receipt, message, import",
    );
  });

  it("turns a month or a day range into Indian days and instants", () => {
    expect(filterDays({ month: "2024-02" })).toEqual({ first: "2024-02-01", last: "2024-02-29" });
    expect(filterDays({ from: "2026-11-30" })).toEqual({ first: "2026-11-30", last: undefined });
    const december = filterInstants({ month: "2026-12" });
    expect(december.start?.toISOString()).toBe("2026-11-30T18:30:00.000Z");
    expect(december.end?.toISOString()).toBe("2026-12-31T18:30:00.000Z");
    const range = filterInstants({ from: "2026-11-01", to: "2026-11-01" });
    expect([range.start?.toISOString(), range.end?.toISOString()]).toEqual([
      "2026-10-31T18:30:00.000Z",
      "2026-11-01T18:30:00.000Z",
    ]);
    expect(filterInstants({})).toEqual({ start: undefined, end: undefined });
  });

  it("writes parameters in a fixed order and knows when the daily totals suffice", () => {
    expect(filterParams({ q: "chai", categories: ["Rent"], month: "2026-11" }).toString()).toBe(
      "month=2026-11&category=Rent&q=chai",
    );
    expect(filtersNeedOnlyDailyTotals({ month: "2026-11", categories: ["Rent"] })).toBe(true);
    expect(filtersNeedOnlyDailyTotals({ q: "chai" })).toBe(false);
    expect(filtersNeedOnlyDailyTotals({ paidWith: ["upi"] })).toBe(false);
  });
});
