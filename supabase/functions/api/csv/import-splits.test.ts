import { describe, expect, it } from "vitest";
import { importSplitIds } from "./import-splits.ts";

const row = (
  split: string | null,
  overrides: Partial<{ spentAt: string; description: string | null }> = {},
) => ({
  spentAt: "2026-11-27T10:30:00+05:30",
  description: "Supermarket",
  method: "manual" as const,
  paidWith: "upi" as const,
  split,
  ...overrides,
});

const counter = () => {
  let n = 0;
  return () => `split-${++n}`;
};

describe("import: a file's split bills", () => {
  it("gives the lines that share a Split key one new id, and none to ordinary rows", () => {
    const ids = importSplitIds([row("a"), row(null), row("a"), row("b"), row("b"), row("b")], counter());
    expect(ids).toEqual(["split-1", null, "split-1", "split-2", "split-2", "split-2"]);
  });

  it("reads one moment written two ways as the same", () => {
    const ids = importSplitIds([row("a"), row("a", { spentAt: "2026-11-27T05:00:00.000Z" })], counter());
    expect(ids).toEqual(["split-1", "split-1"]);
  });

  it("imports a lone line, more than ten, or lines that disagree as ordinary expenses", () => {
    expect(importSplitIds([row("a")], counter())).toEqual([null]);
    expect(
      importSplitIds(
        Array.from({ length: 11 }, () => row("a")),
        counter(),
      ),
    ).toEqual(Array(11).fill(null));
    expect(importSplitIds([row("a"), row("a", { description: "Edited" })], counter())).toEqual([null, null]);
  });
});
