// Phoenix channel messages as @supabase/realtime-js sends and reads them. vsn 1.0.0: a JSON object
// `{join_ref, ref, topic, event, payload}`; vsn 2.0.0: a JSON array `[join_ref, ref, topic, event,
// payload]`, plus binary frames for user broadcasts (which the stand-in only decodes far enough to
// answer with an error).

export type Vsn = "1.0.0" | "2.0.0";
export const SUPPORTED_VSN: readonly Vsn[] = ["1.0.0", "2.0.0"];

export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

const asRef = (value: unknown): string | null =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : null;

/** A text frame as a message, or null when it is not one (the socket answers nothing to garbage). */
export function decodeText(vsn: Vsn, text: string): PhoenixMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (vsn === "2.0.0") {
    if (!Array.isArray(parsed) || parsed.length !== 5) return null;
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== "string" || typeof event !== "string") return null;
    return { joinRef: asRef(joinRef), ref: asRef(ref), topic, event, payload };
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  const { join_ref, ref, topic, event, payload } = parsed as Record<string, unknown>;
  if (typeof topic !== "string" || typeof event !== "string") return null;
  return { joinRef: asRef(join_ref), ref: asRef(ref), topic, event, payload };
}

export function encode(vsn: Vsn, message: PhoenixMessage): string {
  if (vsn === "2.0.0") {
    return JSON.stringify([message.joinRef, message.ref, message.topic, message.event, message.payload]);
  }
  return JSON.stringify({
    join_ref: message.joinRef,
    ref: message.ref,
    topic: message.topic,
    event: message.event,
    payload: message.payload,
  });
}

/**
 * The refs and topic of a vsn 2.0.0 binary user-broadcast push (kind 3): header bytes kind, join_ref
 * length, ref length, topic length, event length, metadata length, encoding, then those strings.
 */
export function decodeBinaryPushHeader(
  frame: Buffer,
): Pick<PhoenixMessage, "joinRef" | "ref" | "topic"> | null {
  if (frame.length < 7 || frame[0] !== 3) return null;
  const joinRefLength = frame[1] ?? 0;
  const refLength = frame[2] ?? 0;
  const topicLength = frame[3] ?? 0;
  let offset = 7;
  const take = (length: number) => {
    const value = frame.toString("utf8", offset, offset + length);
    offset += length;
    return value;
  };
  if (frame.length < offset + joinRefLength + refLength + topicLength) return null;
  const joinRef = take(joinRefLength);
  const ref = take(refLength);
  const topic = take(topicLength);
  return { joinRef: joinRef || null, ref: ref || null, topic };
}

export const reply = (
  request: Pick<PhoenixMessage, "joinRef" | "ref" | "topic">,
  status: "ok" | "error",
  response: Record<string, unknown> = {},
): PhoenixMessage => ({
  joinRef: request.joinRef,
  ref: request.ref,
  topic: request.topic,
  event: "phx_reply",
  payload: { status, response },
});
