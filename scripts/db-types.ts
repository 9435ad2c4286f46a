// `npm run db:types`: regenerates src/lib/database.types.ts from the migrations with the real
// Supabase CLI (`supabase gen types typescript`). Without `--db-url` it builds a throw-away
// database first (embedded Postgres + the local stack's migrate), so no running stack is needed.
// tests/integration/db/types.test.ts fails when the committed file drifts from the migrations.
import { execFile } from "node:child_process";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { projectRoot } from "../local/config.ts";
import { migrate } from "../local/db/migrate.ts";
import { startPostgres } from "../local/db/postgres.ts";
import { freePort } from "../local/ports.ts";

const run = promisify(execFile);

export const databaseTypesFile = path.join(projectRoot, "src/lib/database.types.ts");

/** The CLI's TypeScript types of the `public` schema of the database at `dbUrl`. */
export async function generateDatabaseTypes(dbUrl: string): Promise<string> {
  const { stdout } = await run(
    path.join(projectRoot, "node_modules/.bin/supabase"),
    ["gen", "types", "typescript", `--remote=${dbUrl}`, "--schema", "public"],
    {
      cwd: projectRoot,
      // Local Postgres has no TLS; saying so up front skips the CLI's TLS attempt and its warning.
      env: { ...process.env, PGSSLMODE: "disable", DO_NOT_TRACK: "1" },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return stdout;
}

/** Types generated from a fresh database built from the migrations. */
async function generateFromMigrations(): Promise<string> {
  // Under the (git-ignored) `.data-*` names; world-readable because, run as root, Postgres runs as
  // the `postgres` system user, which must reach its data directory.
  const dataDir = await mkdtemp(path.join(projectRoot, ".data-types-"));
  await chmod(dataDir, 0o755);
  const pg = await startPostgres({ dataDir, port: await freePort(), fast: true });
  try {
    await migrate({ dbUrl: pg.url });
    return await generateDatabaseTypes(pg.url);
  } finally {
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const urlFlag = process.argv.find((arg) => arg.startsWith("--db-url="));
  const types = urlFlag
    ? await generateDatabaseTypes(urlFlag.slice("--db-url=".length))
    : await generateFromMigrations();
  await writeFile(databaseTypesFile, types);
  console.log(`Wrote ${path.relative(projectRoot, databaseTypesFile)} (${types.split("\n").length} lines).`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
