// The live-updates part of `npm run bench`: what idle open dashboards cost one local stack with the
// Realtime socket (open WebSockets, server memory per connection, CPU while idle) against the polling
// they replace (requests per second per open dashboard), and change-to-screen latency with 1,000
// subscribers: from the commit of an expense saved through the API to another device's socket having
// the change (pushed) and its refetched daily limit (screen). The sockets live in a child process
// (bench/realtime-clients.ts), so this process — which runs the stack's gateway and its Realtime
// stand-in — is measured alone.
import { fork } from "node:child_process";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { importJWK, SignJWT } from "jose";
import { projectRoot } from "../local/config.ts";
import type { StackKeys } from "../local/keys.ts";
import type { ClientsConfig, ClientsMessage, Subscriber } from "./realtime-clients.ts";

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 200);
/** One account's channels in the flood scenario (the security audit's 8,000), 100 per socket. */
const FLOOD_CHANNELS = Number(process.env.BENCH_FLOOD_CHANNELS ?? 8000);
const IDLE_S = 10;
/** What the home screen polled per open dashboard before live updates: daily limit every second,
 * notifications every 30 s, today's categories every 60 s. */
const POLLING_REQ_PER_S = 1 + 1 / 30 + 1 / 60;

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

export interface LatencyFigure {
  subscribers: number;
  filtered: boolean;
  /** Channels one other account held meanwhile (whole tables, one token), if any. */
  floodChannels?: number;
  changes: number;
  missed: number;
  pushedP50Ms: number;
  pushedP99Ms: number;
  screenP50Ms: number;
  screenP99Ms: number;
}

export interface RealtimeFigures {
  idle: {
    dashboards: number;
    websockets: number;
    serverMemoryPerConnectionKb: { rss: number; heap: number };
    serverCpuMsPerSecondIdle: number;
    liveRequestsPerSecondPerDashboard: number;
    liveHeartbeatsPerSecondPerDashboard: number;
    pollingRequestsPerSecondPerDashboard: number;
    pollingRequestsPerSecondAll: number;
    /** What that polling costs in CPU (Deno + Postgres, without the gateway), when the API was measured. */
    pollingCpuMsPerSecondAll?: number;
  };
  latency: LatencyFigure[];
}

interface BenchUser {
  id: string;
  token: string;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number);
};

/** Access tokens as Auth signs them, for subscribers that are only ever a user id (no account needed). */
async function mintToken(keys: StackKeys, issuer: string, userId: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: "authenticated", aal: "aal1", is_anonymous: false })
    .setProtectedHeader({ alg: "ES256", kid: keys.signingKey.kid, typ: "JWT" })
    .setIssuer(issuer)
    .setSubject(userId)
    .setAudience("authenticated")
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(await importJWK(keys.signingKey.privateJwk, "ES256"));
}

interface Clients {
  joined: number;
  failed: number;
  next(match: (message: ClientsMessage) => boolean, timeoutMs: number): Promise<ClientsMessage | null>;
  close(): Promise<void>;
}

async function startClients(config: ClientsConfig): Promise<Clients> {
  const child = fork(path.join(projectRoot, "bench/realtime-clients.ts"), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const inbox: ClientsMessage[] = [];
  const waiting = new Set<() => void>();
  child.on("message", (message: ClientsMessage) => {
    inbox.push(message);
    for (const wake of waiting) wake();
  });
  const next: Clients["next"] = (match, timeoutMs) =>
    new Promise((resolve) => {
      const check = () => {
        const index = inbox.findIndex(match);
        if (index < 0) return false;
        const [found] = inbox.splice(index, 1);
        waiting.delete(wake);
        clearTimeout(timer);
        resolve(found ?? null);
        return true;
      };
      const wake = () => void check();
      const timer = setTimeout(() => {
        waiting.delete(wake);
        resolve(null);
      }, timeoutMs);
      if (!check()) waiting.add(wake);
    });
  child.send(config);
  const ready = await next((message) => message.type === "ready", 300_000);
  if (ready?.type !== "ready") throw new Error("the Realtime clients did not get ready");
  return {
    joined: ready.joined,
    failed: ready.failed,
    next,
    close: async () => {
      child.send("close");
      await next((message) => message.type === "closed", 10_000);
      await new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve(null)));
    },
  };
}

async function subscribersFor(
  users: BenchUser[],
  keys: StackKeys,
  issuer: string,
  filtered: boolean,
): Promise<Subscriber[]> {
  const subscribers: Subscriber[] = users.map((user) => ({
    userId: user.id,
    token: user.token,
    filtered,
    measured: true,
  }));
  // The other open dashboards: users of their own, who never hear of these changes.
  while (subscribers.length < SUBSCRIBERS) {
    const userId = crypto.randomUUID();
    subscribers.push({ userId, token: await mintToken(keys, issuer, userId), filtered, measured: false });
  }
  return subscribers;
}

async function latency(
  clients: Clients,
  users: BenchUser[],
  apiBase: string,
  filtered: boolean,
  changes: number,
  subscriberCount = SUBSCRIBERS,
): Promise<LatencyFigure> {
  const pushed: number[] = [];
  const screen: number[] = [];
  let missed = 0;
  for (let i = 0; i < changes; i++) {
    const user = users[i % users.length] as BenchUser;
    const response = await fetch(`${apiBase}/expenses`, {
      method: "POST",
      headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
      body: JSON.stringify({ category: "Food & Dining", amount: "12.50", method: "manual" }),
    });
    const { id } = (await response.json()) as { id: string };
    const change = await clients.next(
      (message) => message.type === "change" && message.recordId === id,
      5_000,
    );
    if (change?.type !== "change") {
      missed++;
      continue;
    }
    pushed.push(change.pushedMs - change.commitMs);
    screen.push(change.screenMs - change.commitMs);
  }
  return {
    subscribers: subscriberCount,
    filtered,
    changes,
    missed,
    pushedP50Ms: percentile(pushed, 50),
    pushedP99Ms: percentile(pushed, 99),
    screenP50Ms: percentile(screen, 50),
    screenP99Ms: percentile(screen, 99),
  };
}

export async function measureRealtime(options: {
  gatewayUrl: string;
  apiBase: string;
  keys: StackKeys;
  users: BenchUser[];
  /** CPU ms (Deno + Postgres) of one daily-limit request, from the API figures, to price the polling. */
  pollCpuMsPerRequest?: number;
  log: (line: string) => void;
}): Promise<RealtimeFigures> {
  const { gatewayUrl, apiBase, keys, users, log } = options;
  const issuer = `${gatewayUrl}/auth/v1`;
  const config = async (filtered: boolean): Promise<ClientsConfig> => ({
    gatewayUrl,
    apiKey: keys.publishableKey,
    apiBase,
    subscribers: await subscribersFor(users, keys, issuer, filtered),
  });

  gc();
  const before = process.memoryUsage();
  log(`opening ${SUBSCRIBERS} dashboards' Realtime sockets (one channel each, the app's three bindings)`);
  const clients = await startClients(await config(true));
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  gc();
  const after = process.memoryUsage();
  const cpuBefore = process.cpuUsage();
  await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
  const cpu = process.cpuUsage(cpuBefore);
  const perConnection = (bytes: number) => Math.round(bytes / SUBSCRIBERS / 102.4) / 10;
  const idle: RealtimeFigures["idle"] = {
    dashboards: SUBSCRIBERS,
    websockets: clients.joined,
    serverMemoryPerConnectionKb: {
      rss: perConnection(after.rss - before.rss),
      heap: perConnection(after.heapUsed - before.heapUsed),
    },
    serverCpuMsPerSecondIdle: Math.round(((cpu.user + cpu.system) / 1000 / IDLE_S) * 100) / 100,
    liveRequestsPerSecondPerDashboard: 0,
    liveHeartbeatsPerSecondPerDashboard: 1 / 25,
    pollingRequestsPerSecondPerDashboard: Math.round(POLLING_REQ_PER_S * 1000) / 1000,
    pollingRequestsPerSecondAll: Math.round(POLLING_REQ_PER_S * SUBSCRIBERS),
    ...(options.pollCpuMsPerRequest === undefined
      ? {}
      : {
          pollingCpuMsPerSecondAll: Math.round(POLLING_REQ_PER_S * SUBSCRIBERS * options.pollCpuMsPerRequest),
        }),
  };
  log(
    `idle dashboards: ${idle.websockets}/${SUBSCRIBERS} sockets joined${clients.failed ? ` (${clients.failed} failed)` : ""}; ` +
      `server memory per connection ${idle.serverMemoryPerConnectionKb.rss} KB RSS, ${idle.serverMemoryPerConnectionKb.heap} KB heap; ` +
      `server CPU idle ${idle.serverCpuMsPerSecondIdle} ms/s`,
  );
  log(
    `  live: 0 requests/s and ${idle.liveHeartbeatsPerSecondPerDashboard} heartbeats/s per dashboard; ` +
      `polling was ${idle.pollingRequestsPerSecondPerDashboard} requests/s per dashboard = ${idle.pollingRequestsPerSecondAll} req/s for ${SUBSCRIBERS}` +
      (idle.pollingCpuMsPerSecondAll === undefined
        ? ""
        : ` ≈ ${idle.pollingCpuMsPerSecondAll} ms of CPU per second (of the 2,000 two cores have)`),
  );

  const figures: LatencyFigure[] = [];
  const show = (figure: LatencyFigure) => {
    figures.push(figure);
    log(
      `change → screen, ${figure.subscribers} subscribers${figure.filtered ? " (filtered by user, as the app)" : " (unfiltered)"}` +
        (figure.floodChannels ? ` beside one account's ${figure.floodChannels} channels` : "") +
        ": " +
        `pushed p50 ${figure.pushedP50Ms} ms p99 ${figure.pushedP99Ms} ms; on screen (after the refetch) ` +
        `p50 ${figure.screenP50Ms} ms p99 ${figure.screenP99Ms} ms` +
        (figure.missed ? `  (${figure.missed} of ${figure.changes} missed)` : ""),
    );
  };
  show(await latency(clients, users, apiBase, true, CHANGES));
  await clients.close();
  log(`${SUBSCRIBERS} subscribers without filters (every change checked in Postgres for each of them)`);
  const unfiltered = await startClients(await config(false));
  show(await latency(unfiltered, users, apiBase, false, Math.ceil(CHANGES / 4)));
  await unfiltered.close();

  if (FLOOD_CHANNELS > 0) {
    // The audit's flood: one account's channels on whole tables, 100 per socket (the limit), one token.
    const floodUser = crypto.randomUUID();
    const floodToken = await mintToken(keys, issuer, floodUser);
    const flood: Subscriber[] = [];
    for (let left = FLOOD_CHANNELS; left > 0; left -= 100) {
      flood.push({
        userId: floodUser,
        token: floodToken,
        filtered: false,
        measured: false,
        channels: Math.min(100, left),
      });
    }
    const own = users.map((user) => ({ userId: user.id, token: user.token, filtered: true, measured: true }));
    log(
      `${users.length} dashboards beside one account holding ${FLOOD_CHANNELS} channels (${flood.length} sockets)`,
    );
    const flooded = await startClients({
      gatewayUrl,
      apiKey: keys.publishableKey,
      apiBase,
      subscribers: [...own, ...flood],
    });
    if (flooded.failed) log(`  ${flooded.failed} sockets could not join all their channels`);
    show({
      ...(await latency(flooded, users, apiBase, true, Math.ceil(CHANGES / 4), users.length)),
      floodChannels: FLOOD_CHANNELS,
    });
    await flooded.close();
  }
  return { idle, latency: figures };
}
