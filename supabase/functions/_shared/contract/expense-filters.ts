// Which expenses a list, a summary or an export is about: a month or a range of Indian days,
// categories, how they were paid, how they were entered, and words to search for (expense-search.ts). The API reads
// these from its query string and the history screen keeps the very same names in its address, so a
// shared link, a reload or Back shows the same list.
import { z } from "zod";
import { indianDayBounds, indianMonthBounds, isDayKey, monthLength } from "../calendar/indian-day.ts";
import { ENTRY_METHODS, type EntryMethod } from "./expense-schemas.ts";
import { PAID_WITH_CODES } from "./paid-with.ts";

/** How an expense was entered, as screens and exported files say it. */
export const ENTRY_METHOD_LABELS: Record<EntryMethod, string> = {
  manual: "Manual",
  voice: "Voice",
  receipt: "Receipt",
  message: "Message",
  import: "Imported",
};

export const SEARCH_MAX_LENGTH = 100;

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;

const dayKey = (name: string) =>
  z.string().refine(isDayKey, `${name} must be a calendar date written yyyy-mm-dd`).optional();

/** A query-string value that may be repeated (`?category=Rent&category=Petrol`). */
const repeated = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .pipe(z.array(item));

/** The filters as a query string carries them (single values as strings, repeated ones as arrays). */
export const expenseFiltersSchema = z
  .object({
    month: z
      .string()
      .regex(MONTH_KEY, "month must be a month written yyyy-mm")
      .refine((value) => Number(value.slice(0, 4)) >= 2000 && Number(value.slice(0, 4)) <= 2100, {
        message: "month must be between 2000-01 and 2100-12",
      })
      .optional(),
    from: dayKey("from"),
    to: dayKey("to"),
    category: repeated(
      z
        .string()
        .trim()
        .min(1, "category must not be empty")
        .max(50, "category must be at most 50 characters"),
    ),
    paidWith: repeated(
      z.enum(PAID_WITH_CODES, { error: `paidWith must be one of: ${PAID_WITH_CODES.join(", ")}` }),
    ),
    method: repeated(z.enum(ENTRY_METHODS, { error: `method must be one of: ${ENTRY_METHODS.join(", ")}` })),
    q: z
      .string()
      .trim()
      .max(SEARCH_MAX_LENGTH, `q must be at most ${SEARCH_MAX_LENGTH} characters`)
      .optional()
      .transform((value) => value || undefined),
  })
  .refine((query) => !(query.month && (query.from || query.to)), {
    message: "Give either month or from/to, not both",
  })
  .refine((query) => !(query.from && query.to && query.from > query.to), {
    message: "from must not be after to",
  })
  .transform((query) => {
    const filters: {
      /** One Indian month, `yyyy-mm`. */
      month?: string;
      /** First and last Indian day, `yyyy-mm-dd`, both included. */
      from?: string;
      to?: string;
      categories?: string[];
      paidWith?: typeof query.paidWith;
      methods?: typeof query.method;
      /** Words to search for, any case: description, payee, category, paid with, amount (expense-search.ts). */
      q?: string;
    } = {};
    if (query.month) filters.month = query.month;
    if (query.from) filters.from = query.from;
    if (query.to) filters.to = query.to;
    if (query.category.length) filters.categories = query.category;
    if (query.paidWith.length) filters.paidWith = query.paidWith;
    if (query.method.length) filters.methods = query.method;
    if (query.q) filters.q = query.q;
    return filters;
  });

/**
 * Which expenses a list is about, as the schema reads them: the types follow the schema, so a screen
 * cannot offer a value (an entry method, a way of paying) that the API would refuse.
 */
export type ExpenseFilters = z.output<typeof expenseFiltersSchema>;

/** URLSearchParams (or any name → values reader) as the schema's input. */
export function filterInputOf(params: { get(name: string): string | null; getAll(name: string): string[] }) {
  const single = (name: string) => params.get(name) ?? undefined;
  return {
    month: single("month"),
    from: single("from"),
    to: single("to"),
    category: params.getAll("category"),
    paidWith: params.getAll("paidWith"),
    method: params.getAll("method"),
    q: single("q"),
  };
}

/** The filters as query parameters, in a fixed order (equal filters give equal strings). */
export function filterParams(filters: ExpenseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.month) params.set("month", filters.month);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  for (const category of filters.categories ?? []) params.append("category", category);
  for (const paidWith of filters.paidWith ?? []) params.append("paidWith", paidWith);
  for (const method of filters.methods ?? []) params.append("method", method);
  if (filters.q) params.set("q", filters.q);
  return params;
}

/** The Indian days the filters cover, as the first one and the last one (either may be open). */
export function filterDays(filters: ExpenseFilters): { first?: string; last?: string } {
  if (filters.month) {
    const [year, month] = filters.month.split("-").map(Number) as [number, number];
    const lastDay = monthLength(year, month);
    return { first: `${filters.month}-01`, last: `${filters.month}-${String(lastDay).padStart(2, "0")}` };
  }
  return { first: filters.from, last: filters.to };
}

/** The same as instants: start included, end excluded (IST midnights). */
export function filterInstants(filters: ExpenseFilters): { start?: Date; end?: Date } {
  if (filters.month) {
    const [year, month] = filters.month.split("-").map(Number) as [number, number];
    return indianMonthBounds(year, month);
  }
  return {
    start: filters.from ? indianDayBounds(filters.from).start : undefined,
    end: filters.to ? indianDayBounds(filters.to).end : undefined,
  };
}

/** Only the period and the categories: what the per-day totals can answer without reading expenses. */
export const filtersNeedOnlyDailyTotals = (filters: ExpenseFilters): boolean =>
  !filters.paidWith?.length && !filters.methods?.length && !filters.q;
