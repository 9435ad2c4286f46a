// Downloading the household's CSV (GET /api/households/:id/export) as a file: fetched with the
// session's token, then handed to the browser's download through a temporary object URL.
import type { ExpenseFilters } from "@shared/contract/expense-filters.ts";
import { api } from "../../lib/api.ts";
import { householdExportPath } from "./households-api.ts";

/** The file name from `Content-Disposition: attachment; filename="…"`, or a fallback. */
const attachmentName = (header: string | null) =>
  header?.match(/filename="([^"]+)"/)?.[1] ?? "paisa-coach-household.csv";

/** Downloads what the household's history shows (its filters and search); answers the file's name. */
export async function downloadHouseholdExport(householdId: string, filters: ExpenseFilters): Promise<string> {
  const { data, headers } = await api.readWithHeaders<Blob>(
    householdExportPath(householdId, filters),
    "Export failed",
    { asBlob: true },
  );
  const fileName = attachmentName(headers.get("Content-Disposition"));
  const url = URL.createObjectURL(data);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its bytes.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}
