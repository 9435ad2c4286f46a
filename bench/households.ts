// Households' figures (`npm run bench`, BENCH_ONLY=households): the balances of a household with 10
// members and 10,000 shared expenses, and whether shares slow a member's home. Figures, not pass/fail.
//
// The household: 10 members; 10,000 shared expenses this month, ₹100 each, paid in turn by each
// member and split equally among five of them in turn — so every member has 5,000 shares (50,000 in
// all). Beside it, a person with 5,000 personal expenses of ₹20 this month and no shares: the same
// number of rows in their spending, for the "home with shares as fast as without" comparison.
import type postgres from "postgres";
import { indianDay } from "../supabase/functions/_shared/calendar/indian-day.ts";

export interface BenchUser {
  id: string;
  token: string;
}

export interface HouseholdFigureDeps {
  sql: postgres.Sql;
  directApi: string;
  newUser: () => Promise<BenchUser>;
  /** bench/run.ts's `measure`: one connection, autocannon's p50/p99. */
  measure: (
    scenario: string,
    url: string,
    token: string,
    goal?: string,
  ) => Promise<{ p50Ms: number; p99Ms: number; reqPerSec: number }>;
  /** bench/run.ts's `sqlTime`: one statement's Postgres time as a user (EXPLAIN ANALYZE, median of 5). */
  sqlTime: (userId: string, statement: string) => Promise<number>;
  log: (line: string) => void;
}

const MEMBERS = 10;
const SHARED_EXPENSES = 10_000;
const SHARERS = 5;
const PERSONAL_EXPENSES = 5_000;

async function call<T>(directApi: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${directApi}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function measureHouseholds(deps: HouseholdFigureDeps) {
  const { sql, directApi, log } = deps;
  const members: BenchUser[] = [];
  for (let i = 0; i < MEMBERS; i++) members.push(await deps.newUser());
  const [owner] = members as [BenchUser];
  const household = await call<{ id: string }>(directApi, owner.token, "POST", "/households", {
    name: "Bench flat",
  });
  for (const member of members.slice(1)) {
    const invite = await call<{ code: string }>(
      directApi,
      owner.token,
      "POST",
      `/households/${household.id}/invites`,
    );
    await call(directApi, member.token, "POST", "/households/join", { code: invite.code });
  }
  const solo = await deps.newUser();
  const everyone = [...members, solo].map((user) => user.id);
  await sql`insert into public.budgets (user_id, amount) select unnest(${everyone}::uuid[]), 30000`;

  log(
    `household: ${MEMBERS} members, ${SHARED_EXPENSES.toLocaleString("en-IN")} shared expenses this month, ` +
      `${(SHARED_EXPENSES * SHARERS).toLocaleString("en-IN")} shares`,
  );
  const started = Date.now();
  // One transaction: the shares' add-up check runs at commit. Spread over this month up to now.
  await sql.begin(async (tx) => {
    await tx`
      create temporary table bench_members on commit drop as
      select m.id, m.user_id, row_number() over (order by m.joined_at, m.id) - 1 as slot
      from public.household_members m where m.household_id = ${household.id}`;
    await tx`
      create temporary table bench_expenses on commit drop as
      select gen_random_uuid() as id, g,
        private.ist_start_of(date_trunc('month', private.ist_today())::date)
          + (g::float / ${SHARED_EXPENSES}) * (now() - private.ist_start_of(date_trunc('month', private.ist_today())::date)) as spent_at
      from generate_series(0, ${SHARED_EXPENSES - 1}) g`;
    await tx`
      insert into public.expenses (id, user_id, amount, category, description, spent_at, household_id, paid_by)
      select b.id, m.user_id, 100, (array['Food & Dining','Groceries','Transport','Rent'])[1 + b.g % 4],
        'Shared ' || b.g, b.spent_at, ${household.id}, m.id
      from bench_expenses b join bench_members m on m.slot = b.g % ${MEMBERS}`;
    await tx`
      insert into public.expense_shares (expense_id, member_id, household_id, user_id, amount)
      select b.id, m.id, ${household.id}, m.user_id, ${100 / SHARERS}
      from bench_expenses b, generate_series(0, ${SHARERS - 1}) k
      join bench_members m on true
      where m.slot = (b.g + k) % ${MEMBERS}`;
  });
  await sql`
    insert into public.expenses (user_id, amount, category, description, spent_at)
    select ${solo.id}, ${100 / SHARERS}, (array['Food & Dining','Groceries','Transport','Rent'])[1 + g % 4],
      'Personal ' || g,
      private.ist_start_of(date_trunc('month', private.ist_today())::date)
        + (g::float / ${PERSONAL_EXPENSES}) * (now() - private.ist_start_of(date_trunc('month', private.ist_today())::date))
    from generate_series(0, ${PERSONAL_EXPENSES - 1}) g`;
  await sql`analyze public.expenses, public.expense_shares, public.expense_daily_totals, public.household_members`;
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const member = members[3] as BenchUser;
  const balances = await deps.measure(
    "GET /api/households/:id/balances (10 members, 10k)",
    `${directApi}/households/${household.id}/balances`,
    member.token,
    "p99 <= 50 ms",
  );
  const balancesSql = await deps.sqlTime(
    member.id,
    `select * from private.household_nets('${household.id}')`,
  );
  log(`household_nets (SQL, 10 members, 10k expenses)   ${balancesSql} ms in Postgres`);
  const list = await deps.measure(
    "GET /api/households/:id/expenses (first 50)",
    `${directApi}/households/${household.id}/expenses?limit=50`,
    member.token,
  );
  const search = await deps.measure(
    "GET /api/households/:id/expenses?q=shared 99",
    `${directApi}/households/${household.id}/expenses?limit=50&q=${encodeURIComponent("shared 99")}`,
    member.token,
  );
  const home: Record<string, { withShares: number; withoutShares: number; ratio: number }> = {};
  for (const [name, path] of [
    ["daily-limit", "/analytics/daily-limit"],
    ["month summary", `/expenses/summary?month=${indianDay(new Date()).slice(0, 7)}`],
  ] as const) {
    const shared = await deps.measure(`home ${name}: 5,000 shares`, `${directApi}${path}`, member.token);
    const personal = await deps.measure(
      `home ${name}: 5,000 personal, no shares`,
      `${directApi}${path}`,
      solo.token,
    );
    home[name] = {
      withShares: shared.p99Ms,
      withoutShares: personal.p99Ms,
      ratio: Math.round((shared.p99Ms / Math.max(1, personal.p99Ms)) * 100) / 100,
    };
    log(`home ${name}: p99 ${shared.p99Ms} ms with 5,000 shares vs ${personal.p99Ms} ms without`);
  }
  return { balances, balancesSql, list, search, home };
}
