// Sign-in throttling after OWASP ASVS 2.2.1 (design in docs/api.md, "Sign-in throttling"): attempts
// are counted before the password is checked, per client IP, per account *and* client (with a growing
// delay), and per account only for clients that never signed in to it. So a guesser slows to a crawl
// and cannot lock the owner out of a device they already use.
import type postgres from "postgres";
import { sha256Hex } from "../auth/secrets.ts";
import { RATE_RULES, type RateLimiter } from "./rate-limits.ts";
import { withService } from "./with-user.ts";

/** How long a successful sign-in makes a client "known" to the account. */
const KNOWN_FOR_MS = 30 * 86_400_000;

export type SigninAttempt =
  | { allowed: false; retryAfterSeconds: number }
  | {
      allowed: true;
      /** The password was right: the attempt does not count, the client's record is cleared and it is remembered. */
      succeeded(): Promise<void>;
    };

export function createSigninThrottle(sql: postgres.Sql, limiter: RateLimiter, now: () => Date) {
  async function isKnownClient(accountKey: string, ip: string): Promise<boolean> {
    const [account, client] = await Promise.all([sha256Hex(accountKey), sha256Hex(ip)]);
    const rows = await withService(
      sql,
      (tx) => tx`
        select 1 from api_private.signin_known_clients
        where account_hash = ${account} and client_hash = ${client}
          and last_success_at > ${new Date(now().getTime() - KNOWN_FOR_MS)}`,
    );
    return rows.length > 0;
  }

  async function remember(accountKey: string, ip: string): Promise<void> {
    const [account, client] = await Promise.all([sha256Hex(accountKey), sha256Hex(ip)]);
    await withService(
      sql,
      (tx) => tx`
        insert into api_private.signin_known_clients (account_hash, client_hash, last_success_at)
        values (${account}, ${client}, ${now()})
        on conflict (account_hash, client_hash) do update set last_success_at = excluded.last_success_at`,
    );
  }

  return {
    /**
     * Takes the attempt before the password is checked, or says when to try again. The same work is
     * done whether or not the account exists (`accountKey` names unknown ones too).
     */
    async begin(accountKey: string, ip: string): Promise<SigninAttempt> {
      const pair = `${accountKey}|${ip}`;
      const taken: Array<[typeof RATE_RULES.signinPerIp | typeof RATE_RULES.signinPerAccount, string]> = [];
      const giveBack = () => Promise.all(taken.map(([rule, subject]) => limiter.release(rule, subject)));
      const refuse = async (retryAfterSeconds: number): Promise<SigninAttempt> => {
        await giveBack();
        return { allowed: false, retryAfterSeconds };
      };

      const known = await isKnownClient(accountKey, ip);
      const perIp = await limiter.reserve(RATE_RULES.signinPerIp, ip);
      if (!perIp.allowed) return refuse(perIp.retryAfterSeconds);
      taken.push([RATE_RULES.signinPerIp, ip]);
      if (!known) {
        const perAccount = await limiter.reserve(RATE_RULES.signinPerAccount, accountKey);
        if (!perAccount.allowed) return refuse(perAccount.retryAfterSeconds);
        taken.push([RATE_RULES.signinPerAccount, accountKey]);
      }
      const perPair = await limiter.reserve(RATE_RULES.signinPerAccountClient, pair);
      if (!perPair.allowed) return refuse(perPair.retryAfterSeconds);

      return {
        allowed: true,
        async succeeded() {
          await Promise.all([
            giveBack(),
            limiter.clear(RATE_RULES.signinPerAccountClient, pair),
            remember(accountKey, ip),
          ]);
        },
      };
    },

    /** A client that just created the account is the owner's. */
    remember,
  };
}

export type SigninThrottle = ReturnType<typeof createSigninThrottle>;
