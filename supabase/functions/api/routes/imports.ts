// /imports: preview and import a CSV file of expenses (multipart/form-data: `file`, optional `format`
// and `mapping`), and the caller's past imports. The file is read here; the expenses go in under the
// caller's RLS in one transaction, all or nothing, with the data_imports record. Uploads are rate
// limited per user, and reading one pauses for other requests (csv/import-read.ts, csv/time-slices.ts).
import type { ImportResult } from "@shared/contract/api-rows.ts";
import { expenseCategorySchema } from "@shared/contract/expense-schemas.ts";
import { hasControlCharacter } from "@shared/contract/fields.ts";
import { IMPORT_TOO_LARGE_MESSAGE, MAX_IMPORT_FILE_BYTES } from "@shared/contract/import-limits.ts";
import { type Context, Hono } from "hono";
import type postgres from "postgres";
import { z } from "zod";
import type { AppEnv, Services } from "../app-env.ts";
import { type ColumnMapping, FORMAT_IDS, type FormatId } from "../csv/import-formats.ts";
import { type CategoryChoices, expensesOf, planImport, withCategoryChoices } from "../csv/import-plan.ts";
import { decodeCsv, ImportFileProblem, type ReadFile, readImportFile } from "../csv/import-read.ts";
import { createImportTurns, UploadUnderWay } from "../csv/import-turns.ts";
import { timeSlicedPause } from "../csv/time-slices.ts";
import { alreadyStored, insertImported, listImports, recordImport } from "../db/imports.ts";
import { RATE_RULES } from "../db/rate-limits.ts";
import { withUser } from "../db/with-user.ts";
import { badRequest, HttpError, payloadTooLarge, tooManyRequests, unprocessable } from "../http/errors.ts";
import { boundaryOf, type FormPart, MultipartProblem, readMultipart } from "../http/multipart.ts";
import { parseWith } from "../http/validate.ts";

const choiceSchema = z.object({
  format: z.enum(FORMAT_IDS, { error: `format must be one of: ${FORMAT_IDS.join(", ")}` }).optional(),
  mapping: z
    .string()
    .optional()
    .transform((text, ctx): ColumnMapping | undefined => {
      if (!text) return undefined;
      try {
        const parsed: unknown = JSON.parse(text);
        const mapping = z.record(z.string(), z.string().max(200)).safeParse(parsed);
        if (mapping.success) return mapping.data;
      } catch {
        // reported below
      }
      ctx.addIssue({
        code: "custom",
        message: "mapping must be a JSON object of field names to column names",
      });
      return z.NEVER;
    }),
  categories: z
    .string()
    .optional()
    .transform((text, ctx): CategoryChoices | undefined => {
      if (!text) return undefined;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      const choices = z.record(z.string().max(200), expenseCategorySchema).safeParse(parsed);
      if (choices.success) return choices.data;
      const issue = choices.error.issues.find((problem) => problem.path.length > 0);
      ctx.addIssue({
        code: "custom",
        message: issue
          ? `categories: ${issue.message} (for "${String(issue.path[0]).slice(0, 50)}")`
          : "categories must be a JSON object of the file's category names to this app's categories",
      });
      return z.NEVER;
    }),
});

interface UploadForm {
  file: FormPart | null;
  fields: Record<string, string>;
}

/**
 * The upload's form, once the caller's upload count allows another; 400 for a body that is not a
 * multipart form with a boundary, or does not parse as one. Read by http/multipart.ts, which pauses
 * for other requests (`pause`), rather than by the runtime's formData(), which parses 5 MB in one go;
 * in a reading turn, taken once the body has arrived.
 */
async function uploadForm(
  c: Context<AppEnv>,
  services: Services,
  turn: () => Promise<void>,
  pause: () => Promise<void>,
): Promise<UploadForm> {
  const rate = await services.rateLimiter.hit(RATE_RULES.importUploadsPerUser, c.get("claims").sub);
  if (rate.exceeded) throw tooManyRequests("CSV uploads", rate.retryAfterSeconds);
  const boundary = boundaryOf(c.req.header("Content-Type") ?? "");
  if (!boundary) throw badRequest("Send the file as multipart/form-data with a boundary (form field `file`)");
  const body = new Uint8Array(await c.req.arrayBuffer());
  // Received: the reading waits for its turn (csv/import-turns.ts).
  await turn();
  let parts: FormPart[];
  try {
    parts = await readMultipart(body, boundary, pause);
  } catch (error) {
    if (!(error instanceof MultipartProblem)) throw error;
    throw badRequest("The upload could not be read as multipart/form-data");
  }
  const text = new TextDecoder();
  const fields: Record<string, string> = {};
  for (const part of parts) if (part.fileName === null) fields[part.name] = text.decode(part.bytes);
  return { file: parts.find((part) => part.name === "file" && part.fileName !== null) ?? null, fields };
}

interface Upload {
  fileName: string;
  fileType: string;
  file: ReadFile;
}

/** The uploaded file, read with the chosen format and mapping; 400/413/422 for what cannot be used. */
async function readUpload({ file: upload, fields }: UploadForm, pause: () => Promise<void>): Promise<Upload> {
  if (!upload) throw badRequest("Choose a CSV file to import (form field `file`)");
  if (upload.bytes.length > MAX_IMPORT_FILE_BYTES) throw payloadTooLarge(IMPORT_TOO_LARGE_MESSAGE);
  // A NUL cannot be stored in the import record (and no file system names a file with one).
  if (hasControlCharacter(upload.fileName ?? "")) {
    throw badRequest("The file name must not contain control characters");
  }
  const fileName = (upload.fileName || "import.csv").slice(0, 255);
  const choice = parseWith(choiceSchema, {
    format: fields.format || undefined,
    mapping: fields.mapping,
    categories: fields.categories,
  });
  try {
    const file = await readImportFile(
      await decodeCsv(upload.bytes, pause),
      { format: choice.format as FormatId | undefined, mapping: choice.mapping },
      { pause },
    );
    return {
      fileName,
      fileType: upload.contentType || "text/csv",
      file: withCategoryChoices(file, choice.categories),
    };
  } catch (error) {
    if (error instanceof ImportFileProblem) throw unprocessable(error.message);
    throw error;
  }
}

/** Postgres refusing the data (classes 22 and 23), as opposed to the database being unavailable. */
const isDataError = (error: unknown): error is postgres.PostgresError =>
  typeof (error as { code?: unknown })?.code === "string" && /^2[23]/.test((error as { code: string }).code);

export function importRoutes(services: Services) {
  const { sql } = services;
  const routes = new Hono<AppEnv>();
  const turns = createImportTurns();
  /** The upload's handling in the user's turn (csv/import-turns.ts); 429 while their last is read. */
  const inTurn = async <T>(
    c: Context<AppEnv>,
    work: (turn: () => Promise<void>) => Promise<T>,
  ): Promise<T> => {
    try {
      return await turns.run(c.get("claims").sub, work);
    } catch (error) {
      if (error instanceof UploadUnderWay) {
        throw new HttpError(429, "Your last CSV upload is still being read. Try again when it is done.", {
          "Retry-After": "5",
        });
      }
      throw error;
    }
  };

  routes.get("/", async (c) => c.json(await withUser(sql, c.get("claims"), (tx) => listImports(tx, 20))));

  routes.post("/preview", (c) =>
    inTurn(c, async (turn) => {
      // One upload's pauses share their time slices (csv/time-slices.ts), from the form to the JSON.
      const pause = timeSlicedPause();
      const { fileName, file } = await readUpload(await uploadForm(c, services, turn, pause), pause);
      const expenses = expensesOf(file).map(({ expense }) => expense);
      const stored = await withUser(sql, c.get("claims"), (tx) => alreadyStored(tx, expenses, pause));
      return c.json({ fileName, ...planImport(file, stored).preview });
    }),
  );

  routes.post("/", (c) => inTurn(c, (turn) => importUpload(c, turn)));

  async function importUpload(c: Context<AppEnv>, turn: () => Promise<void>) {
    const claims = c.get("claims");
    const pause = timeSlicedPause();
    const { fileName, fileType, file } = await readUpload(await uploadForm(c, services, turn, pause), pause);
    if (file.problem) throw unprocessable(file.problem);
    const record = { fileName, fileType, sourceApp: file.format.label, processed: file.rows.length };
    try {
      const result = await withUser(sql, claims, async (tx): Promise<ImportResult> => {
        const expenses = expensesOf(file).map(({ expense }) => expense);
        const plan = planImport(file, await alreadyStored(tx, expenses, pause));
        const imported = await insertImported(tx, plan.toImport, pause);
        const saved = await recordImport(tx, {
          ...record,
          imported,
          skipped: record.processed - imported,
          status: "completed",
          errorMessage: null,
        });
        return { ...saved, duplicates: plan.counts.duplicates, refused: plan.counts.refused };
      });
      return c.json(result, 201);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      // Nothing of the file was kept (one transaction); the failure is recorded on its own.
      const message = isDataError(error)
        ? `Nothing was imported: the database refused a row (${error.constraint_name ?? error.message}).`
        : "Nothing was imported: the import could not be finished. Please try again.";
      await withUser(sql, claims, (tx) =>
        recordImport(tx, {
          ...record,
          imported: 0,
          skipped: record.processed,
          status: "failed",
          errorMessage: message,
        }),
      ).catch(() => undefined);
      if (isDataError(error)) throw unprocessable(message);
      throw error;
    }
  }

  return routes;
}
