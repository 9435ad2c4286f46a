import { describe, expect, it } from "vitest";
import { FilterError, parseFilter, rowPassesFilter } from "./filters.ts";

describe("parseFilter", () => {
  it("reads eq, neq and in filters as realtime-js writes them", () => {
    expect(parseFilter("user_id=eq.0b0d")).toEqual({ column: "user_id", operator: "eq", values: ["0b0d"] });
    expect(parseFilter("category=neq.Food")).toEqual({
      column: "category",
      operator: "neq",
      values: ["Food"],
    });
    expect(parseFilter('category=in.(Food,"Bills, rent")')).toEqual({
      column: "category",
      operator: "in",
      values: ["Food", "Bills, rent"],
    });
    expect(parseFilter("note=eq.a.b=c")).toEqual({ column: "note", operator: "eq", values: ["a.b=c"] });
  });

  it("refuses what it cannot read, and says which operators the stand-in lacks", () => {
    expect(() => parseFilter("user_id")).toThrow(FilterError);
    expect(() => parseFilter("amount=gt.10")).toThrow(/"gt" is not supported by the local Realtime stand-in/);
    expect(() => parseFilter("amount=between.1")).toThrow(/unknown operator "between"/);
    expect(() => parseFilter("id=in.1,2")).toThrow(/in expects a list/);
  });
});

describe("rowPassesFilter", () => {
  const row = { user_id: "a", category: "Food", note: null };
  it("compares text forms; NULL or a missing column never passes", () => {
    expect(rowPassesFilter(row, parseFilter("user_id=eq.a"))).toBe(true);
    expect(rowPassesFilter(row, parseFilter("user_id=eq.b"))).toBe(false);
    expect(rowPassesFilter(row, parseFilter("category=neq.Bills"))).toBe(true);
    expect(rowPassesFilter(row, parseFilter("category=in.(Bills,Food)"))).toBe(true);
    expect(rowPassesFilter(row, parseFilter("note=neq.x"))).toBe(false);
    expect(rowPassesFilter(row, parseFilter("missing=neq.x"))).toBe(false);
  });
});
