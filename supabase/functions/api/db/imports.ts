// CSV imports under the caller's RLS: finding rows already stored, writing the file's expenses in one
// statement, and the data_imports record (written through private.record_import: users cannot write
// import records themselves).

import { merchantKey } from "@shared/capture/merchant-categories.ts";
import { referenceKey } from "@shared/capture/reference-key.ts";
import type { ImportRecord } from "@shared/contract/api-rows.ts";
import type { ImportedExpense } from "../csv/import-formats.ts";
import { importSplitIds } from "../csv/import-splits.ts";
import type { Tx } from "./with-user.ts";

/** Rows serialised between two pauses. */
const JSON_SLICE_ROWS = 2_000;

/**
 * The rows as one JSON array text, serialised a slice at a time with pauses between (50,000 rows
 * are 6 MB of JSON: JSON.stringify in one go would hold the function for a tenth of a second);
 * `pause` is the upload's (csv/time-slices.ts).
 */
async function jsonArray(rows: readonly object[], pause: () => Promise<void>): Promise<string> {
  const parts: string[] = [];
  for (let at = 0; at < rows.length; at += JSON_SLICE_ROWS) {
    if (at > 0) await pause();
    parts.push(JSON.stringify(rows.slice(at, at + JSON_SLICE_ROWS)).slice(1, -1));
  }
  return `[${parts.join(",")}]`;
}

const payeeKey = (row: ImportedExpense) => (row.payee ? merchantKey(row.payee) || null : null);

/**
 * The positions (in `rows`) of expenses the caller already has, in one statement:
 * - a row with a UPI/IMPS reference / UTR that a saved expense carries ("ref:<reference>": saved from its
 *   message, or imported from a statement before);
 * - else one with the same Indian day, amount and payee (merchant key) as a saved expense, each saved
 *   expense standing for one row only (two ₹120 Chaayos rows and one saved: one is new), and never one
 *   whose own reference differs from the row's;
 * - else (the same file again) one with the same Indian minute, amount and description, unless both
 *   carry a reference and they differ (two people's same ₹120.50 at one café in one minute).
 * Each is an index scan: (user_id, message_ref) or (user_id, spent_at).
 */
export async function alreadyStored(
  tx: Tx,
  rows: readonly ImportedExpense[],
  pause: () => Promise<void>,
): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const candidates = rows.map((row, position) => ({
    position,
    spent_at: row.spentAt,
    amount: row.amount,
    description: row.description,
    ref: row.reference ? referenceKey(row.reference) : null,
    merchant_key: payeeKey(row),
  }));
  const found = await tx<{ position: number }[]>`
    with c as (
      select c.*, private.ist_start_of(private.ist_day(c.spent_at)) as day
      from jsonb_to_recordset(${await jsonArray(candidates, pause)}::text::jsonb)
        as c(position integer, spent_at timestamptz, amount numeric, description text, ref text, merchant_key text)
    ),
    by_reference as (
      select c.position from c
      where c.ref is not null and exists (
        select 1 from public.expenses e where e.user_id = (select auth.uid()) and e.message_ref = c.ref
      )
    ),
    same_row as (
      select c.position from c
      where exists (
        select 1 from public.expenses e
        where e.user_id = (select auth.uid())
          and e.spent_at >= date_trunc('minute', c.spent_at)
          and e.spent_at < date_trunc('minute', c.spent_at) + interval '1 minute'
          and e.amount = c.amount
          and e.description is not distinct from c.description
          and not (c.ref is not null and e.message_ref like 'ref:%' and e.message_ref <> c.ref)
      )
    ),
    by_payee as (
      select c.*, row_number() over (partition by c.day, c.amount, c.merchant_key order by c.position) as nth
      from c
      where c.merchant_key is not null
        and c.position not in (select position from by_reference union all select position from same_row)
    )
    select position from by_reference
    union
    select position from same_row
    union
    select p.position from by_payee p
    where p.nth <= (
      select count(*) from public.expenses e
      where e.user_id = (select auth.uid())
        and e.spent_at >= p.day and e.spent_at < p.day + interval '1 day'
        and e.amount = p.amount
        and e.merchant_key = p.merchant_key
        and not (p.ref is not null and e.message_ref like 'ref:%' and e.message_ref <> p.ref)
    )`;
  return new Set(found.map((row) => row.position));
}

/**
 * Inserts the expenses in one statement (so the totals and the alert check run once, for the file's
 * final figures). Answers how many were inserted.
 */
export async function insertImported(
  tx: Tx,
  rows: readonly ImportedExpense[],
  pause: () => Promise<void>,
): Promise<number> {
  if (rows.length === 0) return 0;
  // The reference is kept (as a saved message keeps it) so a later statement or message of the same
  // payment finds it; a reference the file prints twice is kept on its first row only (it is unique).
  const seen = new Set<string>();
  const messageRefOf = (row: ImportedExpense) => {
    if (!row.reference || seen.has(row.reference)) return null;
    seen.add(row.reference);
    return referenceKey(row.reference);
  };
  const splitIds = importSplitIds(rows);
  const values = rows.map((row, position) => ({
    split_id: splitIds[position],
    message_ref: messageRefOf(row),
    amount: row.amount,
    category: row.category,
    description: row.description,
    method: row.method,
    paid_with: row.paidWith,
    spent_at: row.spentAt,
    merchant_key: payeeKey(row),
  }));
  const result = await tx`
    insert into public.expenses (user_id, amount, category, description, method, paid_with, spent_at, merchant_key,
      message_ref, split_id)
    select (select auth.uid()), r.amount, r.category, r.description, r.method, r.paid_with, r.spent_at, r.merchant_key,
      r.message_ref, r.split_id
    from jsonb_to_recordset(${await jsonArray(values, pause)}::text::jsonb)
      as r(amount numeric, category text, description text, method text, paid_with text, spent_at timestamptz,
        merchant_key text, message_ref text, split_id uuid)`;
  return result.count;
}

export interface ImportRecordInput {
  fileName: string;
  fileType: string | null;
  sourceApp: string | null;
  processed: number;
  imported: number;
  skipped: number;
  status: "completed" | "failed";
  errorMessage: string | null;
}

const recordColumns = (tx: Tx) => tx`
  id::text as id, file_name as "fileName", file_type as "fileType", source_app as "sourceApp",
  records_processed as "recordsProcessed", records_imported as "recordsImported",
  records_skipped as "recordsSkipped", status, error_message as "errorMessage", created_at as "createdAt"`;

export async function recordImport(tx: Tx, input: ImportRecordInput): Promise<ImportRecord> {
  const [row] = await tx<ImportRecord[]>`
    select ${recordColumns(tx)}
    from private.record_import(${input.fileName}, ${input.fileType}, ${input.sourceApp}, ${input.processed},
      ${input.imported}, ${input.skipped}, ${input.status}, ${input.errorMessage})`;
  if (!row) throw new Error("record_import returned no row");
  return row;
}

/** The caller's latest imports, newest first. */
export function listImports(tx: Tx, limit: number): Promise<ImportRecord[]> {
  return tx<ImportRecord[]>`
    select ${recordColumns(tx)} from public.data_imports
    where user_id = (select auth.uid())
    order by created_at desc
    limit ${limit}`;
}
