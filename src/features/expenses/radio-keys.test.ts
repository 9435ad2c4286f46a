import { describe, expect, it } from "vitest";
import { radioKeyTarget } from "./radio-keys.ts";

describe("radioKeyTarget", () => {
  it("moves to the next and previous choice, wrapping, and to either end", () => {
    expect(radioKeyTarget("ArrowRight", 0, 12)).toBe(1);
    expect(radioKeyTarget("ArrowDown", 11, 12)).toBe(0);
    expect(radioKeyTarget("ArrowLeft", 0, 12)).toBe(11);
    expect(radioKeyTarget("ArrowUp", 5, 12)).toBe(4);
    expect(radioKeyTarget("Home", 7, 12)).toBe(0);
    expect(radioKeyTarget("End", 2, 12)).toBe(11);
    expect(radioKeyTarget("Enter", 2, 12)).toBeNull();
    expect(radioKeyTarget("ArrowRight", 0, 0)).toBeNull();
  });
});
