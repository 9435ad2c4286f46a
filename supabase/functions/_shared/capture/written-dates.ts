// Dates as Indian banks, UPI apps and shop receipts write them: 14-11-26, 14/11/2026, 14.11.2026,
// 14Nov26, 14-Nov-26, 14 NOV 2026, 2026-11-14, with an optional time after (22:26:01, 07:58 pm).
// Day before month, as in India; two-digit years are 20xx. Pure: no clock.
import { indianIso } from "../calendar/indian-day.ts";

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
export const MONTH_NAME = "jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec";
const DATE_PATTERNS: ReadonlyArray<{ pattern: RegExp; order: "ymd" | "dmy" }> = [
  { pattern: /(?<!\d)(20\d{2})[-/:](\d{1,2})[-/:](\d{1,2})(?!\d)/gi, order: "ymd" },
  { pattern: /(?<![\w-])(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?!\d)/gi, order: "dmy" },
  {
    pattern: new RegExp(
      `(?<!\\d)(\\d{1,2})[-/ ]?(${MONTH_NAME})[a-z]*\\.?[-/ ,]*(\\d{4}|\\d{2})(?![\\d:])`,
      "gi",
    ),
    order: "dmy",
  },
];
/** A time right after the date: "22:26:01", " 07:58:13 pm", ", 12:30 pm", " at 13:35:48". */
const TIME_AFTER = /^(?:\s*,?\s*(?:at\s+)?|:)(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([ap])\.?m\b\.?)?/i;

const pad = (n: number) => String(n).padStart(2, "0");

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The first real date in the text (with its time, when one follows) as an ISO instant on the Indian clock. */
export function firstDateIn(text: string): string | null {
  let best: { index: number; iso: string } | null = null;
  for (const { pattern, order } of DATE_PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      if (best && m.index >= best.index) break;
      const [a, b, c] = [m[1], m[2], m[3]] as [string, string, string];
      const monthOf = (value: string) => MONTHS[value.slice(0, 3).toLowerCase()] ?? Number(value);
      const [yearText, month, day] =
        order === "ymd" ? [a, monthOf(b), Number(c)] : [c, monthOf(b), Number(a)];
      const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
      if (!isRealDate(year, month, day) || year < 2000 || year > 2099) continue;
      const time = TIME_AFTER.exec(text.slice(m.index + m[0].length));
      let [hour, minute, second] = [0, 0, 0];
      if (time) {
        hour = Number(time[1]);
        minute = Number(time[2]);
        second = Number(time[3] ?? 0);
        const half = time[4]?.toLowerCase();
        if (half === "p" && hour < 12) hour += 12;
        if (half === "a" && hour === 12) hour = 0;
        if (hour > 23 || minute > 59 || second > 59) [hour, minute, second] = [0, 0, 0];
      }
      const iso = indianIso(
        `${year}-${pad(month)}-${pad(day)}`,
        `${pad(hour)}:${pad(minute)}:${pad(second)}`,
      );
      best = { index: m.index, iso };
      break;
    }
  }
  return best?.iso ?? null;
}
