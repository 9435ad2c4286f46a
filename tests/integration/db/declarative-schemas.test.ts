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
  type ThrowawayDatabases,
} from "../../../scripts/db-diff.ts";
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
});
