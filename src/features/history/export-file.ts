// The CSV export (GET /api/expenses/export) of what /history shows, downloaded as a file.
import { type ExpenseFilters, filterParams } from "@shared/contract/expense-filters.ts";
import { downloadFile } from "../../lib/download-file.ts";

export function downloadExport(filters: ExpenseFilters): Promise<string> {
  const params = filterParams(filters);
  return downloadFile(
    params.size ? `/expenses/export?${params}` : "/expenses/export",
    "paisa-coach-expenses.csv",
  );
}
