// npm run db:backup / db:restore: an online backup of the running stack (database, stored files,
// signing key) restores into a fresh data directory with the same rows and the same bytes.
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../../local/config.ts";
import { backupDataDir, restoreDataDir } from "../../../local/db/backup.ts";
import { startPostgres } from "../../../local/db/postgres.ts";
import { freePort } from "../../../local/ports.ts";
import { adminSql, newUser, stack } from "../../support/index.ts";

// Under .data-test like the stacks' own data: Postgres runs as another user when tests run as root.
const work = path.join(projectRoot, ".data-test", `backup-${randomBytes(6).toString("hex")}`);
await mkdir(work, { recursive: true });
afterAll(() => rm(work, { recursive: true, force: true }));

/** One user's data, as text, in a stable order: what the restore must reproduce exactly. */
async function snapshot(sql: postgres.Sql, userId: string) {
  const table = async (query: postgres.PendingQuery<postgres.Row[]>) =>
    (await query).map((row) => JSON.stringify(row)).join("\n");
  return {
    user: await table(
      sql`select id, email, encrypted_password, raw_user_meta_data from auth.users where id = ${userId}`,
    ),
    profile: await table(sql`select * from public.profiles where id = ${userId}`),
    budget: await table(sql`select * from public.budgets where user_id = ${userId}`),
    expenses: await table(sql`select * from public.expenses where user_id = ${userId} order by id`),
    totals: await table(
      sql`select * from public.expense_daily_totals where user_id = ${userId} order by 1, 2, 3`,
    ),
    objects: await table(
      sql`select name, metadata from storage.objects where owner_id = ${userId} order by name`,
    ),
    migrations: await table(sql`select version from supabase_migrations.schema_migrations order by version`),
  };
}

const digest = async (file: string) =>
  createHash("sha256")
    .update(await readFile(file))
    .digest("hex");

describe("db:backup and db:restore", { timeout: 120_000 }, () => {
  it("restores the running stack's data into a fresh data directory, rows and files alike", async () => {
    const owner = await newUser();
    const sql = adminSql();
    await sql`insert into public.budgets (user_id, amount) values (${owner.user.id}, 25000)`;
    for (let i = 0; i < 20; i++) {
      await sql`
        insert into public.expenses (user_id, amount, category, description, spent_at)
        values (${owner.user.id}, ${100 + i}, 'Food & Dining', ${`lunch ${i}`}, now() - ${`${i} days`}::interval)`;
    }
    const photo = new Uint8Array(4096).map((_, i) => (i * 31) % 256);
    photo.set([0xff, 0xd8, 0xff, 0xe0]);
    const key = `${owner.user.id}/receipt.jpg`;
    const upload = await owner.client.storage
      .from("receipts")
      .upload(key, new Blob([photo], { type: "image/jpeg" }));
    expect(upload.error).toBeNull();
    const before = await snapshot(sql, owner.user.id);

    // Online: the stack keeps serving the other test files meanwhile.
    const file = path.join(work, "backup.tar.gz");
    const manifest = await backupDataDir({ dataDir: stack().dataDir, file });
    expect(manifest.parts).toEqual(["pg", "storage", "auth"]);

    const restored = path.join(work, "restored-data");
    await restoreDataDir({ file, dataDir: restored });

    const pg = await startPostgres({ dataDir: restored, port: await freePort() });
    const copy = postgres(pg.url, { max: 1, onnotice: () => {} });
    try {
      expect(await snapshot(copy, owner.user.id)).toEqual(before);
    } finally {
      await copy.end();
      await pg.stop();
    }
    const storedFile = (dataDir: string) =>
      path.join(dataDir, "storage", "receipts", owner.user.id, "receipt.jpg");
    expect(await digest(storedFile(restored))).toBe(await digest(storedFile(stack().dataDir)));
    expect(await readFile(path.join(restored, "auth", "signing-key.json"), "utf8")).toBe(
      await readFile(path.join(stack().dataDir, "auth", "signing-key.json"), "utf8"),
    );
  });

  it("keeps what was in the data directory and refuses a file that is not a backup", async () => {
    const dataDir = path.join(work, "kept");
    const file = path.join(work, "backup.tar.gz");
    await restoreDataDir({ file, dataDir });
    const { previous } = await restoreDataDir({ file, dataDir });
    expect(previous && existsSync(path.join(previous, "pg", "PG_VERSION"))).toBe(true);

    const bogus = path.join(work, "not-a-backup.tar.gz");
    const { create } = await import("tar");
    await create({ gzip: true, file: bogus, cwd: work }, ["backup.tar.gz"]);
    await expect(restoreDataDir({ file: bogus, dataDir })).rejects.toThrow();
    expect(existsSync(path.join(dataDir, "pg", "PG_VERSION"))).toBe(true);
  });
});
