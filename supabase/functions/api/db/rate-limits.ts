// Fixed-window rate limits kept in Postgres (api_private.rate_limit_windows), shared by every
// instance of the function. Subjects (e-mails, IPs, accounts) are stored as sha-256 hashes.
import type postgres from "postgres";
import { sha256Hex } from "../auth/secrets.ts";
import { withService } from "./with-user.ts";

export interface RateRule {
  /** Counter family, e.g. "signin-account". */
  bucket: string;
  limit: number;
  windowSeconds: number;
  /**
   * With a growing delay: after this many attempts in the window, each further one must wait
   * 2^(attempts - freeAttempts) seconds after the previous (1, 2, 4 … s), up to the limit.
   */
  freeAttempts?: number;
}

export interface RateState {
  hits: number;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
  exceeded: boolean;
}

export interface Reservation {
  allowed: boolean;
  /** Seconds until an attempt would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

function windowOf(rule: RateRule, now: Date) {
  const windowMs = rule.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return {
    start: new Date(start),
    end: new Date(start + windowMs),
    retryAfterSeconds: Math.ceil((start + windowMs - now.getTime()) / 1000),
  };
}

export function createRateLimiter(sql: postgres.Sql, now: () => Date) {
  /** Runs `statement` with the condition naming the subject's counter of the current window. */
  async function inCurrentWindow(
    rule: RateRule,
    subject: string,
    statement: (
      tx: postgres.TransactionSql,
      where: postgres.PendingQuery<postgres.Row[]>,
    ) => Promise<unknown>,
  ): Promise<void> {
    const { start } = windowOf(rule, now());
    const subjectHash = await sha256Hex(subject);
    await withService(sql, (tx) =>
      statement(
        tx,
        tx`bucket = ${rule.bucket} and subject_hash = ${subjectHash} and window_start = ${start}`,
      ),
    );
  }

  return {
    /** Counts this request; `exceeded` when it went over the limit. */
    async hit(rule: RateRule, subject: string): Promise<RateState> {
      const at = now();
      const { start, retryAfterSeconds } = windowOf(rule, at);
      const subjectHash = await sha256Hex(subject);
      const rows = await withService(
        sql,
        (tx) => tx<{ hits: number }[]>`
          insert into api_private.rate_limit_windows (bucket, subject_hash, window_start, hits, last_hit_at)
          values (${rule.bucket}, ${subjectHash}, ${start}, 1, ${at})
          on conflict (bucket, subject_hash, window_start)
          do update set hits = rate_limit_windows.hits + 1, last_hit_at = excluded.last_hit_at
          returning hits`,
      );
      const hits = rows[0]?.hits ?? 1;
      // Occasional pruning keeps the tables small without a scheduler.
      if (Math.random() < 0.01) {
        const dayAgo = new Date(at.getTime() - 86_400_000);
        await withService(sql, async (tx) => {
          await tx`delete from api_private.rate_limit_windows where window_start < ${dayAgo}`;
          await tx`delete from api_private.signin_known_clients
            where last_success_at < ${new Date(at.getTime() - 30 * 86_400_000)}`;
        });
      }
      return { hits, retryAfterSeconds, exceeded: hits > rule.limit };
    },

    /**
     * Takes one attempt if the rule allows it now, in one statement: concurrent requests queue on the
     * counter's row lock, so no more than the rule allows ever get through, however many race.
     */
    async reserve(rule: RateRule, subject: string): Promise<Reservation> {
      const at = now();
      const { start, end } = windowOf(rule, at);
      const subjectHash = await sha256Hex(subject);
      const free = rule.freeAttempts ?? rule.limit;
      return withService(sql, async (tx) => {
        const taken = await tx`
          insert into api_private.rate_limit_windows as w (bucket, subject_hash, window_start, hits, last_hit_at)
          values (${rule.bucket}, ${subjectHash}, ${start}, 1, ${at})
          on conflict (bucket, subject_hash, window_start) do update
            set hits = w.hits + 1, last_hit_at = excluded.last_hit_at
            where w.hits < ${rule.limit}
              and (w.hits < ${free} or w.last_hit_at is null
                or w.last_hit_at + make_interval(secs => power(2, w.hits - ${free})) <= excluded.last_hit_at)
          returning hits`;
        if (taken.length === 1) return { allowed: true, retryAfterSeconds: 0 };
        const [row] = await tx<{ hits: number; lastHitAt: Date | null }[]>`
          select hits, last_hit_at as "lastHitAt" from api_private.rate_limit_windows
          where bucket = ${rule.bucket} and subject_hash = ${subjectHash} and window_start = ${start}`;
        const hits = row?.hits ?? rule.limit;
        const until =
          hits >= rule.limit || !row?.lastHitAt
            ? end
            : new Date(row.lastHitAt.getTime() + 2 ** (hits - free) * 1000);
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000)),
        };
      });
    },

    /** Gives back an attempt taken with reserve() (it did not count against the rule). */
    release: (rule: RateRule, subject: string) =>
      inCurrentWindow(
        rule,
        subject,
        (tx, where) =>
          tx`update api_private.rate_limit_windows set hits = greatest(hits - 1, 0) where ${where}`,
      ),

    /** Forgets the subject's attempts in the current window. */
    clear: (rule: RateRule, subject: string) =>
      inCurrentWindow(
        rule,
        subject,
        (tx, where) => tx`delete from api_private.rate_limit_windows where ${where}`,
      ),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** The limits of docs/product.md §9.4, the sign-in throttling and the import uploads of docs/api.md. */
export const RATE_RULES = {
  /** One account from one client (IP): 3 free attempts, then 1, 2, 4 … s apart, at most 10. */
  signinPerAccountClient: {
    bucket: "signin-account-client",
    limit: 10,
    windowSeconds: 15 * 60,
    freeAttempts: 3,
  },
  /** One account from clients that never signed in to it (OWASP ASVS 2.2.1: ≤ 100 an hour). */
  signinPerAccount: { bucket: "signin-account", limit: 100, windowSeconds: 60 * 60 },
  signinPerIp: { bucket: "signin-ip", limit: 100, windowSeconds: 60 * 60 },
  signupPerIp: { bucket: "signup-ip", limit: 20, windowSeconds: 60 * 60 },
  forgotPerEmail: { bucket: "forgot-email", limit: 5, windowSeconds: 60 * 60 },
  forgotPerIp: { bucket: "forgot-ip", limit: 20, windowSeconds: 60 * 60 },
  resetPerIp: { bucket: "reset-ip", limit: 30, windowSeconds: 15 * 60 },
  /**
   * CSV previews and imports per user: a file of up to 5 MB each, enough for a dozen statements
   * with a few previews each, few enough that one user cannot keep the function busy reading files.
   */
  importUploadsPerUser: { bucket: "import-uploads-user", limit: 30, windowSeconds: 15 * 60 },
  /** Concerns raised per user: room for several real ones a day, not a flood of e-mails and rows. */
  concernsPerUser: { bucket: "concerns-user", limit: 10, windowSeconds: 24 * 60 * 60 },
  /** Data archives asked for per user: each reads everything and sends an e-mail. */
  archivesPerUser: { bucket: "archives-user", limit: 5, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, RateRule>;
