// src/lib/database.types.ts is what `supabase gen types typescript` makes of the migrations: the
// test regenerates it from the test stack's database and fails on any difference.
// Fix a failure with `npm run db:types` and commit the result.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { databaseTypesFile, generateDatabaseTypes } from "../../../scripts/db-types.ts";
import { stack } from "../../support/stack.ts";

describe("generated database types", () => {
  it("match the migrations (run `npm run db:types` when this fails)", async () => {
    const committed = await readFile(databaseTypesFile, "utf8");
    const generated = await generateDatabaseTypes(stack().urls.db);
    expect(committed).toBe(generated);
  }, 60_000);
});
