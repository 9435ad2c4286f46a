// The parts /history and a household's history both need have one home each, so a fix to one (the
// search box's pause, paging as the list scrolls, the export's file name) reaches both screens:
// features may not import each other (import-graph.test.ts), so a second screen that needs a part
// finds it in src/components (UI) or src/lib (the rest), never as a copy in its own folder.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

const sources = readdirSync(path.join(root, "src"), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
  .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
  .map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));

/** The files whose text matches: where a part is written. */
const writtenIn = (pattern: RegExp) =>
  sources
    .filter(({ text }) => pattern.test(text))
    .map(({ file }) => file)
    .sort();

describe("the history screens' shared parts", () => {
  it.each([
    ["LoadMore", "src/components/LoadMore.tsx"],
    ["SearchBox", "src/components/SearchBox.tsx"],
  ])("%s is written once, in %s", (name, home) => {
    expect(writtenIn(new RegExp(`function ${name}\\b`))).toEqual([home]);
  });

  it("an export is downloaded by one module (src/lib/download-file.ts)", () => {
    // The attachment's name from Content-Disposition, and the hidden link that saves the file.
    expect(writtenIn(/filename="/)).toEqual(["src/lib/download-file.ts"]);
    expect(writtenIn(/\.download = /)).toEqual(["src/lib/download-file.ts"]);
  });

  it("both history screens use them", () => {
    for (const screen of [
      "src/features/history/HistoryPage.tsx",
      "src/features/households/HouseholdExpenses.tsx",
    ]) {
      const text = sources.find(({ file }) => file === screen)?.text ?? "";
      expect(text, screen).toMatch(/components\/LoadMore\.tsx/);
    }
    expect(writtenIn(/components\/SearchBox\.tsx/)).toEqual([
      "src/features/history/HistoryFilters.tsx",
      "src/features/households/HouseholdExpenses.tsx",
    ]);
    expect(writtenIn(/lib\/download-file\.ts/)).toEqual([
      "src/features/history/export-file.ts",
      "src/features/households/HouseholdExpenses.tsx",
    ]);
  });
});
