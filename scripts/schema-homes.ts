// Where a statement of a diff belongs in supabase/schemas/: the file that creates the table,
// function, type or view it names (`create table public.expenses` → 21_expenses.sql), and the
// newest migration that names the object (whose text, comments included, is the one to copy). Used
// by `npm run db:diff -- --reverse` to say where each missing statement goes and where it comes from.

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

/** Names of the constraint, index, trigger or policy a statement is about (`add constraint "x"` → x). */
export function objectNames(statement: string): string[] {
  const pattern = /\b(?:constraint|index|trigger|policy)\s+("[^"]+"|[a-z_][a-z0-9_]*)/gi;
  return [...statement.matchAll(pattern)]
    .map((match) => match[1] ?? "")
    .filter((name) => !/^(?:on|if)$/i.test(name))
    .map((name) => (name.startsWith('"') ? name.slice(1, -1) : name));
}

/** The newest migration that mentions the first of `names` any migration mentions. */
export function sourceOf(names: string[], migrationsNewestFirst: SchemaFile[]): string | undefined {
  for (const name of names) {
    const mentions = new RegExp(`(^|[^a-z0-9_])${escapeRegExp(name)}\\b`, "i");
    const file = migrationsNewestFirst.find((candidate) => mentions.test(candidate.text));
    if (file) return file.name;
  }
  return undefined;
}

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

/**
 * The diff's statements, each under a `-- <schema file> (from <migration>)` line: where it belongs
 * ("a new file" when no schema file has the object yet) and the newest migration that names it.
 */
export function annotateWithHomes(diff: string, files: SchemaFile[], migrations: SchemaFile[] = []): string {
  const newestFirst = [...migrations].sort((a, b) => b.name.localeCompare(a.name));
  return splitStatements(diff)
    .filter((statement) => !/^set\s+local\s+check_function_bodies/i.test(statement))
    .map((statement) => {
      const names = qualifiedNames(statement);
      const source = sourceOf([...objectNames(statement), ...names], newestFirst);
      const from = source ? ` (from ${source})` : "";
      return `-- ${homeOf(names, files) ?? "a new file"}${from}\n${statement}`;
    })
    .join("\n\n");
}
