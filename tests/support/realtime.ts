// supabase-js Realtime against the test stack (or another gateway): a client with the `ws` transport
// (Node 20 has no global WebSocket) and a channel that records every change, system message and
// status it gets, so tests can wait for what must arrive and check what must not.
import {
  createClient,
  type RealtimeChannel,
  type RealtimePostgresChangesPayload,
  type SupabaseClient,
} from "@supabase/supabase-js";
import { importJWK, SignJWT } from "jose";
import WebSocket from "ws";
import { stack } from "./stack.ts";

export interface RealtimeClientOptions {
  /** Defaults to the test stack's gateway. */
  gatewayUrl?: string;
  vsn?: "1.0.0" | "2.0.0";
  heartbeatIntervalMs?: number;
  heartbeatCallback?: (status: string) => void;
}

/** A supabase-js client whose Realtime really connects (publishable key, no session of its own). */
export function realtimeClient(options: RealtimeClientOptions = {}): SupabaseClient {
  return createClient(options.gatewayUrl ?? stack().urls.gateway, stack().keys.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: {
      transport: WebSocket as never,
      ...(options.vsn ? { vsn: options.vsn } : {}),
      ...(options.heartbeatIntervalMs ? { heartbeatIntervalMs: options.heartbeatIntervalMs } : {}),
      ...(options.heartbeatCallback ? { heartbeatCallback: options.heartbeatCallback } : {}),
    },
  });
}

/** An access token as Auth issues it (ES256, the stack's signing key), with a chosen lifetime. */
export async function signAccessToken(userId: string, expiresInSeconds: number): Promise<string> {
  const { signingKey } = stack().keys;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: "authenticated", aal: "aal1", is_anonymous: false })
    .setProtectedHeader({ alg: "ES256", kid: signingKey.kid, typ: "JWT" })
    .setIssuer(`${stack().urls.gateway}/auth/v1`)
    .setSubject(userId)
    .setAudience("authenticated")
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(await importJWK(signingKey.privateJwk, "ES256"));
}

export type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

export interface Binding {
  event: "*" | "INSERT" | "UPDATE" | "DELETE";
  schema: string;
  table?: string;
  filter?: string;
}

export interface WatchedChannel {
  channel: RealtimeChannel;
  changes: Change[];
  system: Array<Record<string, unknown>>;
  statuses: string[];
  /** Resolves with the first change (already received or still to come) that matches. */
  waitForChange(match: (change: Change) => boolean, timeoutMs?: number): Promise<Change>;
  /** Resolves once the channel has reported `status` `times` times in all (e.g. 2: subscribed again). */
  waitForStatus(status: string, times: number, timeoutMs?: number): Promise<void>;
}

function waitUntil<T>(probe: () => T | undefined, what: string, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      const found = probe();
      if (found !== undefined) {
        clearInterval(timer);
        resolve(found);
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(timer);
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
      }
    }, 10);
  });
}

/**
 * Joins a channel with `postgres_changes` bindings and resolves once it is SUBSCRIBED; rejects with
 * the server's reason when the join is refused.
 */
export function watchChanges(
  client: SupabaseClient,
  name: string,
  bindings: Binding[],
): Promise<WatchedChannel> {
  const changes: Change[] = [];
  const system: Array<Record<string, unknown>> = [];
  const statuses: string[] = [];
  let channel = client.channel(name);
  for (const binding of bindings) {
    channel = channel.on("postgres_changes", binding as never, (payload: Change) => changes.push(payload));
  }
  channel = channel.on("system", {}, (payload: Record<string, unknown>) => system.push(payload));
  const watched: WatchedChannel = {
    channel,
    changes,
    system,
    statuses,
    waitForChange: (match, timeoutMs = 5_000) =>
      waitUntil(() => changes.find(match), "a matching change", timeoutMs),
    waitForStatus: async (status, times, timeoutMs = 5_000) => {
      await waitUntil(
        () => (statuses.filter((s) => s === status).length >= times ? true : undefined),
        `status ${status} (${times}×)`,
        timeoutMs,
      );
    },
  };
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      statuses.push(status);
      if (status === "SUBSCRIBED") resolve(watched);
      else if (status === "CHANNEL_ERROR" || status === "TIMED_OUT") {
        reject(new Error(error?.message ?? status));
      }
    });
  });
}
