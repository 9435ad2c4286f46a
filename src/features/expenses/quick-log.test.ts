import { describe, expect, it } from "vitest";
import { lastUsedCategory, leadingFirst } from "./quick-log.ts";

describe("leadingFirst", () => {
  it("moves the matching item to the front and keeps the others' order", () => {
    expect(leadingFirst(["a", "b", "c", "d"], (item) => item === "c")).toEqual(["c", "a", "b", "d"]);
  });

  it("leaves the order alone when nothing matches or the match is already first", () => {
    expect(leadingFirst(["a", "b"], (item) => item === "z")).toEqual(["a", "b"]);
    expect(leadingFirst(["a", "b"], (item) => item === "a")).toEqual(["a", "b"]);
  });

  it("returns a new array", () => {
    const items = ["a", "b"];
    expect(leadingFirst(items, () => false)).not.toBe(items);
  });
});

describe("lastUsedCategory", () => {
  it("is the newest expense's category", () => {
    expect(lastUsedCategory([{ category: "Transport" }, { category: "Groceries" }])).toBe("Transport");
  });

  it("is null without expenses", () => {
    expect(lastUsedCategory([])).toBeNull();
    expect(lastUsedCategory(undefined)).toBeNull();
  });
});
