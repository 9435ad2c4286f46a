// Reading the values other apps and banks write: amounts with ₹, Rs. or Indian grouping, dates in
// the orders Indian apps and banks use (day before month), times with or without seconds or am/pm.
// Every reader answers the value or a reason the row is refused.

import { monthLength } from "@shared/calendar/indian-day.ts";
import { expenseAmountProblem, toAmountString } from "@shared/money/rupees.ts";

export type Read<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const refuse = (reason: string): Read<never> => ({ ok: false, reason });

/** Longer cells are no amount ("₹ 10,00,000.00 Dr" has 17 characters), and are not searched. */
const AMOUNT_MAX_CHARS = 40;

/** A cell as a refusal quotes it: trimmed, and at most 40 characters. */
const quoted = (cell: string) => {
  const text = cell.trim();
  return `"${text.length > 40 ? `${text.slice(0, 39)}…` : text}"`;
};

/**
 * A money cell as a signed decimal string with two decimals ("-1234.50"): currency marks, spaces and
 * grouping commas go; "(120.00)" and a trailing "Dr" mean negative, "Cr" positive.
 */
export function readSignedAmount(cell: string): Read<{ amount: string; negative: boolean }> {
  let text = cell.trim();
  if (text === "") return refuse("No amount");
  // The patterns below look back over runs of spaces: a long cell would cost quadratic time.
  if (text.length > AMOUNT_MAX_CHARS) return refuse(`${quoted(cell)} is not an amount`);
  let negative = false;
  const drCr = /\s*(dr|cr)\.?$/i.exec(text);
  if (drCr) {
    negative = drCr[1]?.toLowerCase() === "dr";
    text = text.slice(0, drCr.index);
  }
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  text = text.replace(/^(?:₹|rs\.?|inr)\s*/i, "").replace(/\s*(?:₹|rs\.?|inr)$/i, "");
  if (text.startsWith("-")) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith("+")) {
    text = text.slice(1);
  }
  text = text.replace(/^(?:₹|rs\.?|inr)\s*/i, "").replace(/[\s,]/g, "");
  if (!/^\d+(?:\.\d+)?$/.test(text)) return refuse(`${quoted(cell)} is not an amount`);
  if (/\.\d{3,}$/.test(text)) return refuse(`${quoted(cell)} has more than 2 decimals`);
  const problem = expenseAmountProblem(text);
  if (problem === "notPositive") return refuse("The amount is 0");
  if (problem === "tooLarge") return refuse("The amount is over ₹10,00,000, the most one expense may be");
  return ok({ amount: toAmountString(text) as string, negative });
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

const pad2 = (n: number) => String(n).padStart(2, "0");

function calendarDate(year: number, month: number, day: number): string | null {
  if (year < 100) year += 2000;
  if (month < 1 || month > 12 || day < 1) return null;
  const last = monthLength(year, month);
  if (day > last) return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** The clock time in a text ("13:05", "13:05:22", "1:05 pm", "13:05:00.000"), as HH:mm, or null. */
function clockTime(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(am|pm)?$/i.exec(text.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const meridiem = match[4]?.toLowerCase();
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === "pm" ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  return `${pad2(hour)}:${pad2(minute)}`;
}

const monthNumber = (name: string | undefined) => MONTHS.indexOf(name?.slice(0, 3).toLowerCase() ?? "") + 1;

/** Each pattern captures the date's three parts and, as its 4th group, what follows (a time). */
const DATE_PATTERNS: { pattern: RegExp; ymd: (m: RegExpExecArray) => [number, number, number] }[] = [
  // 2026-11-22, 2026/11/22 (and an ISO "T" before the time)
  {
    pattern: /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](.*))?$/,
    ymd: (m) => [Number(m[1]), Number(m[2]), Number(m[3])],
  },
  // 22/11/2026, 22-11-26, 22.11.2026: day first
  {
    pattern: /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})(?: (.*))?$/,
    ymd: (m) => [Number(m[3]), Number(m[2]), Number(m[1])],
  },
  // 22-Nov-2026, 22 November 2026
  {
    pattern: /^(\d{1,2})[- ]([A-Za-z]{3,9})[- ,]+(\d{2}|\d{4})(?: (.*))?$/,
    ymd: (m) => [Number(m[3]), monthNumber(m[2]), Number(m[1])],
  },
  // Nov 22, 2026
  {
    pattern: /^([A-Za-z]{3,9}) (\d{1,2}),? (\d{4})(?: (.*))?$/,
    ymd: (m) => [Number(m[3]), monthNumber(m[1]), Number(m[2])],
  },
];

/**
 * A date cell (with an optional time after it) as an Indian calendar date and time:
 * 2026-11-22, 2026/11/22, 22/11/2026, 22-11-26, 22.11.2026, 22-Nov-2026, 22 Nov 2026, Nov 22, 2026,
 * each optionally followed by a time. Numbers with slashes are read day first, as India writes them.
 */
export function readDateTime(cell: string): Read<{ date: string; time: string | null }> {
  const text = cell.trim().replace(/\s+/g, " ");
  if (text === "") return refuse("No date");
  let date: string | null = null;
  let rest = "";
  for (const { pattern, ymd } of DATE_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    date = calendarDate(...ymd(match));
    rest = match[4] ?? "";
    break;
  }
  if (!date) return refuse(`${quoted(cell)} is not a date`);
  const year = Number(date.slice(0, 4));
  if (year < 2000 || year > 2100) return refuse("The date is outside the years 2000–2100");
  // ISO instants ("2026-11-22T13:05:00.000Z") and offsets are not Indian wall clock times: refuse
  // rather than guess the zone.
  if (/[zZ]$|[+-]\d{2}:?\d{2}$/.test(rest))
    return refuse(`${quoted(cell)} has a time zone; give Indian time`);
  if (rest === "") return ok({ date, time: null });
  const time = clockTime(rest);
  return time ? ok({ date, time }) : refuse(`${quoted(rest)} is not a time`);
}

/** A separate time cell, as HH:mm; empty means none. */
export function readTime(cell: string): Read<string | null> {
  if (cell.trim() === "") return ok(null);
  const time = clockTime(cell);
  return time ? ok(time) : refuse(`${quoted(cell)} is not a time`);
}

/** True when a cell says the row is money coming in (Cashew's `income` column: "true"). */
export const isYes = (cell: string | undefined): boolean => /^(true|yes|y|1)$/i.test(cell?.trim() ?? "");
