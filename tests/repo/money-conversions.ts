// Where an amount may turn into a float (docs/architecture.md "Money"): only in the money core,
// supabase/functions/_shared/money/ (paise.ts, rupees.ts). Everywhere else amounts are paise (integers) or the
// wire's decimal text, converted by the core. This finds, in the text of a source file, the ways an
// amount slips past it: Number(…), parseFloat(…), a unary + on an amount, `.toFixed(…)`, the old
// rounding trick `Math.round(x * 100) / 100` (or × 1e6), and helpers named like the ones the core
// replaced (toNumber, toPaise, round2, roundPaise).

import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/** The money core: the only files that may convert amounts. */
export const MONEY_CORE = [
  "supabase/functions/_shared/money/paise.ts",
  "supabase/functions/_shared/money/rupees.ts",
];

/**
 * Files allowed a conversion the check would otherwise flag, with why. Keep it tiny: a new entry
 * needs a reason a reader accepts.
 */
export const ALLOWED: ReadonlyArray<{ file: string; text: string; why: string }> = [];

/** What the app's code calls an amount: a word (or camelCase part) of the expression converted. */
const MONEY_WORDS = [
  "amount",
  "amounts",
  "total",
  "totals",
  "spent",
  "spend",
  "spending",
  "limit",
  "budget",
  "budgets",
  "paise",
  "paisa",
  "rupee",
  "rupees",
  "inr",
  "price",
  "cost",
  "committed",
  "allowance",
  "balance",
  "share",
  "money",
];

/** The words of an expression, camelCase and snake_case split, lower case. */
const wordsOf = (expression: string): string[] =>
  expression
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());

/** True when the expression names an amount; words inside string literals ("budget_50") do not count. */
export const mentionsMoney = (expression: string): boolean =>
  wordsOf(expression.replace(/(["'`])(?:\\.|(?!\1)[^\\])*\1/g, '""')).some((word) =>
    MONEY_WORDS.includes(word),
  );

/** The text of a call's arguments: from `open` (just after "(") to its closing parenthesis. */
function argumentsAt(text: string, open: number): string {
  let depth = 1;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return text.slice(open, i);
  }
  return text.slice(open);
}

export interface Conversion {
  file: string;
  line: number;
  text: string;
  rule: string;
}

/** Comments say "Number(amount)" freely; only code counts. Line breaks are kept for line numbers. */
const withoutComments = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, " ")).replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");

/** Every amount conversion written in `text` (the file's source). */
export function amountConversions(file: string, source: string): Conversion[] {
  const text = withoutComments(source);
  const found: Conversion[] = [];
  const lineAt = (index: number) => text.slice(0, index).split("\n").length;
  const add = (index: number, rule: string) => {
    const line = lineAt(index);
    found.push({ file, line, text: (source.split("\n")[line - 1] ?? "").trim(), rule });
  };

  for (const m of text.matchAll(/\b(Number|parseFloat|Number\.parseFloat)\s*\(/g)) {
    if (m[1] === "Number" && text[m.index - 1] === ".") continue;
    const args = argumentsAt(text, m.index + m[0].length);
    if (mentionsMoney(args)) add(m.index, `${m[1]}() on an amount`);
  }
  for (const m of text.matchAll(/(?:^|[=(,:?[{!&|]|\breturn)\s*\+(?![+=])\s*([A-Za-z_$][\w$.?]*)/gm)) {
    if (mentionsMoney(m[1] ?? "")) add(m.index, "unary + on an amount");
  }
  for (const m of text.matchAll(/\.toFixed\s*\(/g)) add(m.index, "toFixed() on a float");
  for (const m of text.matchAll(/Math\.round\s*\(/g)) {
    const args = argumentsAt(text, m.index + m[0].length);
    const after = text.slice(
      m.index + m[0].length + args.length + 1,
      m.index + m[0].length + args.length + 12,
    );
    if (/\*\s*(100|1e6|1_000_000)\b/.test(args) && /^\s*\/\s*(100|1e6)\b/.test(after)) {
      add(m.index, "rounding to paise outside the core");
    }
  }
  for (const m of text.matchAll(/\b(?:const|let|function)\s+(toNumber|toPaise|round2|roundPaise)\b/g)) {
    add(m.index, `a money helper (${m[1]}) outside the core`);
  }
  return found;
}

/** Source files of the app and the function (tests and the vendored driver left out). */
export function sourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== "_vendor") walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        files.push(relative(root, path).split("\\").join("/"));
      }
    }
  };
  walk(join(root, "src"));
  walk(join(root, "supabase/functions"));
  return files.sort();
}

/** The conversions outside the core and the allow-list, across the repository. */
export function conversionsOutsideCore(root: string): Conversion[] {
  return sourceFiles(root)
    .filter((file) => !MONEY_CORE.includes(file))
    .flatMap((file) => amountConversions(file, readFileSync(join(root, file), "utf8")))
    .filter((c) => !ALLOWED.some((allowed) => allowed.file === c.file && c.text.includes(allowed.text)));
}
