import { describe, expect, it } from "vitest";
import { countOf } from "./plural";

describe("countOf", () => {
  it("uses the singular for exactly one", () => {
    expect(countOf(1, "day")).toBe("1 day");
    expect(countOf(0, "day")).toBe("0 days");
    expect(countOf(14, "day")).toBe("14 days");
    expect(countOf(1, "activity", "activities")).toBe("1 activity");
    expect(countOf(2, "activity", "activities")).toBe("2 activities");
  });
});
