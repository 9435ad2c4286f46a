// `npm run db:reset`: wipe the cluster (and the stored object bytes it indexes) and re-apply everything.
import { rm } from "node:fs/promises";
import path from "node:path";
import { defaultConfig } from "../config.ts";
import { migrate } from "./migrate.ts";
import { pgDirOf, startPostgres } from "./postgres.ts";

export async function resetDatabase(dataDir: string, port: number, log: (line: string) => void = () => {}) {
  // startPostgres refuses when the data dir or port is in use, so check that before wiping anything.
  const probe = await startPostgres({ dataDir, port });
  await probe.stop();
  await rm(pgDirOf(dataDir), { recursive: true, force: true });
  await rm(path.join(dataDir, "storage"), { recursive: true, force: true });
  const pg = await startPostgres({ dataDir, port });
  try {
    await migrate({ dbUrl: pg.url, log });
  } finally {
    await pg.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = defaultConfig();
  const started = Date.now();
  resetDatabase(config.dataDir, config.ports.db, (line) => console.log(line)).then(
    () =>
      console.log(`Database reset in ${((Date.now() - started) / 1000).toFixed(1)} s (${config.dataDir}).`),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
