// Downloading the CSV export (GET /api/expenses/export) as a file: fetched with the session's token,
// then handed to the browser's download through a temporary object URL.
import { type ExpenseFilters, filterParams } from "@shared/contract/expense-filters.ts";
import { api } from "../../lib/api.ts";

/** The file name from `Content-Disposition: attachment; filename="…"`, or a fallback. */
export function attachmentName(header: string | null, fallback = "paisa-coach-expenses.csv"): string {
  return header?.match(/filename="([^"]+)"/)?.[1] ?? fallback;
}

export async function downloadExport(filters: ExpenseFilters): Promise<string> {
  const params = filterParams(filters);
  const { data, headers } = await api.readWithHeaders<Blob>(
    params.size ? `/expenses/export?${params}` : "/expenses/export",
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
