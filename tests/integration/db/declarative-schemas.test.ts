// supabase/schemas/ is the one current definition of the database, and the migrations are what
// hosted projects run: they must build the same thing. Two fresh databases in the test stack's
// Postgres, one from the migrations (`supabase db push`) and one from the schema files, and their
// catalogs compared object by object: tables (columns, types, defaults, constraints, RLS, replica
// identity), indexes, triggers, policies, functions (whole definitions), types, views, sequences,
// grants, default privileges, publication membership, schemas, extensions.
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogSnapshot, describeDifferences } from "../../../scripts/catalog-snapshot.ts";
import {
  buildThrowawayDatabases,
  catalogDifferences,
  cliDiff,
  migrationsDir,
  readSqlFiles,
  type ThrowawayDatabases,
} from "../../../scripts/db-diff.ts";
import { annotateWithHomes } from "../../../scripts/schema-homes.ts";
import { stack } from "../../support/stack.ts";

const howToFix = `
Change the schema in supabase/schemas/ and let \`npm run db:diff -- <name>\` write the migration;
after merging someone's migration, \`npm run db:diff -- --reverse\` prints what supabase/schemas/ lacks.
`;

let databases: ThrowawayDatabases;

beforeAll(async () => {
  databases = await buildThrowawayDatabases(stack().urls.db);
}, 60_000);

afterAll(async () => {
  await databases?.drop();
});

describe("declarative schemas (supabase/schemas/)", () => {
  it("declare exactly what the migrations build", async () => {
    const differences = await catalogDifferences(databases);
    expect(differences.join("\n\n"), howToFix).toBe("");
  });

  it("would show a changed function, policy, column grant or column as a difference", async () => {
    const sql = postgres(databases.declared, { max: 1, onnotice: () => {} });
    try {
      const before = await catalogSnapshot(sql);
      await sql.unsafe(`
        create or replace function private.undo_window() returns interval
          language sql immutable set search_path = '' as $$ select interval '5 minutes' $$;
        alter policy "users read their own expenses" on public.expenses using (true);
        grant update (method) on public.expenses to authenticated;
        alter table public.budgets alter column amount drop not null;
      `);
      const changed = describeDifferences(before, await catalogSnapshot(sql), "before", "after")
        .map((difference) => difference.split(":")[0])
        .sort();
      expect(changed).toEqual(
        [
          "column public.budgets.amount",
          "column public.expenses.method",
          "constraint public.budgets budgets_amount_not_null",
          'policy public.expenses "users read their own expenses"',
          "function private.undo_window()",
        ].sort(),
      );
    } finally {
      await sql.end();
    }
  });

  // Runs on the database the test above changed: what the migrations build and it now lacks.
  it("--reverse prints what the schema files lack, each statement under the file it belongs in", async () => {
    const missing = annotateWithHomes(
      await cliDiff(databases.declared, databases.migrated),
      await readSqlFiles(),
      await readSqlFiles(migrationsDir),
    );
    // Each block: "-- <file> (from <migration>)" then the statement; compared by file and the
    // statement's first line.
    const placed = missing
      .split("\n\n")
      .map((block) =>
        block
          .split("\n")
          .slice(0, 2)
          .join(" ")
          .replace(/^-- (\S+) \(from [^)]+\)/, "$1"),
      )
      .sort();
    expect(placed).toEqual(
      [
        'supabase/schemas/20_budgets.sql alter table "public"."budgets"',
        'supabase/schemas/21_expenses.sql create policy "users read their own expenses" on "public"."expenses"',
        'supabase/schemas/21_expenses.sql drop policy "users read their own expenses" on "public"."expenses";',
        'supabase/schemas/21_expenses.sql grant insert ("method") on table "public"."expenses" to "authenticated";',
        'supabase/schemas/21_expenses.sql revoke all ("method") on table "public"."expenses" from "authenticated";',
        "supabase/schemas/25_expense_undo.sql create or replace function private.undo_window()",
      ].sort(),
    );
    expect(missing).toMatch(
      /\(from supabase\/migrations\/\d{14}_\w+\.sql\)\ncreate or replace function private\.undo_window/,
    );
  });
});
