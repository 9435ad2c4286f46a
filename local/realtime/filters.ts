// `postgres_changes` filters as realtime-js sends them (`user_id=eq.<uuid>`, `id=in.(1,2,3)`). The
// stand-in implements eq, neq and in: the values are turned into the column type's text form by
// Postgres when the channel joins (realtime.filter_value), then compared with the text form that
// replication sends, so `eq` on a uuid or a numeric(10,2) matches however the client spelled it.

export type FilterOperator = "eq" | "neq" | "in";

export interface ParsedFilter {
  column: string;
  operator: FilterOperator;
  values: string[];
}

/** Operators hosted Realtime knows that the stand-in does not (refused at join, with a clear reason). */
const KNOWN_UNSUPPORTED = new Set(["lt", "lte", "gt", "gte", "like", "ilike", "is", "isnot", "not"]);

export class FilterError extends Error {}

/** Splits `a,b,"c,d"` the way PostgREST-style lists are written. */
function listValues(inner: string): string[] {
  const values: string[] = [];
  let current = "";
  let quoted = false;
  for (const char of inner) {
    if (char === '"') quoted = !quoted;
    else if (char === "," && !quoted) {
      values.push(current.trim());
      current = "";
    } else current += char;
  }
  values.push(current.trim());
  return values;
}

export function parseFilter(filter: string): ParsedFilter {
  const match = /^([^=]+)=([a-z]+)\.(.*)$/s.exec(filter);
  if (!match) throw new FilterError(`invalid filter "${filter}": expected column=operator.value`);
  const [, column = "", operator = "", raw = ""] = match;
  if (KNOWN_UNSUPPORTED.has(operator)) {
    throw new FilterError(`filter operator "${operator}" is not supported by the local Realtime stand-in`);
  }
  if (operator !== "eq" && operator !== "neq" && operator !== "in") {
    throw new FilterError(`invalid filter "${filter}": unknown operator "${operator}"`);
  }
  if (operator === "in") {
    if (!raw.startsWith("(") || !raw.endsWith(")")) {
      throw new FilterError(`invalid filter "${filter}": in expects a list like (a,b)`);
    }
    const values = listValues(raw.slice(1, -1));
    if (values.length > 100) throw new FilterError(`invalid filter "${filter}": at most 100 values`);
    return { column: column.trim(), operator, values };
  }
  return { column: column.trim(), operator, values: [raw] };
}

/**
 * Whether a row passes a filter whose values are already in the column type's text form. A column the
 * row does not carry (a key-only old row) or a NULL never passes, as in SQL.
 */
export function rowPassesFilter(row: Record<string, unknown>, filter: ParsedFilter): boolean {
  const value = row[filter.column];
  if (typeof value !== "string") return false;
  switch (filter.operator) {
    case "eq":
    case "in":
      return filter.values.includes(value);
    case "neq":
      return !filter.values.includes(value);
  }
}
