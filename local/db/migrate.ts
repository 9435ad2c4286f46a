// Brings a database to the state hosted Supabase + this repo's migrations would have:
// bootstrap SQL → GoTrue's tables → Storage's tables → `supabase db push` (real CLI) → seed.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import postgres from "postgres";
import { projectRoot } from "../config.ts";

const run = promisify(execFile);

/** Stand-in schemas owned by the auth, storage and realtime modules, applied right after bootstrap when present. */
export const bootstrapFiles = [
  path.join(projectRoot, "local/db/bootstrap.sql"),
  path.join(projectRoot, "local/auth/schema.sql"),
  path.join(projectRoot, "local/storage/schema.sql"),
  path.join(projectRoot, "local/realtime/schema.sql"),
];

export interface MigrateOptions {
  dbUrl: string;
  /** Folder holding `supabase/` (config.toml, migrations/, seed.sql). Defaults to the repo. */
  workdir?: string;
  log?: (line: string) => void;
}

async function applySqlFile(sql: postgres.Sql, file: string): Promise<void> {
  const text = await readFile(file, "utf8");
  try {
    // Simple-query protocol: the whole file in one round trip, as psql -f would (but atomic per statement).
    await sql.unsafe(text).simple();
  } catch (error) {
    throw new Error(`${path.relative(projectRoot, file)} failed: ${(error as Error).message}`);
  }
}

export async function applyBootstrap(dbUrl: string): Promise<void> {
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  try {
    for (const file of bootstrapFiles) if (existsSync(file)) await applySqlFile(sql, file);
  } finally {
    await sql.end();
  }
}

const supabaseBin = () => path.join(projectRoot, "node_modules/.bin/supabase");

/** `supabase db push --db-url` applies new migrations and, with --include-seed, seed files not applied yet. */
export async function pushMigrations(dbUrl: string, workdir = projectRoot): Promise<string> {
  const args = [
    "db",
    "push",
    "--db-url",
    dbUrl,
    "--include-all",
    "--include-seed",
    "--yes",
    "--workdir",
    workdir,
  ];
  try {
    const { stdout, stderr } = await run(supabaseBin(), args, {
      cwd: workdir,
      env: { ...process.env, PGSSLMODE: "disable", SUPABASE_YES: "1", DO_NOT_TRACK: "1" },
      maxBuffer: 16 * 1024 * 1024,
    });
    return `${stdout}${stderr}`;
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`supabase db push failed:\n${e.stderr || e.stdout || e.message}`);
  }
}

export async function migrate(options: MigrateOptions): Promise<void> {
  const log = options.log ?? (() => {});
  await applyBootstrap(options.dbUrl);
  const output = await pushMigrations(options.dbUrl, options.workdir);
  // Keep what matters (migrations applied, seeding); drop the CLI's box drawing and local-only warnings.
  const noise = /^[│▲\s]*$|without TLS|is deprecated|^Target:|^Confirmed by --yes|^Finished supabase db push/;
  for (const line of output.split("\n")) if (!noise.test(line)) log(`[db] ${line.trim()}`);
}
