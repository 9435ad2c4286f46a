// What an import of a read file will do, once the rows already stored are known: which expenses go
// in, and the counts, refusals and skips the preview shows (and the record keeps).
import type { ImportPreview } from "@shared/contract/api-rows.ts";
import { canonicalCategory } from "@shared/contract/categories.ts";
import { FORMATS, type ImportedExpense } from "./import-formats.ts";
import { FIELD_LABELS, type ReadFile } from "./import-read.ts";

const LISTED = 100;
const SAMPLE = 10;

/** The file's expenses in file order, with their lines (the input of the duplicate check). */
export function expensesOf(file: ReadFile): { line: number; expense: ImportedExpense }[] {
  return file.rows.flatMap(({ line, outcome }) =>
    outcome.kind === "expense" ? [{ line, expense: outcome.expense }] : [],
  );
}

/** The user's choice of category per name the file uses ("Pets" → "Others"). */
export type CategoryChoices = Readonly<Record<string, string>>;

/** The file with the user's category choices applied to the rows whose category the file names. */
export function withCategoryChoices(file: ReadFile, choices: CategoryChoices | undefined): ReadFile {
  if (!choices) return file;
  const chosen = new Map(Object.entries(choices));
  return {
    ...file,
    rows: file.rows.map((row) => {
      const { outcome } = row;
      const choice =
        outcome.kind === "expense" ? chosen.get(outcome.expense.sourceCategory ?? "") : undefined;
      if (outcome.kind !== "expense" || choice === undefined) return row;
      return {
        ...row,
        outcome: { ...outcome, expense: { ...outcome.expense, category: canonicalCategory(choice) } },
      };
    }),
  };
}

/** Each category name the rows to import use, in file order, with the category it becomes. */
function categoryMapping(expenses: readonly ImportedExpense[]): ImportPreview["categories"] {
  const byName = new Map<string, { name: string; category: string; rows: number }>();
  for (const { sourceCategory, category } of expenses) {
    if (sourceCategory === null) continue;
    const seen = byName.get(sourceCategory);
    if (seen) seen.rows += 1;
    else byName.set(sourceCategory, { name: sourceCategory, category, rows: 1 });
  }
  return [...byName.values()];
}

export interface ImportPlan {
  toImport: ImportedExpense[];
  counts: ImportPreview["counts"];
}

/** `stored`: positions in expensesOf(file) that the user already has. */
export function planImport(
  file: ReadFile,
  stored: ReadonlySet<number>,
): ImportPlan & { preview: Omit<ImportPreview, "fileName"> } {
  const expenses = expensesOf(file);
  const fresh = expenses.filter((_, position) => !stored.has(position));
  const refused = file.rows.flatMap(({ line, outcome }) =>
    outcome.kind === "refuse" ? [{ line, reason: outcome.reason }] : [],
  );
  const skipReasons = new Map<string, number>();
  for (const { outcome } of file.rows) {
    if (outcome.kind === "skip") skipReasons.set(outcome.reason, (skipReasons.get(outcome.reason) ?? 0) + 1);
  }
  const skipped = [...skipReasons].reduce((sum, [, count]) => sum + count, 0);
  const counts = {
    rows: file.rows.length,
    toImport: fresh.length,
    duplicates: stored.size,
    skipped,
    refused: refused.length,
  };
  return {
    toImport: fresh.map(({ expense }) => expense),
    counts,
    preview: {
      format: file.format.id,
      formatLabel: file.format.label,
      formats: FORMATS.map(({ id, label }) => ({ id, label })),
      headerLine: file.headerLine,
      columns: file.columns,
      mapping: file.mapping as Record<string, string>,
      fields: file.format.fields.map((field) => ({
        field,
        label: FIELD_LABELS[field],
        required: file.format.required.includes(field),
      })),
      problem: file.problem,
      counts,
      categories: categoryMapping(fresh.map(({ expense }) => expense)),
      sample: fresh.slice(0, SAMPLE).map(({ line, expense }) => ({
        line,
        date: expense.spentAt,
        hasTime: expense.hasTime,
        amount: expense.amount,
        category: expense.category,
        description: expense.description,
        paidWith: expense.paidWith,
      })),
      refused: refused.slice(0, LISTED),
      skipped: [...skipReasons].map(([reason, count]) => ({ reason, count })),
      duplicateLines: expenses
        .filter((_, position) => stored.has(position))
        .slice(0, LISTED)
        .map(({ line }) => line),
    },
  };
}
