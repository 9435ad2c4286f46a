import { describe, expect, it } from "vitest";
import { mergeMetadata, withProvider } from "./metadata.ts";

describe("mergeMetadata", () => {
  it("merges key by key and removes keys set to null", () => {
    expect(mergeMetadata({ a: 1, b: 2, c: { x: 1 } }, { b: null, c: { y: 2 }, d: "new" })).toEqual({
      a: 1,
      c: { y: 2 },
      d: "new",
    });
  });

  it("treats missing metadata as empty and leaves the input untouched", () => {
    const current = { a: 1 };
    expect(mergeMetadata(null, { a: 1 })).toEqual({ a: 1 });
    expect(mergeMetadata(current, undefined)).toEqual({ a: 1 });
    mergeMetadata(current, { a: null });
    expect(current).toEqual({ a: 1 });
  });
});

describe("withProvider", () => {
  it("appends a provider once and keeps the first provider", () => {
    const linked = withProvider({ provider: "email", providers: ["email"], role: "admin" }, "google");
    expect(linked).toEqual({ provider: "email", providers: ["email", "google"], role: "admin" });
    expect(withProvider(linked, "google")).toEqual(linked);
  });

  it("starts the list for a user without app metadata", () => {
    expect(withProvider(null, "google")).toEqual({ provider: "google", providers: ["google"] });
  });
});
