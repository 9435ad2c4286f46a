// Superuser SQL on the test stack's database, for arranging data and asserting rows.
import postgres from "postgres";
import { stack } from "./stack.ts";

let shared: postgres.Sql | undefined;

/** One shared postgres.js pool per test file (role postgres, bypasses RLS); closes itself when idle. */
export function adminSql(): postgres.Sql {
  shared ??= postgres(stack().urls.db, { max: 3, idle_timeout: 5, onnotice: () => {} });
  return shared;
}
