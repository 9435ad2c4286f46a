// Runs queries as the signed-in caller: one transaction that drops to the `authenticated` role and
// carries the verified JWT claims, so row-level security (not handler code) decides what is visible.
import type postgres from "postgres";
import type { AccessClaims } from "../auth/verify-token.ts";

/** A transaction handle usable as a tagged template (postgres.js TransactionSql). */
export type Tx = postgres.TransactionSql;

export function withUser<T>(
  sql: postgres.Sql,
  claims: AccessClaims,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return sql.begin(async (tx) => {
    // Both settings are transaction-local (is_local = true): they vanish at commit, so a pooled
    // connection never leaks one caller's identity to the next request. Sent without waiting for
    // the answer: postgres.js pipelines the caller's first query right behind it on the same
    // connection, saving a round trip on hot paths such as the per-second daily-limit poll.
    const identity =
      tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`.execute();
    try {
      return await work(tx);
    } finally {
      await identity.catch(() => undefined);
    }
  }) as Promise<T>;
}
