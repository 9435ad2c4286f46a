// The Realtime stand-in's private channels: a join with `config.private` is let in only when the
// authoriser (RLS on realtime.messages in Postgres, tested in tests/integration/realtime/
// household-broadcast.test.ts) says the claims may read the topic; asked again with a new token; and
// broadcasts reach only channels of the message's topic and kind.
import type { JWTPayload } from "jose";
import { describe, expect, it } from "vitest";
import { broadcastOf, broadcastPayload, TopicIndex } from "./broadcasts.ts";
import { RealtimeConnection, unauthorizedReason } from "./connection.ts";
import { decodeText, encode } from "./protocol.ts";

type Claims = JWTPayload & { role: string };
const ANON: Claims = { role: "anon" };
const ASHA: Claims = { role: "authenticated", sub: "asha", exp: Math.floor(Date.now() / 1000) + 3600 };

/** A connection whose authoriser lets `members` read `household:1`, recording every question. */
function connectionWith(members: Set<string | undefined>) {
  const sent: unknown[] = [];
  const asked: Array<{ subtopic: string; sub: unknown }> = [];
  const connection = new RealtimeConnection({
    vsn: "1.0.0",
    apikeyClaims: ANON,
    send: (text) => sent.push(decodeText("1.0.0", text)),
    verifyToken: async (token) => (token === "asha" ? ASHA : { ...ASHA, sub: token }),
    resolveBindings: async () => [],
    authorizePrivate: async (subtopic, claims) => {
      asked.push({ subtopic, sub: claims.sub });
      return subtopic === "household:1" && members.has(claims.sub);
    },
    streaming: () => true,
    newChannelKey: (() => {
      let key = 0;
      return () => String(++key);
    })(),
    limits: { channelsPerConnection: 100, bindingsPerChannel: 100 },
    allowJoin: () => true,
    onChannelOpened: () => {},
    onChannelClosed: () => {},
  });
  const frame = (message: Record<string, unknown>) =>
    Buffer.from(encode("1.0.0", { joinRef: "1", ref: "1", payload: {}, ...message } as never));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { connection, sent, asked, frame, settle };
}

const privateJoin = (topic: string, token?: string) => ({
  topic,
  event: "phx_join",
  payload: { config: { private: true, postgres_changes: [] }, ...(token ? { access_token: token } : {}) },
});

describe("private channels in the stand-in", () => {
  it("lets a member in, asking about the topic without `realtime:` and with the token's claims", async () => {
    const { connection, sent, asked, frame, settle } = connectionWith(new Set(["asha"]));
    connection.receive(frame(privateJoin("realtime:household:1", "asha")), false);
    await settle();
    expect(asked).toEqual([{ subtopic: "household:1", sub: "asha" }]);
    expect(sent[0]).toMatchObject({ event: "phx_reply", payload: { status: "ok" } });
    expect(connection.channels.get("realtime:household:1")?.private).toBe(true);
  });

  it("refuses a non-member and a signed-out join with hosted Realtime's reason", async () => {
    const { connection, sent, asked, frame, settle } = connectionWith(new Set(["asha"]));
    connection.receive(frame(privateJoin("realtime:household:2", "asha")), false);
    connection.receive(frame({ ...privateJoin("realtime:household:1"), ref: "2" }), false);
    await settle();
    await settle();
    expect(asked).toEqual([
      { subtopic: "household:2", sub: "asha" },
      // No token: the socket's API key (anon) is asked about.
      { subtopic: "household:1", sub: undefined },
    ]);
    expect(sent).toEqual([
      expect.objectContaining({
        payload: { status: "error", response: { reason: unauthorizedReason("realtime:household:2") } },
      }),
      expect.objectContaining({
        payload: { status: "error", response: { reason: unauthorizedReason("realtime:household:1") } },
      }),
    ]);
    expect(unauthorizedReason("realtime:household:1")).toBe(
      "Unauthorized: You do not have permissions to read from this Channel topic: household:1",
    );
    expect(connection.channels.size).toBe(0);
  });

  it("does not ask about public channels", async () => {
    const { connection, sent, asked, frame, settle } = connectionWith(new Set());
    connection.receive(
      frame({ topic: "realtime:live:asha", event: "phx_join", payload: { config: {} } }),
      false,
    );
    await settle();
    expect(asked).toEqual([]);
    expect(sent[0]).toMatchObject({ payload: { status: "ok" } });
    expect(connection.channels.get("realtime:live:asha")?.private).toBe(false);
  });

  it("asks again with a new token and closes the channel when the answer is no", async () => {
    const members = new Set<string | undefined>(["asha", "asha-again"]);
    const { connection, sent, asked, frame, settle } = connectionWith(members);
    connection.receive(frame(privateJoin("realtime:household:1", "asha")), false);
    await settle();
    connection.receive(
      frame({
        topic: "realtime:household:1",
        event: "access_token",
        payload: { access_token: "asha-again" },
      }),
      false,
    );
    await settle();
    expect(connection.channels.has("realtime:household:1")).toBe(true);

    members.clear(); // she left the household
    connection.receive(
      frame({
        topic: "realtime:household:1",
        event: "access_token",
        payload: { access_token: "asha-later" },
      }),
      false,
    );
    await settle();
    expect(asked.map((a) => a.sub)).toEqual(["asha", "asha-again", "asha-later"]);
    expect(connection.channels.has("realtime:household:1")).toBe(false);
    expect(sent.slice(-2)).toEqual([
      expect.objectContaining({
        event: "system",
        payload: expect.objectContaining({
          status: "error",
          message: expect.stringContaining("Unauthorized"),
        }),
      }),
      expect.objectContaining({ event: "phx_close" }),
    ]);
  });
});

describe("broadcast messages", () => {
  it("a realtime.messages row becomes hosted's broadcast push", () => {
    const message = broadcastOf({
      id: "m1",
      topic: "household:1",
      extension: "broadcast",
      event: "activity",
      private: "t",
      payload: '{"operation":"INSERT","id":"m1"}',
    });
    expect(message).toEqual({
      id: "m1",
      topic: "household:1",
      event: "activity",
      private: true,
      payload: '{"operation":"INSERT","id":"m1"}',
    });
    expect(message && broadcastPayload(message)).toEqual({
      type: "broadcast",
      event: "activity",
      payload: { operation: "INSERT", id: "m1" },
      meta: { id: "m1" },
    });
    expect(
      broadcastOf({ id: "m2", topic: "t", extension: "presence", event: "e", payload: "{}" }),
    ).toBeNull();
    expect(
      broadcastOf({ id: "m3", topic: "t", extension: "broadcast", event: "e", payload: null }),
    ).toBeNull();
  });

  it("finds the channels of a topic, private and public apart", () => {
    const index = new TopicIndex<string>();
    index.add("asha-private", "household:1", true);
    index.add("ravi-private", "household:1", true);
    index.add("public", "household:1", false);
    index.add("other", "household:2", true);
    expect(index.receivers("household:1", true).sort()).toEqual(["asha-private", "ravi-private"]);
    expect(index.receivers("household:1", false)).toEqual(["public"]);
    index.remove("asha-private");
    index.add("ravi-private", "household:3", true);
    expect(index.receivers("household:1", true)).toEqual([]);
    expect(index.receivers("household:3", true)).toEqual(["ravi-private"]);
  });
});
