import { describe, expect, it } from "vitest";
import { sizeInUnits } from "./data-size";

describe("sizeInUnits", () => {
  it("reads bytes in the largest whole unit, to one decimal", () => {
    expect(sizeInUnits(0)).toEqual({ value: 0, unit: "bytes" });
    expect(sizeInUnits(999)).toEqual({ value: 999, unit: "bytes" });
    expect(sizeInUnits(1000)).toEqual({ value: 1, unit: "kb" });
    expect(sizeInUnits(1_250_000)).toEqual({ value: 1.3, unit: "mb" });
    expect(sizeInUnits(200 * 1024 * 1024)).toEqual({ value: 209.7, unit: "mb" });
    expect(sizeInUnits(3e9)).toEqual({ value: 3, unit: "gb" });
  });
});
