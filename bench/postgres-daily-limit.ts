// Postgres' own rate for the transaction behind GET /api/analytics/daily-limit: the same RLS
// transaction the function ran (role, claims and timeouts in one set-up statement, then
// public.daily_limit_status()), driven straight at the database with postgres.js by as many
// concurrent clients as autocannon uses, each with its own connection (the function itself runs at
// most its pool's share at once). The function's figure over this one is the share of the
// database's rate the function keeps (goal: >= 50 %).
import postgres from "postgres";
import { DEFAULT_DATABASE_LIMITS } from "../supabase/functions/api/db/with-user.ts";

export interface PostgresRateFigure {
  txPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  clients: number;
  poolSize: number;
}

/** The claims inside an access token (its payload), as the function hands them to Postgres. */
const claimsOf = (token: string): string =>
  Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8");

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number) : 0;

export async function measurePostgresDailyLimit(options: {
  dbUrl: string;
  tokens: string[];
  clients: number;
  durationS: number;
}): Promise<PostgresRateFigure> {
  const poolSize = options.clients;
  const sql = postgres(options.dbUrl, { max: poolSize, onnotice: () => {} });
  const claims = options.tokens.map(claimsOf);
  const { statementTimeoutMs, lockTimeoutMs } = DEFAULT_DATABASE_LIMITS;
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const transaction = (claim: string) =>
    sql.begin(async (tx) => {
      const identity = tx`
        select set_config('role', 'authenticated', true),
               set_config('request.jwt.claims', ${claim}, true),
               set_config('statement_timeout', ${`${statementTimeoutMs}ms`}, true),
               set_config('lock_timeout', ${`${lockTimeoutMs}ms`}, true)`.execute();
      try {
        return await tx`
          select today_spent::text as "todaySpent", daily_limit::text as "dailyLimit",
            monthly_budget::text as "monthlyBudget", spent_before_today::text as "spentBeforeToday",
            committed::text as committed, days_left as "daysLeft"
          from public.daily_limit_status()`;
      } finally {
        await identity.catch(() => undefined);
      }
    });
  try {
    // Warm the pool and the prepared statements, as autocannon's first second warms the function.
    await Promise.all(claims.slice(0, poolSize).map(transaction));
    const endAt = performance.now() + options.durationS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: options.clients }, async () => {
        while (performance.now() < endAt) {
          const claim = claims[next++ % claims.length] as string;
          const t0 = performance.now();
          try {
            await transaction(claim);
            latencies.push(performance.now() - t0);
          } catch {
            errors++;
          }
        }
      }),
    );
    const elapsedS = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      txPerSec: Math.round(latencies.length / elapsedS),
      p50Ms: Math.round(percentile(latencies, 0.5) * 10) / 10,
      p99Ms: Math.round(percentile(latencies, 0.99) * 10) / 10,
      errors,
      clients: options.clients,
      poolSize,
    };
  } finally {
    await sql.end();
  }
}
