// One WebSocket of the Realtime stand-in: the Phoenix channel protocol as realtime-js speaks it. Topic
// `phoenix` answers heartbeats; a channel topic (`realtime:<name>`) is joined with `phx_join` (its
// `postgres_changes` bindings are checked and echoed back with ids), kept alive with fresh tokens by
// `access_token`, and left with `phx_leave`. When the channel's token expires without a fresh one, or
// its session ends (sign-out, password reset), the channel is closed as hosted Realtime does. A private
// channel (`config.private`) is joined only when the user may read its topic (RLS on realtime.messages,
// asked again with each new token). Messages of one socket are handled one at a time, in order.
import type { JWTPayload } from "jose";
import { LIMIT_REASONS, type RealtimeLimits } from "./limits.ts";
import {
  decodeBinaryPushHeader,
  decodeText,
  encode,
  type PhoenixMessage,
  reply,
  type Vsn,
} from "./protocol.ts";

export type ChangeEvent = "*" | "INSERT" | "UPDATE" | "DELETE";

/** A `postgres_changes` binding as the client asked for it, plus what the stand-in needs to match it. */
export interface Binding {
  id: number;
  /** Echoed back exactly as received, so realtime-js finds its bindings again. */
  requested: { event: string; schema: string; table?: string; filter?: string };
  event: ChangeEvent;
  schema: string;
  /** undefined or "*": every published table of the schema. */
  table: string | undefined;
  filters: import("./filters.ts").ParsedFilter[];
}

export interface Channel {
  /** Unique across the service: the subscriber id Postgres answers with. */
  key: string;
  topic: string;
  /** Joined with `config.private`: receives the topic's private broadcasts, authorised by RLS. */
  private: boolean;
  joinRef: string | null;
  claims: JWTPayload & { role: string };
  bindings: Binding[];
  push(event: string, payload: unknown): void;
}

export interface ConnectionDeps {
  vsn: Vsn;
  /** Claims of the apikey the socket connected with: a channel joined without a token acts as them. */
  apikeyClaims: JWTPayload & { role: string };
  send(text: string): void;
  /** Verifies an access token: its claims, or an Error whose message is the reason. */
  verifyToken(token: string): Promise<JWTPayload & { role: string }>;
  /** Checks the requested bindings in Postgres: bindings with ids, or an Error with the join's reason. */
  resolveBindings(requested: unknown[], claims: JWTPayload & { role: string }): Promise<Binding[]>;
  /** Whether these claims may read a private channel's topic (without `realtime:`), as RLS says. */
  authorizePrivate(subtopic: string, claims: JWTPayload & { role: string }): Promise<boolean>;
  /** Whether changes are streaming from Postgres right now (reported in the join's system message). */
  streaming(): boolean;
  newChannelKey(): string;
  limits: Pick<RealtimeLimits, "channelsPerConnection" | "bindingsPerChannel">;
  /** Counts a join against the project-wide rate: false when it is over (the join is refused). */
  allowJoin(): boolean;
  /** A channel was joined (again) or has left: the service keeps its index of bindings by them. */
  onChannelOpened(channel: Channel): void;
  onChannelClosed(channel: Channel): void;
  log?: (line: string) => void;
}

const subtopicOf = (topic: string) => topic.replace(/^realtime:/, "");

/** Hosted Realtime's refusal of a private channel the user may not read. */
export const unauthorizedReason = (topic: string) =>
  `Unauthorized: You do not have permissions to read from this Channel topic: ${subtopicOf(topic)}`;

export const systemMessage = (topic: string, status: "ok" | "error", message: string, extension: string) => ({
  channel: subtopicOf(topic),
  extension,
  message,
  status,
});

export class RealtimeConnection {
  readonly channels = new Map<string, Channel>();
  private readonly expiryTimers = new Map<string, NodeJS.Timeout>();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly deps: ConnectionDeps) {}

  private write(message: PhoenixMessage): void {
    if (!this.closed) this.deps.send(encode(this.deps.vsn, message));
  }

  /** A frame from the client; handled after every earlier frame of this socket. */
  receive(data: Buffer, isBinary: boolean): void {
    this.queue = this.queue
      .then(() => this.handle(data, isBinary))
      .catch((error: Error) => this.deps.log?.(`[realtime] ${error.stack ?? error.message}`));
  }

  /** Stops every channel's timers (the socket is gone). */
  dispose(): void {
    this.closed = true;
    for (const timer of this.expiryTimers.values()) clearTimeout(timer);
    this.expiryTimers.clear();
    for (const channel of this.channels.values()) this.deps.onChannelClosed(channel);
    this.channels.clear();
  }

  /** The sessions (`session_id`) the joined channels act for. */
  sessionIds(): string[] {
    return [...this.channels.values()].flatMap((channel) =>
      typeof channel.claims.session_id === "string" ? [channel.claims.session_id] : [],
    );
  }

  /** Closes the channels acting for a session that has ended, saying why (as for an expired token). */
  closeEndedSessions(ended: Set<string>, message: string): void {
    for (const channel of [...this.channels.values()]) {
      const sessionId = channel.claims.session_id;
      if (typeof sessionId !== "string" || !ended.has(sessionId)) continue;
      channel.push("system", systemMessage(channel.topic, "error", message, "system"));
      this.drop(channel, true);
    }
  }

  /** Tells every joined channel something (e.g. that the change stream dropped or came back). */
  broadcastSystem(status: "ok" | "error", message: string): void {
    for (const channel of this.channels.values()) {
      if (channel.bindings.length > 0) {
        channel.push("system", systemMessage(channel.topic, status, message, "postgres_changes"));
      }
    }
  }

  private async handle(data: Buffer, isBinary: boolean): Promise<void> {
    if (isBinary) {
      // vsn 2.0.0 user broadcasts travel as binary frames: broadcast is not part of the stand-in.
      const header = decodeBinaryPushHeader(data);
      if (header?.ref)
        this.write(
          reply(header, "error", { reason: "broadcast is not supported by the local Realtime stand-in" }),
        );
      return;
    }
    const message = decodeText(this.deps.vsn, data.toString("utf8"));
    if (!message) return;
    if (message.topic === "phoenix" && message.event === "heartbeat") {
      this.write(reply(message, "ok"));
      return;
    }
    switch (message.event) {
      case "phx_join":
        return this.join(message);
      case "phx_leave":
        return this.leave(message);
      case "access_token":
        return this.refreshToken(message);
      default: {
        const channel = this.channels.get(message.topic);
        if (!channel || channel.joinRef !== message.joinRef) {
          this.write(reply(message, "error", { reason: "unmatched topic" }));
          return;
        }
        this.write(
          reply(message, "error", {
            reason: `${message.event} is not supported by the local Realtime stand-in`,
          }),
        );
      }
    }
  }

  private async claimsFor(token: unknown): Promise<JWTPayload & { role: string }> {
    if (typeof token !== "string" || token === "") return this.deps.apikeyClaims;
    return this.deps.verifyToken(token);
  }

  /** A failed check (the database unreachable) refuses, like a policy that says no. */
  private authorize(topic: string, claims: JWTPayload & { role: string }): Promise<boolean> {
    return this.deps.authorizePrivate(subtopicOf(topic), claims).catch((error: Error) => {
      this.deps.log?.(`[realtime] authorising ${topic} failed: ${error.message}`);
      return false;
    });
  }

  private async join(message: PhoenixMessage): Promise<void> {
    const payload = (message.payload ?? {}) as {
      config?: { postgres_changes?: unknown; private?: unknown };
      access_token?: unknown;
    };
    const fail = (reason: string) => this.write(reply(message, "error", { reason }));
    // In hosted Realtime's order: the project's join rate, the socket's channels, then the token.
    if (!this.deps.allowJoin()) return fail(LIMIT_REASONS.tooManyJoins);
    if (!this.channels.has(message.topic) && this.channels.size >= this.deps.limits.channelsPerConnection) {
      return fail(LIMIT_REASONS.tooManyChannels);
    }
    const isPrivate = payload.config?.private === true;
    const requested = payload.config?.postgres_changes ?? [];
    if (!Array.isArray(requested)) return fail("config.postgres_changes must be a list");
    if (requested.length > this.deps.limits.bindingsPerChannel) {
      return fail(LIMIT_REASONS.tooManyBindings(this.deps.limits.bindingsPerChannel));
    }
    let claims: JWTPayload & { role: string };
    try {
      claims = await this.claimsFor(payload.access_token);
    } catch (error) {
      return fail((error as Error).message);
    }
    if (isPrivate && !(await this.authorize(message.topic, claims))) {
      return fail(unauthorizedReason(message.topic));
    }
    let bindings: Binding[];
    try {
      bindings = await this.deps.resolveBindings(requested, claims);
    } catch (error) {
      return fail((error as Error).message);
    }

    // A second join of a joined topic replaces the first, as Phoenix does.
    const previous = this.channels.get(message.topic);
    if (previous) this.drop(previous, true);

    const topic = message.topic;
    const joinRef = message.joinRef ?? message.ref;
    const channel: Channel = {
      key: this.deps.newChannelKey(),
      topic,
      private: isPrivate,
      joinRef,
      claims,
      bindings,
      push: (event, eventPayload) => this.write({ joinRef, ref: null, topic, event, payload: eventPayload }),
    };
    // The joins of one socket are handled one at a time, so the count checked above still holds.
    this.channels.set(topic, channel);
    this.deps.onChannelOpened(channel);
    this.scheduleExpiry(channel);
    this.write(
      reply(message, "ok", { postgres_changes: bindings.map((b) => ({ ...b.requested, id: b.id })) }),
    );
    if (bindings.length > 0) {
      const streaming = this.deps.streaming();
      channel.push(
        "system",
        systemMessage(
          topic,
          streaming ? "ok" : "error",
          streaming ? "Subscribed to PostgreSQL" : "Unable to connect to the database: retrying",
          "postgres_changes",
        ),
      );
    }
  }

  private leave(message: PhoenixMessage): void {
    const channel = this.channels.get(message.topic);
    this.write(reply(message, "ok"));
    if (channel) this.drop(channel, true);
  }

  private async refreshToken(message: PhoenixMessage): Promise<void> {
    const channel = this.channels.get(message.topic);
    if (!channel) return;
    const token = (message.payload as { access_token?: unknown } | null)?.access_token;
    try {
      const claims = await this.claimsFor(token);
      // As hosted: a private channel's policies are asked again for the new token.
      if (channel.private && !(await this.authorize(channel.topic, claims))) {
        throw new Error(unauthorizedReason(channel.topic));
      }
      channel.claims = claims;
      this.scheduleExpiry(channel);
    } catch (error) {
      channel.push(
        "system",
        systemMessage(
          channel.topic,
          "error",
          `Received an invalid access token: ${(error as Error).message}`,
          "system",
        ),
      );
      this.drop(channel, true);
    }
  }

  /** Closes a channel when its token runs out (a fresh `access_token` before then moves the deadline). */
  private scheduleExpiry(channel: Channel): void {
    clearTimeout(this.expiryTimers.get(channel.key));
    const exp = channel.claims.exp;
    if (typeof exp !== "number") return;
    const inMs = Math.max(0, exp * 1000 - Date.now());
    // setTimeout's ceiling (~24.8 days): the legacy API keys expire years from now.
    if (inMs > 2 ** 31 - 1) return;
    this.expiryTimers.set(
      channel.key,
      setTimeout(() => {
        if (this.channels.get(channel.topic) !== channel) return;
        channel.push(
          "system",
          systemMessage(channel.topic, "error", "Token has expired 0 seconds ago", "system"),
        );
        this.drop(channel, true);
      }, inMs),
    );
  }

  private drop(channel: Channel, notify: boolean): void {
    clearTimeout(this.expiryTimers.get(channel.key));
    this.expiryTimers.delete(channel.key);
    if (this.channels.get(channel.topic) === channel) {
      this.channels.delete(channel.topic);
      this.deps.onChannelClosed(channel);
    }
    if (notify) channel.push("phx_close", {});
  }
}
