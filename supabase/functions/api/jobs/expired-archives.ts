// The scheduler's step that keeps the 7-day promise of the data archive (docs/product.md §2.23): the
// files of archives past their expiry go from Storage, then their rows read `expired`. A Storage
// failure leaves the rows as they were, so the next run tries again.
import type postgres from "postgres";
import { ARCHIVE_BUCKET } from "../archive/archive-files.ts";
import { expiredArchiveFiles, forgetArchiveFiles } from "../db/data-rights.ts";
import { withService } from "../db/with-user.ts";
import type { StorageAdmin } from "../storage/storage-admin.ts";

/** Archives handled per run (the scheduler runs every minute). */
const PER_RUN = 500;

export async function removeExpiredArchives(
  sql: postgres.Sql,
  storage: StorageAdmin,
  at: Date,
  userIds?: string[],
): Promise<{ removed: number }> {
  const due = await withService(sql, (tx) => expiredArchiveFiles(tx, at, userIds, PER_RUN));
  if (due.length === 0) return { removed: 0 };
  await storage.remove(
    ARCHIVE_BUCKET,
    due.map((archive) => archive.filePath),
  );
  await withService(sql, (tx) =>
    forgetArchiveFiles(
      tx,
      due.map((archive) => archive.id),
    ),
  );
  return { removed: due.length };
}
