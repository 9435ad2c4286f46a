// Broadcast from the database in the Realtime stand-in: a row inserted into realtime.messages (by
// realtime.send / realtime.broadcast_changes in a trigger) is pushed to the channels joined on its
// topic, as hosted Realtime does. A private message goes only to private channels and a public one
// only to public channels (hosted keeps them apart by topic); who may read a private channel is the
// project's RLS on realtime.messages (schema.sql: realtime.can_read_topic at the join,
// realtime.broadcast_recipients for each message). Pure parts here; app.ts does the I/O.
import type { TupleValue } from "./pgoutput.ts";

export const MESSAGES_SCHEMA = "realtime";
export const MESSAGES_TABLE = "messages";
export const MESSAGES_PUBLICATION = "supabase_realtime_messages_publication";

/** One broadcast message as replication sent its row. */
export interface BroadcastMessage {
  id: string;
  topic: string;
  event: string;
  private: boolean;
  /** The JSON payload's text, as stored. */
  payload: string;
}

/** The channel's name without realtime-js's `realtime:` prefix: what realtime.topic() returns. */
export const subtopicOf = (topic: string): string => topic.replace(/^realtime:/, "");

/**
 * A realtime.messages row as a message to push, or null when it is not one (not a broadcast, no
 * event, or a binary payload, which the stand-in does not send).
 */
export function broadcastOf(row: Record<string, TupleValue> | null): BroadcastMessage | null {
  if (row?.extension !== "broadcast") return null;
  const { id, topic, event, payload } = row;
  if (!id || !topic || !event || typeof payload !== "string") return null;
  return { id, topic, event, private: row.private === "t", payload };
}

/**
 * The `broadcast` push's payload, as hosted sends a message from the database: the event, the JSON
 * payload as stored, and the message's id in `meta`.
 */
export function broadcastPayload(message: BroadcastMessage): Record<string, unknown> {
  return {
    type: "broadcast",
    event: message.event,
    payload: JSON.parse(message.payload) as unknown,
    meta: { id: message.id },
  };
}

/** Channels by topic and kind (private or public), for finding a message's receivers at once. */
export class TopicIndex<C> {
  private readonly byKey = new Map<string, Set<C>>();
  private readonly keyOf = new Map<C, string>();

  private static key(subtopic: string, isPrivate: boolean): string {
    return `${isPrivate ? "private" : "public"}:${subtopic}`;
  }

  add(channel: C, subtopic: string, isPrivate: boolean): void {
    this.remove(channel);
    const key = TopicIndex.key(subtopic, isPrivate);
    const channels = this.byKey.get(key) ?? new Set<C>();
    this.byKey.set(key, channels);
    channels.add(channel);
    this.keyOf.set(channel, key);
  }

  remove(channel: C): void {
    const key = this.keyOf.get(channel);
    if (key === undefined) return;
    const channels = this.byKey.get(key);
    channels?.delete(channel);
    if (channels?.size === 0) this.byKey.delete(key);
    this.keyOf.delete(channel);
  }

  /** The channels a message of this topic and kind goes to (before any RLS check). */
  receivers(subtopic: string, isPrivate: boolean): C[] {
    return [...(this.byKey.get(TopicIndex.key(subtopic, isPrivate)) ?? [])];
  }
}
