// Where a statement of a diff belongs in supabase/schemas/: the file that creates the table,
// function, type or view it names (`create table public.expenses` → 21_expenses.sql). Used by
// `npm run db:diff -- --reverse` to say which file each missing statement goes into.

export interface SchemaFile {
  /** As shown to the reader, e.g. `supabase/schemas/21_expenses.sql`. */
  name: string;
  text: string;
}

/** The statements of a SQL script, each with its trailing `;`; comments between them dropped. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = -1;
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    if (rest.startsWith("--")) {
      const end = sql.indexOf("\n", i);
      i = end < 0 ? sql.length : end + 1;
      continue;
    }
    if (/^\s/.test(rest)) {
      i++;
      continue;
    }
    if (start < 0) start = i;
    const quote = /^(\$[A-Za-z_]*\$|'|")/.exec(rest)?.[0];
    if (quote) {
      // '' inside a string and "" inside a name close and reopen: the next search finds the end.
      const end = sql.indexOf(quote, i + quote.length);
      i = end < 0 ? sql.length : end + quote.length;
      continue;
    }
    if (sql[i] === ";") {
      statements.push(sql.slice(start, i + 1));
      start = -1;
    }
    i++;
  }
  if (start >= 0 && sql.slice(start).trim()) statements.push(sql.slice(start).trim());
  return statements;
}

/** Schema-qualified names in a statement, unquoted and in lower case: `"public"."expenses"` → public.expenses. */
export function qualifiedNames(statement: string): string[] {
  const identifier = `(?:"[^"]+"|[a-z_][a-z0-9_]*)`;
  const pattern = new RegExp(`(${identifier})\\s*\\.\\s*(${identifier})`, "gi");
  const unquote = (part: string) => (part.startsWith('"') ? part.slice(1, -1) : part.toLowerCase());
  const names = [...statement.replace(/\$([A-Za-z_]*)\$[\s\S]*?\$\1\$/g, "").matchAll(pattern)].map(
    (match) => `${unquote(match[1] ?? "")}.${unquote(match[2] ?? "")}`,
  );
  return [...new Set(names)];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The file that creates the first of `names` that some file creates, else the first file that mentions one. */
export function homeOf(names: string[], files: SchemaFile[]): string | undefined {
  for (const name of names) {
    const creates = new RegExp(
      String.raw`create\s+(?:or\s+replace\s+)?(?:table|function|procedure|type|view|materialized\s+view)\s+${escapeRegExp(name)}\b`,
      "i",
    );
    const file = files.find((candidate) => creates.test(candidate.text));
    if (file) return file.name;
  }
  for (const name of names) {
    const file = files.find((candidate) => new RegExp(`${escapeRegExp(name)}\\b`, "i").test(candidate.text));
    if (file) return file.name;
  }
  return undefined;
}

/** The diff's statements, each under a `-- <file>` line naming where it belongs. */
export function annotateWithHomes(diff: string, files: SchemaFile[]): string {
  return splitStatements(diff)
    .filter((statement) => !/^set\s+local\s+check_function_bodies/i.test(statement))
    .map((statement) => `-- ${homeOf(qualifiedNames(statement), files) ?? "a new file"}\n${statement}`)
    .join("\n\n");
}
