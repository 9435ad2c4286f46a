// Realtime stand-in: the part of Supabase Realtime the app uses — `postgres_changes` over Phoenix
// channels at /realtime/v1/websocket — so @supabase/realtime-js subscribes unchanged
// (docs/realtime-standin.md). Changes come from logical replication of the `supabase_realtime`
// publication; Postgres decides, as each subscriber, who receives which change (schema.sql). Joins are
// limited as hosted Realtime limits them (limits.ts), and channels whose session has ended are closed.
// Broadcast from the database (realtime.messages, broadcasts.ts) travels on the same stream.
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { JWTPayload } from "jose";
import type postgres from "postgres";
import { type WebSocket, WebSocketServer } from "ws";
import { urlsOf } from "../config.ts";
import type { ServiceContext } from "../context.ts";
import { createJwtVerifier, jwtErrorMessage } from "../jwt.ts";
import { createSessionCheck, SESSION_CHECK_TTL_MS, SESSION_ENDED } from "../session-check.ts";
import {
  type BroadcastMessage,
  broadcastOf,
  broadcastPayload,
  MESSAGES_PUBLICATION,
  MESSAGES_SCHEMA,
  MESSAGES_TABLE,
  subtopicOf,
  TopicIndex,
} from "./broadcasts.ts";
import { type Binding, type ChangeEvent, type Channel, RealtimeConnection } from "./connection.ts";
import { FilterError, parseFilter, rowPassesFilter } from "./filters.ts";
import { RateWindow, REALTIME_LIMITS, type RealtimeLimits } from "./limits.ts";
import { SUPPORTED_VSN, type Vsn } from "./protocol.ts";
import { type RowChange, startReplication } from "./replication.ts";
import { SubscriptionIndex } from "./subscription-index.ts";

export const PUBLICATION = "supabase_realtime";
const ROLES = new Set(["anon", "authenticated", "service_role"]);
/** Frames from clients are small (joins, heartbeats, tokens). */
const MAX_FRAME_BYTES = 64 * 1024;
/** A socket that answers no ping for this long is dropped (a phone that lost its network). */
const PING_EVERY_MS = 30_000;
/** How often joined channels' sessions are checked (an ended one's channels are closed). */
const SESSION_SWEEP_MS = SESSION_CHECK_TTL_MS;
const JSON_TYPES = new Set([114, 3802]);
/** Broadcast messages are kept this long, as hosted keeps them (then deleted hourly). */
const MESSAGES_KEPT = "3 days";
const MESSAGES_SWEEP_MS = 60 * 60 * 1000;

export interface RealtimeService {
  /** Takes over an HTTP upgrade whose path (without /realtime/v1) is /websocket. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  stats(): { connections: number; channels: number; streaming: boolean };
  close(): Promise<void>;
}

type Claims = JWTPayload & { role: string };

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

interface Socket {
  ws: WebSocket;
  connection: RealtimeConnection;
  alive: boolean;
}

function rejectUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${status === 401 ? "Unauthorized" : status === 404 ? "Not Found" : "Bad Request"}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function createRealtimeService(
  ctx: ServiceContext,
  options: { log?: (line: string) => void; limits?: Partial<RealtimeLimits> } = {},
): RealtimeService {
  const log = options.log ?? ((line: string) => console.error(line));
  const limits: RealtimeLimits = { ...REALTIME_LIMITS, ...options.limits };
  const verify = createJwtVerifier(ctx.keys);
  const sessions = createSessionCheck(ctx.sql);
  const joins = new RateWindow(limits.joinsPerSecond);
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const sockets = new Set<Socket>();
  const subscriptions = new SubscriptionIndex<Channel, Binding>();
  const topics = new TopicIndex<Channel>();
  let nextBindingId = 1;
  let nextChannelKey = 1;

  async function verifyClaims(token: string): Promise<Claims> {
    let payload: JWTPayload;
    try {
      payload = await verify(token);
    } catch (error) {
      throw new Error(
        (error as { code?: string }).code === "ERR_JWT_EXPIRED"
          ? "Token has expired"
          : `InvalidJWTToken: ${jwtErrorMessage(error)}`,
      );
    }
    const role = typeof payload.role === "string" ? payload.role : "anon";
    if (!ROLES.has(role)) throw new Error(`InvalidJWTToken: role "${role}" is not allowed`);
    if (!(await sessions.isActive(payload))) throw new Error(`InvalidJWTToken: ${SESSION_ENDED}`);
    return { ...payload, role };
  }

  /**
   * An API key or access token: the new-style keys stand for the legacy JWTs, as at the gateway. A
   * signed-out supabase-js client sends its publishable key as the channel's access token.
   */
  function verifyKeyOrToken(token: string): Promise<Claims> {
    const jwt =
      token === ctx.keys.publishableKey
        ? ctx.keys.anonKey
        : token === ctx.keys.secretKey
          ? ctx.keys.serviceRoleKey
          : token;
    return verifyClaims(jwt);
  }

  /** The API key of the connection. */
  async function apikeyClaims(apikey: string | null): Promise<Claims | null> {
    if (!apikey) return null;
    return verifyKeyOrToken(apikey).catch(() => null);
  }

  async function resolveBindings(requested: unknown[], claims: Claims): Promise<Binding[]> {
    const bindings: Binding[] = [];
    for (const raw of requested) {
      const { event, schema, table, filter } = (raw ?? {}) as Record<string, unknown>;
      const describe = `[event: ${String(event)}, schema: ${String(schema)}, table: ${String(table ?? "*")}, filters: [${filter ? String(filter) : ""}]]`;
      const unable = () =>
        new Error(
          `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${describe}`,
        );
      const upperEvent = typeof event === "string" ? event.toUpperCase() : "";
      if (
        !["*", "INSERT", "UPDATE", "DELETE"].includes(upperEvent) ||
        typeof schema !== "string" ||
        !schema
      ) {
        throw unable();
      }
      if (table !== undefined && typeof table !== "string") throw unable();
      if (filter !== undefined && typeof filter !== "string") throw unable();
      const wholeSchema = table === undefined || table === "*";
      // The table (or, for a whole schema, some table of it) must be in the publication, and readable.
      const published = await ctx.sql<{ entity: string; readable: boolean }[]>`
        select format('%I.%I', schemaname, tablename) as entity,
               has_table_privilege(${claims.role}, format('%I.%I', schemaname, tablename), 'SELECT') as readable
        from pg_publication_tables
        where pubname = ${PUBLICATION}
          and (${schema} = '*' or schemaname = ${schema})
          and (${wholeSchema} or tablename = ${table ?? ""})`;
      if (published.length === 0 || !published.some((row) => row.readable)) throw unable();
      const filters = [];
      if (filter) {
        if (wholeSchema || schema === "*") throw new Error(`${describe}: a filter needs one table`);
        let parsed: ReturnType<typeof parseFilter>;
        try {
          parsed = parseFilter(filter);
        } catch (error) {
          if (error instanceof FilterError) throw new Error(error.message);
          throw error;
        }
        const entity = published[0]?.entity ?? "";
        try {
          const values: string[] = [];
          for (const value of parsed.values) {
            const [row] = await ctx.sql<{ value: string }[]>`
              select realtime.filter_value(${entity}::regclass, ${parsed.column}, ${value}) as value`;
            values.push(row?.value ?? value);
          }
          filters.push({ ...parsed, values });
        } catch (error) {
          throw new Error(`invalid filter "${filter}": ${(error as Error).message}`);
        }
      }
      bindings.push({
        id: nextBindingId++,
        requested: {
          event: event as string,
          schema,
          ...(table !== undefined ? { table } : {}),
          ...(filter !== undefined ? { filter } : {}),
        },
        event: upperEvent as ChangeEvent,
        schema,
        table: wholeSchema ? undefined : table,
        filters,
      });
    }
    return bindings;
  }

  /** Whether a private channel's claims may read its topic: RLS on realtime.messages decides. */
  async function authorizePrivate(subtopic: string, claims: Claims): Promise<boolean> {
    const [row] = await ctx.sql<{ allowed: boolean }[]>`
      select realtime.can_read_topic(${subtopic}, ${ctx.sql.json(claims as postgres.JSONValue)}::jsonb) as allowed`;
    return row?.allowed === true;
  }

  let processing: Promise<void> = Promise.resolve();
  const replication = startReplication({
    dbUrl: urlsOf(ctx.config).db,
    publication: `${PUBLICATION},${MESSAGES_PUBLICATION}`,
    onTransaction: (changes) => {
      const isMessage = (change: RowChange) =>
        change.schema === MESSAGES_SCHEMA && change.table === MESSAGES_TABLE;
      const rows = changes.filter((change) => !isMessage(change));
      const messages = changes.flatMap((change) => {
        const message = isMessage(change) && change.action === "INSERT" ? broadcastOf(change.record) : null;
        return message ? [message] : [];
      });
      processing = processing
        .then(async () => {
          if (rows.length > 0) await deliverAll(rows);
          if (messages.length > 0) await deliverBroadcasts(messages, changes[0]?.xid ?? 0);
        })
        // One transaction's failure must not stop the ones after it.
        .catch((error: Error) => log(`[realtime] delivering a transaction failed: ${error.message}`));
    },
    onStatus: (streaming) => {
      for (const socket of sockets) {
        socket.connection.broadcastSystem(
          streaming ? "ok" : "error",
          streaming ? "Subscribed to PostgreSQL" : "Unable to connect to the database: retrying",
        );
      }
    },
    log,
  });

  /** The row as `jsonb_populate_record` takes it: text values, JSON columns as JSON. */
  function rowJson(change: RowChange, row: RowChange["record"]): Record<string, unknown> | null {
    if (!row) return null;
    const out: Record<string, unknown> = {};
    for (const column of change.relation.columns) {
      let value = row[column.name];
      // undefined: an unchanged TOASTed value, which only the old row (if any) carries.
      if (value === undefined) value = change.oldRecord?.[column.name];
      if (value === undefined) continue;
      out[column.name] = value !== null && JSON_TYPES.has(column.typeOid) ? JSON.parse(value) : value;
    }
    return out;
  }

  type Matches = Map<string, { channel: Channel; ids: number[] }>;

  /**
   * The joined channels with a binding that wants this change (event, table and filters). Only the
   * bindings filed under the row's values (e.g. its user_id) and the unfiltered ones are looked at.
   */
  function matchesOf(change: RowChange): Matches {
    const filterRow = (change.action === "DELETE" ? change.oldRecord : change.record) ?? {};
    const matches: Matches = new Map();
    for (const { channel, binding: b } of subscriptions.candidates(filterRow)) {
      if (
        (b.event === "*" || b.event === change.action) &&
        (b.schema === "*" || b.schema === change.schema) &&
        (b.table === undefined || b.table === change.table) &&
        b.filters.every((f) => rowPassesFilter(filterRow, f))
      ) {
        const match = matches.get(channel.key);
        if (match) match.ids.push(b.id);
        else matches.set(channel.key, { channel, ids: [b.id] });
      }
    }
    for (const match of matches.values()) match.ids.sort((a, b) => a - b);
    return matches;
  }

  /**
   * Replication can hand over a commit a moment before the transaction is visible to other sessions
   * (the committing backend has not left the list of running transactions yet). The row checks read
   * the table, so they wait for that (a few milliseconds at most).
   */
  async function awaitVisible(xid: number): Promise<void> {
    for (let attempt = 0; attempt < 200; attempt++) {
      // The 64-bit id of the 32-bit xid replication sent: the one just below the snapshot's xmax.
      const [row] = await ctx.sql<{ visible: boolean }[]>`
        select pg_visible_in_snapshot(
          (xmax - ((xmax - ${xid}) % 4294967296 + 4294967296) % 4294967296)::text::xid8, snapshot
        ) as visible
        from (select snapshot, pg_snapshot_xmax(snapshot)::text::bigint as xmax
              from (select pg_current_snapshot() as snapshot) current) s`;
      if (row?.visible !== false) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  async function deliver(change: RowChange, matches: Matches): Promise<void> {
    // Postgres answers once per distinct set of claims: the channels of one token (one socket, or one
    // account's many) cost one check, however many there are.
    const byClaims = new Map<string, { claims: Channel["claims"]; keys: string[] }>();
    for (const { channel } of matches.values()) {
      const claimsKey = JSON.stringify(channel.claims);
      const group = byClaims.get(claimsKey);
      if (group) group.keys.push(channel.key);
      else byClaims.set(claimsKey, { claims: channel.claims, keys: [channel.key] });
    }
    const groups = [...byClaims.values()];
    const subscribers = groups.map((group, index) => ({ id: String(index), claims: group.claims }));
    const json = (value: unknown) => (value === null ? null : ctx.sql.json(value as postgres.JSONValue));
    const rows = await ctx.sql<{ subscriber_ids: string[]; data: Record<string, unknown> }[]>`
      select subscriber_ids, data from realtime.deliveries(
        ${`${quoteIdent(change.schema)}.${quoteIdent(change.table)}`}::regclass,
        ${change.action},
        ${json(rowJson(change, change.record))}::jsonb,
        ${json(rowJson(change, change.oldRecord))}::jsonb,
        ${json(subscribers)}::jsonb
      )`;
    const commitTimestamp = change.commitTime.toISOString();
    for (const row of rows) {
      const data = { ...row.data, commit_timestamp: commitTimestamp };
      for (const groupIndex of row.subscriber_ids) {
        for (const key of groups[Number(groupIndex)]?.keys ?? []) {
          const match = matches.get(key);
          match?.channel.push("postgres_changes", { ids: match.ids, data });
        }
      }
    }
  }

  async function deliverAll(changes: RowChange[]): Promise<void> {
    const wanted = changes
      .map((change) => ({ change, matches: matchesOf(change) }))
      .filter(({ matches }) => matches.size > 0);
    if (wanted.length === 0) return;
    // Deletes are checked on the old row alone; inserts and updates read the table.
    if (wanted.some(({ change }) => change.action !== "DELETE")) {
      await awaitVisible(changes[0]?.xid ?? 0).catch(() => {});
    }
    for (const { change, matches } of wanted) {
      await deliver(change, matches).catch((error: Error) =>
        log(`[realtime] delivering a change of ${change.schema}.${change.table} failed: ${error.message}`),
      );
    }
  }

  /**
   * Pushes each message to the channels joined on its topic: public messages to public channels;
   * private ones to the private channels whose claims RLS lets read the message (asked per message,
   * once per distinct set of claims).
   */
  async function deliverBroadcasts(messages: BroadcastMessage[], xid: number): Promise<void> {
    const wanted = messages
      .map((message) => ({ message, channels: topics.receivers(message.topic, message.private) }))
      .filter(({ channels }) => channels.length > 0);
    if (wanted.length === 0) return;
    if (wanted.some(({ message }) => message.private)) await awaitVisible(xid).catch(() => {});
    for (const { message, channels } of wanted) {
      try {
        let receivers = channels;
        if (message.private) {
          const byClaims = new Map<string, { claims: Claims; channels: Channel[] }>();
          for (const channel of channels) {
            const key = JSON.stringify(channel.claims);
            const group = byClaims.get(key);
            if (group) group.channels.push(channel);
            else byClaims.set(key, { claims: channel.claims, channels: [channel] });
          }
          const groups = [...byClaims.values()];
          const subscribers = groups.map((group, index) => ({ id: String(index), claims: group.claims }));
          const [row] = await ctx.sql<{ ids: string[] }[]>`
            select realtime.broadcast_recipients(
              ${message.id}::uuid, ${ctx.sql.json(subscribers as postgres.JSONValue)}::jsonb
            ) as ids`;
          receivers = (row?.ids ?? []).flatMap((index) => groups[Number(index)]?.channels ?? []);
        }
        const payload = broadcastPayload(message);
        for (const channel of receivers) channel.push("broadcast", payload);
      } catch (error) {
        log(`[realtime] delivering a broadcast on ${message.topic} failed: ${(error as Error).message}`);
      }
    }
  }

  // Messages older than hosted keeps them are deleted (hosted drops its daily partitions).
  const sweepMessages = () =>
    ctx.sql`delete from realtime.messages where inserted_at < now() - ${MESSAGES_KEPT}::interval`.catch(
      (error: Error) => log(`[realtime] deleting old broadcast messages failed: ${error.message}`),
    );
  void sweepMessages();
  const messageSweeper = setInterval(() => void sweepMessages(), MESSAGES_SWEEP_MS);
  messageSweeper.unref();

  const pinger = setInterval(() => {
    for (const socket of sockets) {
      if (!socket.alive) {
        socket.ws.terminate();
        continue;
      }
      socket.alive = false;
      socket.ws.ping();
    }
  }, PING_EVERY_MS);
  pinger.unref();

  // Sign-out and password resets delete sessions; the channels acting for them are closed.
  let sweeping = false;
  const sessionSweeper = setInterval(() => {
    if (sweeping) return;
    const ids = [...sockets].flatMap((socket) => socket.connection.sessionIds());
    if (ids.length === 0) return;
    sweeping = true;
    sessions
      .ended(ids)
      .then((ended) => {
        if (ended.size === 0) return;
        for (const socket of sockets) socket.connection.closeEndedSessions(ended, SESSION_ENDED);
      })
      .catch((error: Error) => log(`[realtime] checking sessions failed: ${error.message}`))
      .finally(() => {
        sweeping = false;
      });
  }, SESSION_SWEEP_MS);
  sessionSweeper.unref();

  function accept(ws: WebSocket, vsn: Vsn, claims: Claims): void {
    const socket: Socket = {
      ws,
      alive: true,
      connection: new RealtimeConnection({
        vsn,
        apikeyClaims: claims,
        send: (text) => {
          if (ws.readyState === ws.OPEN) ws.send(text);
        },
        verifyToken: verifyKeyOrToken,
        resolveBindings,
        authorizePrivate,
        streaming: () => replication.streaming,
        newChannelKey: () => String(nextChannelKey++),
        limits,
        allowJoin: () => joins.tryTake(),
        onChannelOpened: (channel) => {
          subscriptions.add(channel, channel.bindings);
          topics.add(channel, subtopicOf(channel.topic), channel.private);
        },
        onChannelClosed: (channel) => {
          subscriptions.remove(channel);
          topics.remove(channel);
        },
        log,
      }),
    };
    sockets.add(socket);
    ws.on("pong", () => {
      socket.alive = true;
    });
    ws.on("message", (data, isBinary) => {
      socket.alive = true;
      const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      socket.connection.receive(buffer, isBinary);
    });
    ws.on("close", () => {
      sockets.delete(socket);
      socket.connection.dispose();
    });
    ws.on("error", () => ws.terminate());
  }

  return {
    handleUpgrade(request, socket, head) {
      const url = new URL(request.url ?? "/", "http://realtime.local");
      if (url.pathname.replace(/\/+$/, "") !== "/websocket") return rejectUpgrade(socket, 404, "not found");
      const vsn = (url.searchParams.get("vsn") ?? "1.0.0") as Vsn;
      if (!SUPPORTED_VSN.includes(vsn)) return rejectUpgrade(socket, 400, `unsupported vsn ${vsn}`);
      const header = request.headers.apikey;
      const apikey = url.searchParams.get("apikey") ?? (typeof header === "string" ? header : null);
      void apikeyClaims(apikey).then((claims) => {
        if (!claims) return rejectUpgrade(socket, 401, "invalid or missing apikey");
        wss.handleUpgrade(request, socket, head, (ws) => accept(ws, vsn, claims));
      });
    },
    stats: () => ({
      connections: sockets.size,
      channels: [...sockets].reduce((sum, s) => sum + s.connection.channels.size, 0),
      streaming: replication.streaming,
    }),
    async close() {
      clearInterval(pinger);
      clearInterval(sessionSweeper);
      clearInterval(messageSweeper);
      for (const socket of sockets) socket.ws.close(1001, "server shutting down");
      await replication.stop();
      await processing;
      // Sockets that did not finish the closing handshake are cut.
      for (const socket of sockets) socket.ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
