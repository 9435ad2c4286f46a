// Runs queries as the signed-in caller: one transaction that drops to the `authenticated` role and
// carries the verified JWT claims, so row-level security (not handler code) decides what is visible.
// Every transaction here (the caller's, and the function's own in withService) has a statement and a
// lock timeout, and a caller holds at most a fair share of the pool (db/fair-gate.ts), so no request
// can starve the others.
import type postgres from "postgres";
import type { AccessClaims } from "../auth/verify-token.ts";
import { createFairGate, type FairGate, GateBusyError } from "./fair-gate.ts";

/** A transaction handle usable as a tagged template (postgres.js TransactionSql). */
export type Tx = postgres.TransactionSql;

export interface DatabaseLimits {
  /** Longest a single statement may run (`set local statement_timeout`). */
  statementTimeoutMs: number;
  /** Longest a statement may wait for a row or table lock (`set local lock_timeout`). */
  lockTimeoutMs: number;
  /** Transactions one user may run at once. */
  perUserConcurrency: number;
  /** Connections kept free of user transactions: /health and the function's own queries use them. */
  reservedConnections: number;
  /** How long a user's request may wait for its turn before a 503. */
  maxWaitMs: number;
}

export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = {
  statementTimeoutMs: 5000,
  lockTimeoutMs: 2000,
  perUserConcurrency: 3,
  reservedConnections: 2,
  maxWaitMs: 5000,
};

interface Policy {
  gate: FairGate;
  /** The statement and lock timeouts as settings' text: the set-ups' values (SET_UP, SERVICE_SET_UP). */
  timeoutValues: [string, string];
}

// Keyed by pool so that every caller of withUser(sql, …), including routes added later, gets the limits
// without passing them around; createApp configures its pool once.
const policies = new WeakMap<postgres.Sql, Policy>();

export function configureDatabase(sql: postgres.Sql, overrides: Partial<DatabaseLimits> = {}): void {
  const limits = { ...DEFAULT_DATABASE_LIMITS, ...overrides };
  const poolSize = Number(sql.options.max) || 10;
  const total = Math.max(1, poolSize - limits.reservedConnections);
  policies.set(sql, {
    timeoutValues: [`${limits.statementTimeoutMs}ms`, `${limits.lockTimeoutMs}ms`],
    gate: createFairGate({
      perKey: Math.min(limits.perUserConcurrency, total),
      total,
      maxWaitMs: limits.maxWaitMs,
      maxQueuedPerKey: 50,
    }),
  });
}

function policyOf(sql: postgres.Sql): Policy {
  if (!policies.has(sql)) configureDatabase(sql);
  return policies.get(sql) as Policy;
}

/** Thrown when a user's request found no free turn in time; the error handler answers 503. */
export class DatabaseBusyError extends Error {
  constructor() {
    super("Too many requests are waiting for the database");
    this.name = "DatabaseBusyError";
  }
}

/**
 * The vendored postgres.js' `begin` that writes the callback's first queries right behind BEGIN and
 * runs `after` in COMMIT's (or ROLLBACK's) own message (supabase/functions/_vendor/postgres/README.md).
 * Deno type-checks against the published typings, which do not know it.
 */
type PipelinedSql = postgres.Sql & {
  beginPipelined: <T>(work: (tx: Tx) => Promise<T>, after: string) => Promise<T>;
};

/**
 * Sent right after COMMIT or ROLLBACK, in the same simple query: the connection goes back to the pool
 * as the function's own role whether the transaction committed, rolled back or never began.
 */
const RESET_ROLE = "set role none";

/** The transaction-local timeouts as a select list, their two values at the placeholders given. */
const timeouts = (statement: string, lock: string) =>
  `set_config('statement_timeout', ${statement}, true), set_config('lock_timeout', ${lock}, true)`;

/** The index order settings' select list (indexOrderSettings), as text for the set-up statements. */
const INDEX_ORDER =
  "set_config('enable_bitmapscan', 'off', true), set_config('enable_sort', 'off', true), " +
  "set_config('plan_cache_mode', 'force_generic_plan', true)";

/**
 * withUser's set-up, $1 the claims, $2 and $3 the statement and lock timeouts: the role for the
 * session, the rest transaction-local. Whole texts written once, so a request builds one query and no
 * fragments (postgres.js makes a query object of every nested template, each request).
 */
const SET_UP = `select set_config('role', 'authenticated', false),
  set_config('request.jwt.claims', $1, true), ${timeouts("$2", "$3")}`;
const SET_UP_IN_INDEX_ORDER = `${SET_UP}, ${INDEX_ORDER}`;
/** withService's set-up, $1 and $2 the statement and lock timeouts. */
const SERVICE_SET_UP = `select ${timeouts("$1", "$2")}`;

/**
 * Settings for reading list pages in index order, whatever the statistics say. The expenses' read
 * policy is three `or` arms (the writer, the households, a former member's shares), and the planner
 * takes every user and household as average (`auth.uid()` is known only when the statement runs):
 * guessing a set small, it reads the arms by bitmap, or the rows in any order, and sorts all they
 * match — thousands for a heavy user or a big household — instead of walking the index from the cursor
 * and stopping at the page. And planned once per connection (a generic plan): the page's statement,
 * two sets merged under the policy's arms, took 1.2 ms to plan against 0.5 ms to run, and with the
 * page size unknown to a generic plan's estimate Postgres planned it again for every request. In index
 * order the generic plan is the custom one. Transaction-local; not for the search, whose trigram index
 * is read by bitmap only and whose plan rightly depends on the words.
 */
export const indexOrderSettings = (tx: Tx) => tx.unsafe(INDEX_ORDER);

/** The same settings as a statement of their own (for tests that run a list's statement directly). */
export const inIndexOrder = (tx: Tx) => tx`select ${indexOrderSettings(tx)}`;

export interface WithUserOptions {
  /** The transaction reads list pages: in index order (indexOrderSettings). */
  indexOrder?: boolean;
}

export async function withUser<T>(
  sql: postgres.Sql,
  claims: AccessClaims,
  work: (tx: Tx) => Promise<T>,
  options: WithUserOptions = {},
): Promise<T> {
  const { gate, timeoutValues } = policyOf(sql);
  const release = await gate.enter(claims.sub).catch((error: unknown) => {
    throw error instanceof GateBusyError ? new DatabaseBusyError() : error;
  });
  try {
    return (await (sql as PipelinedSql).beginPipelined(async (tx: Tx) => {
      // BEGIN, this set-up and the caller's first query leave in one write, one round trip
      // (beginPipelined: BEGIN's answer is awaited before COMMIT, not before the set-up). The claims
      // and timeouts are transaction-local (is_local = true): they vanish at commit, so a pooled
      // connection never leaks one caller's identity to the next request. The role is set for the
      // session instead, and set back right after COMMIT or ROLLBACK in the same message (RESET_ROLE):
      // should BEGIN ever fail while its connection lives on, the queries pipelined behind it run
      // outside a transaction, and they must still run as `authenticated`, without claims, so
      // row-level security refuses them rather than the function's own role bypassing it.
      // (`set role` does not apply the role's own statement_timeout, hence the explicit one.)
      const identity = tx
        .unsafe(
          options.indexOrder ? SET_UP_IN_INDEX_ORDER : SET_UP,
          [JSON.stringify(claims), ...timeoutValues],
          {
            prepare: true,
          },
        )
        .execute();
      try {
        return await work(tx);
      } finally {
        await identity.catch(() => undefined);
      }
    }, RESET_ROLE)) as T;
  } finally {
    release();
  }
}

/** The function's own queries (service rights: sign-in lookups, resets, rate limits), with the same timeouts. */
export function withService<T>(sql: postgres.Sql, work: (tx: Tx) => Promise<T>): Promise<T> {
  const { timeoutValues } = policyOf(sql);
  return sql.begin(async (tx) => {
    const settings = tx.unsafe(SERVICE_SET_UP, timeoutValues, { prepare: true }).execute();
    try {
      return await work(tx);
    } finally {
      await settings.catch(() => undefined);
    }
  }) as Promise<T>;
}
