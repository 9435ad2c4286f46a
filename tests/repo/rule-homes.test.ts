// docs/architecture.md "Where each rule lives" is kept true here: every TypeScript home it names
// exists and is the only file that exports the rule's names, every SQL home is defined exactly once in
// supabase/schemas/, every check it names exists, and where a rule is stated on both sides (an enum, a
// limit, an allow-list) the two statements agree.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  DESCRIPTION_MAX,
  RECEIPT_PATH_MAX,
} from "../../supabase/functions/_shared/contract/expense-limits.ts";
import { ENTRY_METHODS } from "../../supabase/functions/_shared/contract/expense-schemas.ts";
import { PAID_WITH_CODES } from "../../supabase/functions/_shared/contract/paid-with.ts";
import { PUSH_SERVICE_DOMAINS } from "../../supabase/functions/_shared/push/push-subscriptions.ts";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter(keep);
}

const sourceFiles = [
  ...filesUnder("src", (file) => /\.tsx?$/.test(file)),
  ...filesUnder("supabase/functions", (file) => /\.ts$/.test(file) && !file.includes("/_vendor/")),
].filter((file) => !/\.test\.tsx?$/.test(file));
const schemaSql = filesUnder("supabase/schemas", (file) => file.endsWith(".sql"))
  .map(read)
  .join("\n");

interface RuleRow {
  rule: string;
  /** The TypeScript home and the names it alone exports; empty where the rule has no TypeScript side. */
  tsHome?: string;
  names: string[];
  /** SQL functions (`schema.name`) and constraints or triggers (bare names) in supabase/schemas. */
  sql: string[];
  /** Files (tests, checkers) that keep the rule in one place. */
  keptBy: string[];
}

const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] as string);

/** The rows of the table under "### Where each rule lives". */
function ruleTable(markdown: string): RuleRow[] {
  const section = markdown.split(/^### Where each rule lives$/m)[1]?.split(/^#{2,3} /m)[0] ?? "";
  const rows = section.split("\n").filter((line) => line.startsWith("|") && !/^\|\s*-/.test(line));
  return rows.slice(1).map((line) => {
    const [rule = "", ts = "", sql = "", kept = ""] = line.split("|").slice(1, -1);
    const [tsHome, ...names] = codeSpans(ts);
    return { rule: rule.trim(), tsHome, names, sql: codeSpans(sql), keptBy: codeSpans(kept) };
  });
}

const exportsName = (text: string, name: string) =>
  new RegExp(
    `^export\\s+(?:async\\s+)?(?:const|let|function|type|interface|class|enum)\\s+${name}\\b`,
    "m",
  ).test(text);

function sqlDefinitions(name: string): number {
  const escaped = name.replace(/\./g, "\\.");
  const pattern = name.includes(".")
    ? new RegExp(`create\\s+(?:or\\s+replace\\s+)?function\\s+${escaped}\\s*\\(`, "gi")
    : new RegExp(`(?:constraint|trigger)\\s+${escaped}\\b`, "gi");
  return [...schemaSql.matchAll(pattern)].length;
}

/** The values of a check `column in ('a', 'b')` named `constraint`, as written in supabase/schemas. */
function checkedValues(constraint: string): string[] {
  const body = new RegExp(
    `constraint\\s+${constraint}\\s+check\\s*\\(\\s*\\w+\\s+in\\s*\\(([^)]*)\\)`,
    "i",
  ).exec(schemaSql)?.[1];
  return [...(body ?? "").matchAll(/'([^']*)'/g)].map((match) => match[1] as string);
}

function checkedLength(constraint: string): number | undefined {
  const limit = new RegExp(`constraint\\s+${constraint}\\s+check\\s*\\([^;]*?<=\\s*(\\d+)`, "i").exec(
    schemaSql,
  )?.[1];
  return limit === undefined ? undefined : Number.parseInt(limit, 10);
}

const table = ruleTable(read("docs/architecture.md"));

describe('docs/architecture.md "Where each rule lives"', () => {
  it("lists the rules", () => {
    expect(table.length).toBeGreaterThanOrEqual(10);
    for (const row of table) expect(row.keptBy.length, `${row.rule}: what keeps it true`).toBeGreaterThan(0);
  });

  it.each(table.map((row) => [row.rule, row] as const))("%s: each name has one TypeScript home", (_, row) => {
    if (!row.tsHome) return;
    expect(existsSync(path.join(root, row.tsHome)), row.tsHome).toBe(true);
    const home = read(row.tsHome);
    for (const name of row.names) {
      expect(exportsName(home, name), `${row.tsHome} exports ${name}`).toBe(true);
      const elsewhere = sourceFiles.filter((file) => file !== row.tsHome && exportsName(read(file), name));
      expect(elsewhere, `${name} is exported only by ${row.tsHome}`).toEqual([]);
    }
  });

  it.each(table.map((row) => [row.rule, row] as const))("%s: each SQL home is defined once", (_, row) => {
    for (const name of row.sql) {
      if (name.startsWith("supabase/")) expect(existsSync(path.join(root, name)), name).toBe(true);
      else expect(sqlDefinitions(name), `${name} in supabase/schemas`).toBe(1);
    }
    for (const file of row.keptBy) expect(existsSync(path.join(root, file)), file).toBe(true);
  });
});

describe("rules stated on both sides agree", () => {
  it("entry methods: the zod enum and expenses_method_known", () => {
    expect(checkedValues("expenses_method_known").sort()).toEqual([...ENTRY_METHODS].sort());
  });

  it("paid with: the codes and expenses_paid_with_known", () => {
    expect(checkedValues("expenses_paid_with_known").sort()).toEqual([...PAID_WITH_CODES].sort());
  });

  it("text limits: the contract's and the table's checks", () => {
    expect(checkedLength("expenses_description_length")).toBe(DESCRIPTION_MAX);
    expect(schemaSql).toMatch(
      new RegExp(
        `constraint\\s+expenses_receipt_path_own_folder\\s+check\\s*\\([^;]*?<=\\s*${RECEIPT_PATH_MAX}\\b`,
        "i",
      ),
    );
  });

  it("push services: the API's domains and private.push_endpoint_allowed", () => {
    const body =
      /function private\.push_endpoint_allowed[\s\S]*?\$\$([\s\S]*?)\$\$/.exec(schemaSql)?.[1] ?? "";
    const alternatives = /\)\*\(([^)]*)\)/.exec(body)?.[1] ?? "";
    const domains = alternatives.split("|").map((domain) => domain.replace(/\\\./g, "."));
    expect(domains.sort()).toEqual([...PUSH_SERVICE_DOMAINS].sort());
  });

  it("reads the table the way it is written", () => {
    const rows = ruleTable(
      "### Where each rule lives\n\n| Rule | TS | SQL | Kept by |\n| --- | --- | --- | --- |\n| Money | `a.ts` `Paise` | `private.f` `c_check` | `t.test.ts` |\n\n## Next\n",
    );
    expect(rows).toEqual([
      {
        rule: "Money",
        tsHome: "a.ts",
        names: ["Paise"],
        sql: ["private.f", "c_check"],
        keptBy: ["t.test.ts"],
      },
    ]);
  });
});
