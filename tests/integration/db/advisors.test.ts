// Supabase's own database linter (the real CLI's `db advisors`, the checks hosted projects show in
// the dashboard) finds no security or performance issue at level warn or above.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../../local/config.ts";
import { stack } from "../../support/stack.ts";

const run = promisify(execFile);

interface Finding {
  name: string;
  level: string;
  detail: string;
}

describe("supabase db advisors", () => {
  it("reports no finding at level warn or above", async () => {
    // Asked for everything down to INFO, so the answer also shows that the lints really ran.
    const { stdout } = await run(
      path.join(projectRoot, "node_modules/.bin/supabase"),
      [
        "db",
        "advisors",
        `--remote=${stack().urls.db}`,
        "--type",
        "all",
        "--level",
        "info",
        "--output-format",
        "json",
      ],
      { cwd: projectRoot, env: { ...process.env, PGSSLMODE: "disable", DO_NOT_TRACK: "1" } },
    );
    const { results } = JSON.parse(stdout) as { results: Finding[] };
    // Server-only tables deliberately have RLS on and no policy: an INFO finding, as intended.
    expect(results.map((f) => `${f.name}: ${f.detail}`)).toContain(
      "rls_enabled_no_policy: Table `public.password_reset_tokens` has RLS enabled, but no policies exist",
    );
    // The Indian-day helpers, the history search's text and the budget cycle are SQL with
    // SQL-standard bodies (names bound at creation) and deliberately no `set search_path`, which
    // would stop the planner inlining them (supabase/schemas/01_helpers.sql, 26_expense_search.sql,
    // 41_budget_cycle.sql): the linter's only exceptions.
    const inlined = [
      ...[
        "ist_clock",
        "ist_day",
        "ist_start_of",
        "expense_search_text",
        "last_working_day",
        "cycle_start_in_month",
        "cycle_bounds_of",
        "cycle_bounds_at",
        "cycle_bounds",
      ].map((name) => `private.${name}`),
    ].map((name) => `function_search_path_mutable: Function \`${name}\` has a role mutable search_path`);
    const serious = results.filter((f) => f.level !== "INFO" && !inlined.includes(`${f.name}: ${f.detail}`));
    expect(serious.map((f) => `${f.level} ${f.name}: ${f.detail}`)).toEqual([]);
  }, 60_000);
});
