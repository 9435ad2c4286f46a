import { describe, expect, it } from "vitest";
import { nextDestination, nextQuery, safeNextPath } from "./next-path.ts";

describe("safeNextPath", () => {
  it("keeps paths on this site", () => {
    expect(safeNextPath("/share?text=Rs%20349")).toBe("/share?text=Rs%20349");
    expect(safeNextPath("/")).toBe("/");
  });

  it("refuses other sites and anything that is not a path", () => {
    for (const value of [
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example",
      "share",
      "",
      null,
      undefined,
    ]) {
      expect(safeNextPath(value)).toBeNull();
    }
  });
});

describe("nextQuery", () => {
  it("encodes the destination", () => {
    expect(nextQuery("/share?text=a&b")).toBe("?next=%2Fshare%3Ftext%3Da%26b");
    expect(nextQuery(null)).toBe("");
  });
});

describe("nextDestination", () => {
  it("names the screen a shared link leads to, by its path", () => {
    expect(nextDestination("/share?text=Rs%20349")).toBe("share");
    expect(nextDestination("/expense?voice=150")).toBe("expense");
    expect(nextDestination("/budget")).toBe("budget");
    expect(nextDestination("/history#top")).toBe("history");
    expect(nextDestination("/")).toBe("home");
  });

  it("falls back to the page opened for a path it has no name for", () => {
    expect(nextDestination("/somewhere/else")).toBe("page");
    expect(nextDestination("/sharedthing")).toBe("page");
  });
});
