// Child process of `npm run bench` (bench/realtime.ts): holds many open dashboards' Realtime sockets, as
// the web app opens them (vsn 2.0.0, one `live:<user>` channel with the app's three bindings, a
// heartbeat every 25 s), in a process of its own so the server's memory is measured alone. For the
// sockets marked `measured`, a change is followed by the refetch the app makes (the daily limit), and
// the times are reported to the parent: commit → pushed → data on screen.
import WebSocket from "ws";

export interface Subscriber {
  userId: string;
  token: string;
  /** Subscribe with `user_id=eq.<id>` (as the app does) or to the whole tables. */
  filtered: boolean;
  /** Report this socket's changes (and refetch, as the app would). */
  measured: boolean;
  /** Channels this socket joins (default 1; a flooding account's sockets join up to 100). */
  channels?: number;
}

export interface ClientsConfig {
  gatewayUrl: string;
  apiKey: string;
  /** The api function, for the refetch after a change. */
  apiBase: string;
  subscribers: Subscriber[];
}

export type ClientsMessage =
  | { type: "ready"; joined: number; failed: number }
  | { type: "change"; recordId: string; commitMs: number; pushedMs: number; screenMs: number }
  | { type: "closed" };

type PhoenixFrame = [unknown, unknown, string, string, unknown];

const TABLES = ["expenses", "budgets", "budget_notifications"];
const HEARTBEAT_MS = 25_000;

function joinMessage(subscriber: Subscriber, index: number): string {
  const filter = subscriber.filtered ? { filter: `user_id=eq.${subscriber.userId}` } : {};
  return JSON.stringify([
    String(index + 1),
    String(index + 1),
    index === 0 ? `realtime:live:${subscriber.userId}` : `realtime:live:${subscriber.userId}:${index}`,
    "phx_join",
    {
      config: {
        broadcast: { ack: false, self: false },
        presence: { key: "", enabled: false },
        postgres_changes: TABLES.map((table) => ({ event: "*", schema: "public", table, ...filter })),
        private: false,
      },
      access_token: subscriber.token,
    },
  ]);
}

function open(config: ClientsConfig, subscriber: Subscriber, report: (m: ClientsMessage) => void) {
  const url = `${config.gatewayUrl.replace(/^http/, "ws")}/realtime/v1/websocket?apikey=${config.apiKey}&vsn=2.0.0`;
  const socket = new WebSocket(url);
  let heartbeats = 0;
  const channels = subscriber.channels ?? 1;
  const joined = new Promise<boolean>((resolve) => {
    let replies = 0;
    let refused = false;
    socket.on("open", () => {
      for (let index = 0; index < channels; index++) socket.send(joinMessage(subscriber, index));
    });
    socket.on("error", () => resolve(false));
    socket.on("message", (data) => {
      const [, replyRef, , event, payload] = JSON.parse(String(data)) as PhoenixFrame;
      // The joins' replies (refs "1"…): ok with the bindings, or a refusal (e.g. over the join rate).
      if (event === "phx_reply" && typeof replyRef === "string" && !replyRef.startsWith("hb")) {
        refused ||= (payload as { status: string }).status !== "ok";
        if (++replies === channels) resolve(!refused);
      }
      if (event === "postgres_changes" && subscriber.measured) {
        const pushedMs = Date.now();
        const change = payload as { data: { record?: { id?: string }; commit_timestamp: string } };
        // What the app does next: refetch the figures the change affects (the daily limit stands for them).
        void fetch(`${config.apiBase}/analytics/daily-limit`, {
          headers: { authorization: `Bearer ${subscriber.token}` },
        })
          .then((response) => response.text())
          .then(() =>
            report({
              type: "change",
              recordId: change.data.record?.id ?? "",
              commitMs: Date.parse(change.data.commit_timestamp),
              pushedMs,
              screenMs: Date.now(),
            }),
          );
      }
    });
  });
  const heartbeat = setInterval(() => {
    if (socket.readyState === socket.OPEN)
      socket.send(JSON.stringify([null, `hb${++heartbeats}`, "phoenix", "heartbeat", {}]));
  }, HEARTBEAT_MS);
  socket.on("close", () => clearInterval(heartbeat));
  return { socket, joined };
}

async function main(): Promise<void> {
  const report = (message: ClientsMessage) => process.send?.(message);
  const config = await new Promise<ClientsConfig>((resolve) => process.once("message", resolve));
  const sockets: WebSocket[] = [];
  let joined = 0;
  let failed = 0;
  // In batches, as dashboards open over time rather than in one instant, and at most 400 joins a
  // second (under the stand-in's limit of 500, hosted Realtime's on the Pro plan).
  let next = 0;
  while (next < config.subscribers.length) {
    const started = Date.now();
    const batch: Subscriber[] = [];
    let joins = 0;
    while (next < config.subscribers.length && batch.length < 50 && joins < 100) {
      const subscriber = config.subscribers[next++] as Subscriber;
      batch.push(subscriber);
      joins += subscriber.channels ?? 1;
    }
    for (const { socket, joined: ok } of batch.map((subscriber) => open(config, subscriber, report))) {
      sockets.push(socket);
      if (await ok) joined++;
      else failed++;
    }
    const minimumMs = joins * 2.5;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, minimumMs - (Date.now() - started))));
  }
  report({ type: "ready", joined, failed });
  process.once("message", () => {
    for (const socket of sockets) socket.close();
    report({ type: "closed" });
    setTimeout(() => process.exit(0), 200);
  });
}

void main();
