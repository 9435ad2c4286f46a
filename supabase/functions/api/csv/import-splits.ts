// A file's split bills (docs/product.md §4.19.1): rows of this app's export that share a Split key are
// the lines of one bill and are imported as one again, under a new split id. A group the database
// would refuse — one line left (its others already stored or refused), more than 10, or lines that
// disagree on the moment, description, method or way of paying (an edited file) — is imported as
// ordinary expenses instead, so the import never fails on it.
import { MAX_SPLIT_LINES, MIN_SPLIT_LINES } from "@shared/money/split-lines.ts";
import type { ImportedExpense } from "./import-formats.ts";

type SplitFields = Pick<ImportedExpense, "spentAt" | "description" | "method" | "paidWith" | "split">;

const sharedFields = (row: SplitFields) =>
  JSON.stringify([new Date(row.spentAt).getTime(), row.description, row.method, row.paidWith]);

/** Each row's new split id (null: an ordinary expense), in the order of `rows`. */
export function importSplitIds(
  rows: readonly SplitFields[],
  newId: () => string = () => crypto.randomUUID(),
): (string | null)[] {
  const groups = new Map<string, number[]>();
  rows.forEach((row, position) => {
    if (!row.split) return;
    groups.set(row.split, [...(groups.get(row.split) ?? []), position]);
  });
  const ids: (string | null)[] = rows.map(() => null);
  for (const positions of groups.values()) {
    const shared = new Set(positions.map((position) => sharedFields(rows[position] as SplitFields)));
    if (positions.length < MIN_SPLIT_LINES || positions.length > MAX_SPLIT_LINES || shared.size !== 1)
      continue;
    const id = newId();
    for (const position of positions) ids[position] = id;
  }
  return ids;
}
