// One Indian day (issue 23): India's zone and its +05:30 offset are named in one TypeScript module,
// supabase/functions/_shared/calendar/indian-day.ts, and in one family of SQL helpers
// (private.ist_clock / ist_day / ist_start_of in supabase/schemas/01_helpers.sql). Everything else
// imports the module or calls the helpers, so a second, slightly different way to compute an
// Indian day cannot creep back. Tests and their fixtures may write instants at +05:30 as data.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const HOME = "supabase/functions/_shared/calendar/indian-day.ts";

/** The zone's name, its offset as ISO writes it, in seconds (19800), minutes (330) or hours (5.5). */
const ZONE_IN_TS = [
  /Asia\/Kolkata/,
  /\+05:?30\b/,
  /\b19_?800(_?000)?\b/,
  /\b330\b/,
  /\b5\.5\s*\*\s*(60|3_?600)/,
  /\b(5 \* 60|300) \+ 30\b/,
];

/**
 * Lines allowed to carry an offset anyway, each for a stated reason: the example in the API's
 * message for a date without an offset is text for people ("e.g. 2026-11-22T09:30:00+05:30").
 */
const ALLOWED_LINES: Record<string, RegExp> = {
  "supabase/functions/_shared/contract/expense-schemas.ts": /e\.g\. `?2026-11-22T09:30:00\+05:30/,
};

function trackedFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split("\0").filter(Boolean))];
}

const read = (file: string): string | null => {
  try {
    return readFileSync(path.join(root, file), "utf8");
  } catch {
    return null; // listed but deleted in the work tree
  }
};

const isTest = (file: string) =>
  /^(tests|e2e)\//.test(file) || /\.test\.tsx?$/.test(file) || /\.spec\.tsx?$/.test(file);

/** Every line of TypeScript outside the module and the tests that names the zone or its offset. */
function strayZoneLines(files: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    if (file === HOME || isTest(file) || !/\.(ts|tsx|mts|cts)$/.test(file)) continue;
    text.split("\n").forEach((line, index) => {
      if (!ZONE_IN_TS.some((pattern) => pattern.test(line))) return;
      if (ALLOWED_LINES[file]?.test(line)) return;
      found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  return found;
}

const HELPERS = /create or replace function private\.ist_(clock|day|start_of)\s*\([^)]*\)[\s\S]*?\bend;/gi;
const SQL_CONVERSION = /at\s+time\s+zone\s+'Asia\/Kolkata'|timezone\s*\(\s*'Asia\/Kolkata'/i;

/** Every line of supabase/schemas that converts to India's zone outside the helpers. */
function strayConversions(files: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    if (!/^supabase\/schemas\/.*\.sql$/.test(file)) continue;
    // Blank out the helpers' definitions, keeping line numbers.
    const rest = text.replace(HELPERS, (definition) => definition.replace(/[^\n]/g, " "));
    rest.split("\n").forEach((line, index) => {
      if (SQL_CONVERSION.test(line.replace(/--.*$/, ""))) found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  return found;
}

const files: Record<string, string> = {};
for (const file of trackedFiles()) {
  if (!/\.(ts|tsx|mts|cts|sql)$/.test(file)) continue;
  const text = read(file);
  if (text !== null) files[file] = text;
}

describe("one Indian day", () => {
  it(`names India's zone and offset in TypeScript only in ${HOME}`, () => {
    expect(files[HOME], `${HOME} is missing`).toContain('"Asia/Kolkata"');
    expect(strayZoneLines(files)).toEqual([]);
  });

  it("converts to India's zone in supabase/schemas only inside private.ist_clock, ist_day and ist_start_of", () => {
    const helpers = files["supabase/schemas/01_helpers.sql"] ?? "";
    expect(helpers.match(HELPERS)?.length, "the three helpers in 01_helpers.sql").toBe(3);
    expect(strayConversions(files)).toEqual([]);
  });

  it("catches what it is for", () => {
    expect(
      strayZoneLines({
        "src/a.ts": 'const zone = "Asia/Kolkata";',
        "src/b.ts": 'const iso = day + "T09:00:00+05:30";',
        "src/c.ts": "const ms = now + 5.5 * 3_600_000;",
        "src/d.ts": "const offset = 19800;",
        "src/e.ts": "const minutes = 330;",
        "src/a.test.ts": 'new Date("2026-11-22T09:00:00+05:30")',
        [HOME]: 'export const INDIA_TIME_ZONE = "Asia/Kolkata";',
      }),
    ).toHaveLength(5);
    expect(
      strayConversions({
        "supabase/schemas/99_x.sql": "select (now() at time zone 'Asia/Kolkata')::date;\nselect 1;",
        "supabase/schemas/01_helpers.sql":
          "create or replace function private.ist_day(instant timestamptz)\nreturns date\nbegin atomic\n  select (instant at time zone 'Asia/Kolkata')::date;\nend;",
      }),
    ).toEqual(["supabase/schemas/99_x.sql:1: select (now() at time zone 'Asia/Kolkata')::date;"]);
  });
});
