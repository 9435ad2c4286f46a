// `npm run db:diff -- <name>`: writes the migration that takes the database the migrations build to
// the one supabase/schemas/ declares. Both are built in a throw-away Postgres (embedded, no Docker):
// one database from the migrations (`supabase db push`, as `npm start` does), one from the schema
// files, applied in the order of their names as the Supabase CLI does; then the real CLI's
// `supabase db diff --from <migrations> --to <schemas>` (its bundled pg-delta engine) writes the
// statements. Review the file before committing it (CONTRIBUTING.md "Adding a migration").
//
//   npm run db:diff -- <name>        write supabase/migrations/<timestamp>_<name>.sql
//   npm run db:diff -- --reverse     print what supabase/schemas/ lacks: the statements that would
//                                    take the schemas to what the migrations build (after a merge),
//                                    each under the name of the schema file it belongs in
//   npm run db:diff -- --check       compare the two catalogs object by object; exit 1 on a difference
import { execFile } from "node:child_process";
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import postgres from "postgres";
import { projectRoot } from "../local/config.ts";
import { applyBootstrap, pushMigrations } from "../local/db/migrate.ts";
import { startPostgres } from "../local/db/postgres.ts";
import { freePort } from "../local/ports.ts";
import { catalogSnapshot, describeDifferences } from "./catalog-snapshot.ts";
import { annotateWithHomes, type SchemaFile } from "./schema-homes.ts";

const run = promisify(execFile);

export const schemasDir = path.join(projectRoot, "supabase/schemas");
export const migrationsDir = path.join(projectRoot, "supabase/migrations");

/** The declarative schema files in the order the CLI applies them: by name. */
export async function schemaFiles(dir = schemasDir): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(".sql")).sort();
  return names.map((name) => path.join(dir, name));
}

/** The .sql files of a folder in name order, named relative to the repository, with their texts. */
export async function readSqlFiles(dir = schemasDir): Promise<SchemaFile[]> {
  const files = await schemaFiles(dir);
  return Promise.all(
    files.map(async (file) => ({
      name: path.relative(projectRoot, file),
      text: await readFile(file, "utf8"),
    })),
  );
}

/** Every schema file, on a database that has Supabase's roles and schemas (`applyBootstrap`). */
export async function applySchemaFiles(dbUrl: string): Promise<void> {
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  try {
    for (const file of await schemaFiles()) {
      const text = await readFile(file, "utf8");
      try {
        await sql.unsafe(text).simple();
      } catch (error) {
        // Postgres points at the character where the failing statement went wrong: name its line.
        const position = Number((error as { position?: string }).position);
        const line = position > 0 ? `:${text.slice(0, position).split("\n").length}` : "";
        throw new Error(`${path.relative(projectRoot, file)}${line} failed: ${(error as Error).message}`);
      }
    }
  } finally {
    await sql.end();
  }
}

export interface ThrowawayDatabases {
  /** Built from supabase/migrations. */
  migrated: string;
  /** Built from supabase/schemas. */
  declared: string;
  drop(): Promise<void>;
}

const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

/**
 * Two fresh databases beside `clusterUrl`'s (same Postgres): one from the migrations, one from the
 * schema files. A schema file that fails to apply throws with its name and Postgres's message.
 */
export async function buildThrowawayDatabases(clusterUrl: string): Promise<ThrowawayDatabases> {
  const suffix = `${process.pid}_${Date.now()}`;
  const names = { migrated: `migrated_${suffix}`, declared: `declared_${suffix}` };
  const admin = postgres(clusterUrl, { max: 1, onnotice: () => {} });
  const drop = async () => {
    for (const name of Object.values(names))
      await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  try {
    for (const name of Object.values(names)) await admin.unsafe(`create database ${name}`);
    const migrated = withDatabase(clusterUrl, names.migrated);
    const declared = withDatabase(clusterUrl, names.declared);
    // Roles are the cluster's: bootstrap one database after the other, then build both at once.
    await applyBootstrap(migrated);
    await applyBootstrap(declared);
    await Promise.all([pushMigrations(migrated), applySchemaFiles(declared)]);
    return { migrated, declared, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** The real CLI's diff (bundled pg-delta): the SQL that takes `from` to `to`; empty when none. */
/**
 * The CLI's notices, drawn with │ ▲ ● among the SQL (pg-delta: "does not manage these PostgreSQL
 * object kinds: statistics object"), left out: not SQL. The catalog comparison covers such objects.
 */
const withoutNotices = (text: string) =>
  text
    .split("\n")
    .filter((line) => !/^[│▲●]/.test(line))
    .join("\n");

export async function cliDiff(from: string, to: string): Promise<string> {
  try {
    const { stdout } = await run(
      path.join(projectRoot, "node_modules/.bin/supabase"),
      ["db", "diff", "--from", from, "--to", to, "--workdir", projectRoot],
      {
        cwd: projectRoot,
        env: { ...process.env, PGSSLMODE: "disable", DO_NOT_TRACK: "1" },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    return withoutNotices(stdout).trim();
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`supabase db diff failed:\n${e.stderr || e.stdout || e.message}`);
  }
}

/** Object-by-object differences of the two databases' catalogs (empty: same schema). */
export async function catalogDifferences(databases: ThrowawayDatabases): Promise<string[]> {
  const snapshotOf = async (url: string) => {
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      return await catalogSnapshot(sql);
    } finally {
      await sql.end();
    }
  };
  const [migrated, declared] = await Promise.all([
    snapshotOf(databases.migrated),
    snapshotOf(databases.declared),
  ]);
  return describeDifferences(migrated, declared, "migrations", "supabase/schemas");
}

const utcStamp = (date: Date) => date.toISOString().replace(/\D/g, "").slice(0, 14);

/** UTC now as yyyymmddhhmmss, or one past the newest migration's when that is later. */
export function nextMigrationVersion(existing: string[], now = new Date()): string {
  const newest = existing
    .map((name) => /^(\d{14})_/.exec(name)?.[1])
    .filter((version): version is string => version !== undefined)
    .sort()
    .at(-1);
  const stamp = utcStamp(now);
  return newest && newest >= stamp ? String(BigInt(newest) + 1n) : stamp;
}

function migrationText(name: string, statements: string): string {
  return [
    `-- ${name.replaceAll("_", " ")}: written by \`npm run db:diff\` from supabase/schemas/.`,
    "-- Review it, then say here what changes and why (a migration reads as a story).",
    "",
    statements,
    "",
  ].join("\n");
}

async function withThrowawayCluster<T>(work: (clusterUrl: string) => Promise<T>): Promise<T> {
  // Under the (git-ignored) `.data-*` names; world-readable because, run as root, Postgres runs as
  // the `postgres` system user, which must reach its data directory.
  const dataDir = await mkdtemp(path.join(projectRoot, ".data-diff-"));
  await chmod(dataDir, 0o755);
  const pg = await startPostgres({ dataDir, port: await freePort(), fast: true });
  try {
    return await work(pg.url);
  } finally {
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const usage = `Usage:
  npm run db:diff -- <name> [--version=<yyyymmddhhmmss>]   write supabase/migrations/<version>_<name>.sql
  npm run db:diff -- --reverse                              print what supabase/schemas/ lacks
  npm run db:diff -- --check                                list the differences; exit 1 if any`;

async function main(argv: string[]): Promise<number> {
  const flags = new Set(argv.filter((arg) => arg.startsWith("--") && !arg.includes("=")));
  const version = argv.find((arg) => arg.startsWith("--version="))?.slice("--version=".length);
  const name = argv.find((arg) => !arg.startsWith("--"));
  const mode = flags.has("--reverse") ? "reverse" : flags.has("--check") ? "check" : "write";
  if (
    (mode === "write" && !name) ||
    (name && !/^[a-z0-9_]+$/.test(name)) ||
    (version && !/^\d{14}$/.test(version))
  ) {
    console.error(usage);
    return 2;
  }
  return withThrowawayCluster(async (clusterUrl) => {
    const databases = await buildThrowawayDatabases(clusterUrl);
    try {
      if (mode === "check") {
        const differences = await catalogDifferences(databases);
        console.log(
          differences.length ? differences.join("\n\n") : "supabase/schemas/ and the migrations agree.",
        );
        return differences.length ? 1 : 0;
      }
      if (mode === "reverse") {
        const missing = await cliDiff(databases.declared, databases.migrated);
        console.log(
          missing
            ? annotateWithHomes(missing, await readSqlFiles(), await readSqlFiles(migrationsDir))
            : "-- supabase/schemas/ has everything the migrations build.",
        );
        return 0;
      }
      const statements = await cliDiff(databases.migrated, databases.declared);
      if (!statements) {
        console.log("No changes: the migrations already build what supabase/schemas/ declares.");
        return 0;
      }
      const file = path.join(
        migrationsDir,
        `${version ?? nextMigrationVersion(await readdir(migrationsDir))}_${name}.sql`,
      );
      await writeFile(file, migrationText(name as string, statements), { flag: "wx" });
      console.log(
        `Wrote ${path.relative(projectRoot, file)}. Review it, then restart npm start to apply it.`,
      );
      return 0;
    } finally {
      await databases.drop();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
