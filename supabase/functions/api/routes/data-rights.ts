// /me/data: the rights centre (docs/product.md "Your data", docs/api.md). See a summary of everything
// held; take it as one archive built in the background and e-mailed as a link; erase one kind (every
// receipt photo, or every record of pasted messages) all or nothing; nominate someone.
import { indianDay } from "@shared/calendar/indian-day.ts";
import { ARCHIVE_LINK_DAYS, eraseKindSchema, nomineeSchema } from "@shared/contract/data-rights.ts";
import { expenseFiltersSchema } from "@shared/contract/expense-filters.ts";
import { Hono } from "hono";
import type { AppEnv, Services } from "../app-env.ts";
import {
  ARCHIVE_BUCKET,
  archiveDownloadName,
  archivePath,
  archiveReadme,
  receiptFileName,
  tableFileName,
  zipArchive,
} from "../archive/archive-files.ts";
import type { AccessClaims } from "../auth/verify-token.ts";
import { exportHead, exportLines } from "../csv/export.ts";
import { accountLanguage } from "../db/accounts.ts";
import {
  accountRecord,
  archiveFailed,
  archiveProgress,
  archiveReady,
  clearMessageRecords,
  clearReceiptReferences,
  dataSummary,
  forgetArchiveFiles,
  insertArchive,
  olderArchiveFiles,
  ownArchiveFile,
  ownArchives,
  ownNominee,
  receiptFilesOf,
  removeNominee,
  saveNominee,
  userRowsOf,
  userTables,
} from "../db/data-rights.ts";
import { exportExpenses } from "../db/expenses.ts";
import { RATE_RULES } from "../db/rate-limits.ts";
import { withService, withUser } from "../db/with-user.ts";
import { conflict, gone, HttpError, notFound, tooManyRequests } from "../http/errors.ts";
import { isUuid, jsonBody } from "../http/validate.ts";
import { archiveReadyMail, nomineeNamedMail } from "../mail/messages.ts";

const DAY_MS = 86_400_000;
/** The download link the API hands the signed-in owner: long enough to start, too short to share. */
const DOWNLOAD_LINK_SECONDS = 60;
const ARCHIVE_NOT_FOUND = "Archive not found";
const ARCHIVE_EXPIRED = "This archive's link has expired. Please ask for a new one.";

export function dataRightsRoutes(services: Services) {
  const { sql, storage, now } = services;
  const routes = new Hono<AppEnv>();

  routes.get("/", async (c) => {
    const claims = c.get("claims");
    const summary = await withService(sql, (tx) => dataSummary(tx, claims.sub));
    const nominee = await withUser(sql, claims, ownNominee);
    return c.json({ ...summary, nominee });
  });

  /** Builds one archive: every row of the user's, the CSV, the photos; then the file, the row, the e-mail. */
  async function buildArchive(claims: AccessClaims, archiveId: string): Promise<void> {
    const userId = claims.sub;
    const step = (progress: number) => withService(sql, (tx) => archiveProgress(tx, archiveId, progress));
    const files: Record<string, string | Uint8Array> = {};
    await step(5);
    const tables = await withService(sql, userTables);
    for (const [index, table] of tables.entries()) {
      const rows = await withService(sql, (tx) => userRowsOf(tx, table, userId));
      files[tableFileName(table.schema, table.table)] = JSON.stringify(rows, null, 2);
      if (index % 5 === 4) await step(5 + Math.round((45 * (index + 1)) / tables.length));
    }
    files["account.json"] = JSON.stringify(
      await withService(sql, (tx) => accountRecord(tx, userId)),
      null,
      2,
    );
    // The CSV is the app's own export of every expense (routes/expenses.ts GET /expenses/export).
    const csv = [exportHead()];
    await withUser(sql, claims, (tx) =>
      exportExpenses(tx, expenseFiltersSchema.parse({}), (rows) => csv.push(exportLines(rows))),
    );
    files["expenses.csv"] = csv.join("");
    await step(55);
    const receipts = await withService(sql, (tx) => receiptFilesOf(tx, userId));
    for (const [index, receipt] of receipts.entries()) {
      files[receiptFileName(receipt.name)] = await storage.download("receipts", receipt.name);
      if (index % 10 === 9) await step(55 + Math.round((35 * (index + 1)) / receipts.length));
    }
    files["README.txt"] = archiveReadme({
      createdAt: now().toISOString(),
      tables: tables.map((t) => tableFileName(t.schema, t.table)),
      receipts: receipts.length,
    });
    await step(90);
    const zip = zipArchive(files);
    const path = archivePath(userId, archiveId);
    await storage.upload(ARCHIVE_BUCKET, path, zip, "application/zip");
    const expiresAt = new Date(now().getTime() + ARCHIVE_LINK_DAYS * DAY_MS);
    // One archive kept at a time: the older files go once the new one is ready.
    const older = await withService(sql, async (tx) => {
      await archiveReady(tx, archiveId, path, zip.byteLength, expiresAt);
      return olderArchiveFiles(tx, userId, archiveId);
    });
    if (older.length > 0) {
      await storage.remove(
        ARCHIVE_BUCKET,
        older.map((o) => o.filePath),
      );
      await withService(sql, (tx) =>
        forgetArchiveFiles(
          tx,
          older.map((o) => o.id),
        ),
      );
    }
    if (claims.email) {
      const language = await accountLanguage(sql, userId);
      const link = `${services.siteUrl.replace(/\/$/, "")}/profile/data?archive=${archiveId}`;
      await services.mailer.send(archiveReadyMail({ to: claims.email, link, expiresAt, language }));
    }
  }

  routes.post("/archive", async (c) => {
    const claims = c.get("claims");
    const limit = await services.rateLimiter.hit(RATE_RULES.archivesPerUser, claims.sub);
    if (limit.exceeded) throw tooManyRequests("archives asked for", limit.retryAfterSeconds);
    const row = await withService(sql, (tx) => insertArchive(tx, claims.sub));
    if (!row)
      throw conflict("An archive is already being prepared. You will get an e-mail when it is ready.");
    services.background(
      buildArchive(claims, row.id).catch(async (error) => {
        console.error("api: data archive failed", row.id, error);
        await withService(sql, (tx) => archiveFailed(tx, row.id, String(error))).catch(() => undefined);
      }),
    );
    return c.json(row, 202);
  });

  routes.get("/archive", async (c) => c.json(await withUser(sql, c.get("claims"), ownArchives)));

  // A link valid for a minute, for the signed-in owner only (RLS finds no one else's archive).
  routes.get("/archive/:id/download", async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) throw notFound(ARCHIVE_NOT_FOUND);
    const archive = await withUser(sql, c.get("claims"), (tx) => ownArchiveFile(tx, id));
    if (!archive) throw notFound(ARCHIVE_NOT_FOUND);
    if (archive.status === "expired") throw gone(ARCHIVE_EXPIRED);
    if (archive.status !== "ready" || !archive.filePath) {
      throw conflict(
        archive.status === "failed"
          ? "This archive could not be made. Please ask for a new one."
          : "This archive is not ready yet.",
      );
    }
    if (archive.expiresAt && Date.parse(archive.expiresAt) <= now().getTime()) {
      throw gone(ARCHIVE_EXPIRED);
    }
    const url = await storage.signedUrl(
      ARCHIVE_BUCKET,
      archive.filePath,
      DOWNLOAD_LINK_SECONDS,
      archiveDownloadName(indianDay(archive.createdAt)),
    );
    return c.json({ url });
  });

  // Erase one kind, all or nothing: the references change in a transaction that commits only once
  // Storage confirmed the files are gone; a failure leaves both as they were.
  routes.post("/erase", async (c) => {
    const claims = c.get("claims");
    const { kind } = await jsonBody(c, eraseKindSchema);
    if (kind === "messages") {
      const cleared = await withService(sql, (tx) => clearMessageRecords(tx, claims.sub));
      return c.json({ kind, erased: cleared });
    }
    try {
      const erased = await withService(sql, async (tx) => {
        await clearReceiptReferences(tx, claims.sub);
        const files = await receiptFilesOf(tx, claims.sub);
        await storage.remove(
          "receipts",
          files.map((f) => f.name),
        );
        return files.length;
      });
      return c.json({ kind, erased });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      console.error("api: erasing receipt photos failed", claims.sub, error);
      throw new HttpError(
        503,
        "Your receipt photos could not be erased, so nothing was changed. Please try again.",
      );
    }
  });

  routes.get("/nominee", async (c) => c.json(await withUser(sql, c.get("claims"), ownNominee)));

  routes.put("/nominee", async (c) => {
    const claims = c.get("claims");
    const input = await jsonBody(c, nomineeSchema);
    const { nominee, newPerson } = await withUser(sql, claims, (tx) => saveNominee(tx, input));
    if (newPerson) {
      const mail = withService(sql, (tx) => dataSummary(tx, claims.sub)).then(async ({ profile }) => {
        const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(" ");
        const userName = fullName
          ? `${fullName} (${profile.email})`
          : (profile.email ?? "A Paisa Coach user");
        const language = await accountLanguage(sql, claims.sub);
        await services.mailer.send(
          nomineeNamedMail({
            to: nominee.email,
            nomineeName: nominee.name,
            userName,
            contact: services.dataContact,
            language,
          }),
        );
      });
      services.background(mail.catch((error) => console.error("api: nominee e-mail failed", error)));
    }
    return c.json(nominee);
  });

  routes.delete("/nominee", async (c) => {
    const removed = await withUser(sql, c.get("claims"), removeNominee);
    if (!removed) throw notFound("You have not nominated anyone");
    return c.body(null, 204);
  });

  return routes;
}
