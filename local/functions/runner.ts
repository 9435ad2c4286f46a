// Serves every folder of supabase/functions with real Deno (from the `deno` npm package), one process
// per function on a free internal port, as the hosted Edge Runtime would: the request path starts
// with `/<name>`, and the env carries what a hosted function gets (see functionEnv in ../stack.ts).
// Each Deno listens on 127.0.0.1 only, and trusts X-Forwarded-For only from a caller presenting
// GATEWAY_SECRET, a secret made here per run and handed to the gateway (docs/api.md, "Rate limits").
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "../config.ts";
import { freePort } from "../ports.ts";
import { signalOnParentDeath } from "../watchdog.ts";

export interface FunctionsRunnerOptions {
  /** Folder whose sub-folders (with an index.ts) are functions; `_shared` and `_*` are skipped. */
  functionsDir: string;
  env: Record<string, string>;
  /** Dev: Deno restarts the function when its files change. */
  watch: boolean;
  /** Keep going when a function fails to start (warn instead of throwing); dev always does. */
  tolerateFailures?: boolean;
  /** How long to wait for each function to answer (first start may download npm packages). */
  readyTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface FunctionsRunner {
  /** Names served, e.g. ["api"]. */
  names: string[];
  /** Internal origin of a function (http://127.0.0.1:<port>), or undefined if there is no such function. */
  origin(name: string): string | undefined;
  /** The process id of the Deno serving a function right now (it changes when it restarts). */
  pid(name: string): number | undefined;
  /** What the gateway sends the functions (header x-gateway-secret) so they trust its X-Forwarded-For. */
  gatewaySecret: string;
  stop(): Promise<void>;
}

const denoBin = () => path.join(projectRoot, "node_modules/.bin/deno");

export function listFunctions(functionsDir: string): string[] {
  if (!existsSync(functionsDir)) return [];
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("_") && !entry.name.startsWith("."))
    .filter((entry) => existsSync(path.join(functionsDir, entry.name, "index.ts")))
    .map((entry) => entry.name)
    .sort();
}

/** Polls until the function answers anything over HTTP (any status means its server is up). */
async function waitUntilAnswering(
  url: string,
  timeoutMs: number,
  exited: () => string | undefined,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = exited();
    if (reason) throw new Error(reason);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`did not answer on ${url} within ${Math.round(timeoutMs / 1000)} s`);
}

class DenoFunction {
  private child: ChildProcess | undefined;
  private stopping = false;
  private exitReason: string | undefined;
  private recentOutput: string[] = [];
  private restartTimer: NodeJS.Timeout | undefined;
  private restartDelayMs = 250;
  private startedAt = 0;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly folder: string,
    private readonly options: FunctionsRunnerOptions,
    private readonly gatewaySecret: string,
  ) {}

  get origin() {
    return `http://127.0.0.1:${this.port}`;
  }

  private args(): string[] {
    const args = ["run", "--allow-net", "--allow-env", "--allow-read", "--allow-sys", "--no-prompt"];
    const config = path.join(this.folder, "deno.json");
    if (existsSync(config)) args.push("--config", config);
    if (this.options.watch) args.push(`--watch=${path.dirname(this.folder)}`, "--no-clear-screen");
    args.push(path.join(this.folder, "index.ts"));
    return args;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  spawn(): void {
    this.exitReason = undefined;
    this.startedAt = Date.now();
    const log = this.options.log ?? (() => {});
    const child = spawn(denoBin(), this.args(), {
      cwd: this.folder,
      env: {
        ...process.env,
        NO_COLOR: "1",
        ...this.options.env,
        PORT: String(this.port),
        GATEWAY_SECRET: this.gatewaySecret,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child = child;
    const watchdog = child.pid ? signalOnParentDeath(child.pid) : undefined;
    const onOutput = (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split("\n")) {
        if (!line.trim()) continue;
        this.recentOutput = [...this.recentOutput.slice(-19), line];
        log(`[fn ${this.name}] ${line}`);
      }
    };
    child.stdout?.on("data", onOutput);
    child.stderr?.on("data", onOutput);
    child.on("exit", (code, signal) => {
      watchdog?.dispose();
      if (this.child !== child) return;
      this.child = undefined;
      this.exitReason = `function ${this.name} exited (${signal ?? `code ${code}`}):\n${this.recentOutput.join("\n")}`;
      if (this.stopping) return;
      // Restart-safe: a crashed function comes back (after a pause, so a broken one does not spin).
      log(
        `[fn ${this.name}] exited (${signal ?? `code ${code}`}), restarting in ${this.restartDelayMs / 1000} s`,
      );
      // A function that ran a while before it died is restarted at once; one that keeps crashing on
      // start waits longer each time.
      if (Date.now() - this.startedAt > 30_000) this.restartDelayMs = 250;
      this.restartTimer = setTimeout(() => this.spawn(), this.restartDelayMs);
      this.restartDelayMs = Math.min(this.restartDelayMs * 2, 30_000);
    });
  }

  async ready(timeoutMs: number): Promise<void> {
    try {
      await waitUntilAnswering(`${this.origin}/${this.name}`, timeoutMs, () => this.exitReason);
    } catch (error) {
      throw new Error(
        `Edge function "${this.name}" failed to start: ${(error as Error).message}\n${this.recentOutput.join("\n")}`,
      );
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => child.kill("SIGKILL"), 3000);
      child.once("exit", () => {
        clearTimeout(force);
        resolve();
      });
      child.kill("SIGTERM");
    });
  }
}

export async function startFunctions(options: FunctionsRunnerOptions): Promise<FunctionsRunner> {
  const names = listFunctions(options.functionsDir);
  const functions = new Map<string, DenoFunction>();
  const gatewaySecret = randomBytes(32).toString("base64url");
  for (const name of names) {
    const folder = path.join(options.functionsDir, name);
    const fn = new DenoFunction(name, await freePort(), folder, options, gatewaySecret);
    functions.set(name, fn);
  }
  const stop = async () => {
    await Promise.all([...functions.values()].map((fn) => fn.stop()));
  };
  try {
    for (const fn of functions.values()) fn.spawn();
    await Promise.all(
      [...functions.values()].map((fn) =>
        fn.ready(options.readyTimeoutMs ?? 120_000).catch((error: Error) => {
          // In dev, Deno keeps watching a broken function and reloads it once fixed: warn, keep going.
          if (!options.watch && !options.tolerateFailures) throw error;
          options.log?.(`WARNING: ${error.message}`);
        }),
      ),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    names,
    origin: (name) => functions.get(name)?.origin,
    pid: (name) => functions.get(name)?.pid,
    gatewaySecret,
    stop,
  };
}
