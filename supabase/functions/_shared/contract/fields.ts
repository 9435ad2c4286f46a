// The pieces every payload schema is made of: text fields that name themselves in their errors and
// refuse control characters, clearable text, counts, day keys, and the first message of a failed parse.
import { z } from "zod";
import { isDayKey } from "../calendar/indian-day.ts";

/**
 * True when `value` holds a C0 control character or DEL (NUL, bell, escape …). Postgres cannot store
 * NUL at all, and none of them belongs in a name or a password. `allowLayout` keeps tab and line
 * breaks, which free text such as a description may contain.
 */
export function hasControlCharacter(value: string, allowLayout = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (allowLayout && (code === 9 || code === 10 || code === 13)) continue;
    if (code < 32 || code === 127) return true;
  }
  return false;
}

export const noControlCharacters = (label: string, allowLayout = false) =>
  [
    (value: string) => !hasControlCharacter(value, allowLayout),
    `${label} must not contain control characters`,
  ] as const;

/** A string field that reports "<Label> is required" when missing or not text, and refuses control characters. */
export const text = (label: string) =>
  z.string({ error: `${label} is required` }).refine(...noControlCharacters(label));

/** Optional text that an empty value clears: "" and null become null, absent stays absent. */
export const clearableText = (label: string, max: number, allowLayout = false) =>
  z
    .string({ error: `${label} must be text` })
    .refine(...noControlCharacters(label, allowLayout))
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

export const count = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must not be negative`);
export const dayKey = (label: string) =>
  z
    .string({ error: `${label} must be a date written yyyy-mm-dd` })
    .refine(isDayKey, `${label} must be a date written yyyy-mm-dd`);

/** The first message of a failed parse, for `{ message }` error bodies. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  // A record key's own problem ("Category names must …") is nested inside zod's "Invalid key in record".
  if (issue?.code === "invalid_key") return issue.issues[0]?.message ?? issue.message;
  return issue?.message ?? "Invalid request";
}
