import { describe, expect, it } from "vitest";
import type { ObjectRow } from "./db.ts";
import { folderPrefix, type ListOptions, listLevel } from "./listing.ts";

const row = (name: string, minute: number): ObjectRow => {
  const at = new Date(Date.UTC(2026, 10, 22, 5, minute));
  return {
    id: `id-${name}`,
    bucket_id: "b",
    name,
    owner: null,
    owner_id: null,
    metadata: null,
    user_metadata: null,
    version: null,
    created_at: at,
    updated_at: at,
    last_accessed_at: at,
  };
};

const rows = [
  row("u1/b.png", 2),
  row("u1/a.png", 3),
  row("u1/2026/x.png", 1),
  row("u1/2026/y.png", 4),
  row("u2/z.png", 5),
];
const options = (over: Partial<ListOptions> = {}): ListOptions => ({
  prefix: "u1",
  search: "",
  limit: 100,
  offset: 0,
  sortBy: { column: "name", order: "asc" },
  ...over,
});

describe("listing one folder level", () => {
  it("treats 'u1' and 'u1/' alike and the empty prefix as the root", () => {
    expect(folderPrefix("u1")).toBe("u1/");
    expect(folderPrefix("u1/")).toBe("u1/");
    expect(folderPrefix("")).toBe("");
  });

  it("returns files and sub-folders (with null ids) directly under the prefix", () => {
    const entries = listLevel(rows, options());
    expect(entries.map((e) => [e.name, e.id])).toEqual([
      ["2026", null],
      ["a.png", "id-u1/a.png"],
      ["b.png", "id-u1/b.png"],
    ]);
    expect(listLevel(rows, options({ prefix: "" })).map((e) => e.name)).toEqual(["u1", "u2"]);
  });

  it("applies search, sort order and offset/limit", () => {
    expect(listLevel(rows, options({ search: "A" })).map((e) => e.name)).toEqual(["a.png"]);
    expect(
      listLevel(rows, options({ sortBy: { column: "name", order: "desc" } })).map((e) => e.name),
    ).toEqual(["b.png", "a.png", "2026"]);
    expect(
      listLevel(rows, options({ sortBy: { column: "created_at", order: "desc" }, limit: 1 })).map(
        (e) => e.name,
      ),
    ).toEqual(["a.png"]);
    expect(listLevel(rows, options({ offset: 2 })).map((e) => e.name)).toEqual(["b.png"]);
  });
});
