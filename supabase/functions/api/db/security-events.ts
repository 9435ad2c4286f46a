// The security log (docs/security.md): sign-ins, failed sign-ins and exports, written by the API's own
// connection into api_private.security_events (kept one year by the scheduled job). The account and
// the client are stored as SHA-256 hashes, as the sign-in throttle does; the user where known.
import type postgres from "postgres";
import { sha256Hex } from "../auth/secrets.ts";

export type SecurityEventKind = "signin" | "signin_failed" | "export";

export interface SecurityEvent {
  kind: SecurityEventKind;
  userId?: string | null;
  /** The throttle's account key ("user:<id>" or "unknown:<what was typed>"). */
  accountKey?: string | null;
  ip?: string | null;
}

export async function recordSecurityEvent(sql: postgres.Sql, event: SecurityEvent): Promise<void> {
  const [account, client] = await Promise.all([
    event.accountKey ? sha256Hex(event.accountKey) : null,
    event.ip ? sha256Hex(event.ip) : null,
  ]);
  await sql`
    insert into api_private.security_events (kind, user_id, account_hash, client_hash)
    values (${event.kind}, ${event.userId ?? null}, ${account}, ${client})`;
}
