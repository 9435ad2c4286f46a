// Fixed-window rate limits kept in Postgres (api_private.rate_limit_windows), shared by every
// instance of the function. Subjects (e-mails, IPs) are stored as sha-256 hashes.
import type postgres from "postgres";
import { sha256Hex } from "../auth/secrets.ts";
import { withService } from "./with-user.ts";

export interface RateRule {
  /** Counter family, e.g. "signin-account". */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

export interface RateState {
  hits: number;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
  exceeded: boolean;
}

function windowOf(rule: RateRule, now: Date) {
  const windowMs = rule.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start: new Date(start), retryAfterSeconds: Math.ceil((start + windowMs - now.getTime()) / 1000) };
}

export function createRateLimiter(sql: postgres.Sql, now: () => Date) {
  return {
    /** Current count without counting this request; `exceeded` once the limit is reached. */
    async peek(rule: RateRule, subject: string): Promise<RateState> {
      const { start, retryAfterSeconds } = windowOf(rule, now());
      const subjectHash = await sha256Hex(subject);
      const rows = await withService(
        sql,
        (tx) => tx<{ hits: number }[]>`
          select hits from api_private.rate_limit_windows
          where bucket = ${rule.bucket} and subject_hash = ${subjectHash} and window_start = ${start}`,
      );
      const hits = rows[0]?.hits ?? 0;
      return { hits, retryAfterSeconds, exceeded: hits >= rule.limit };
    },

    /** Counts this request; `exceeded` when it went over the limit. */
    async hit(rule: RateRule, subject: string): Promise<RateState> {
      const at = now();
      const { start, retryAfterSeconds } = windowOf(rule, at);
      const subjectHash = await sha256Hex(subject);
      const rows = await withService(
        sql,
        (tx) => tx<{ hits: number }[]>`
          insert into api_private.rate_limit_windows (bucket, subject_hash, window_start, hits)
          values (${rule.bucket}, ${subjectHash}, ${start}, 1)
          on conflict (bucket, subject_hash, window_start)
          do update set hits = rate_limit_windows.hits + 1
          returning hits`,
      );
      const hits = rows[0]?.hits ?? 1;
      // Occasional pruning keeps the table small without a scheduler.
      if (Math.random() < 0.01) {
        const dayAgo = new Date(at.getTime() - 86_400_000);
        await withService(
          sql,
          (tx) => tx`delete from api_private.rate_limit_windows where window_start < ${dayAgo}`,
        );
      }
      return { hits, retryAfterSeconds, exceeded: hits > rule.limit };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** The limits of docs/product.md §9.4. */
export const RATE_RULES = {
  signinPerAccount: { bucket: "signin-account", limit: 10, windowSeconds: 15 * 60 },
  signinPerIp: { bucket: "signin-ip", limit: 100, windowSeconds: 60 * 60 },
  signupPerIp: { bucket: "signup-ip", limit: 20, windowSeconds: 60 * 60 },
  forgotPerEmail: { bucket: "forgot-email", limit: 5, windowSeconds: 60 * 60 },
  forgotPerIp: { bucket: "forgot-ip", limit: 20, windowSeconds: 60 * 60 },
  resetPerIp: { bucket: "reset-ip", limit: 30, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>;
