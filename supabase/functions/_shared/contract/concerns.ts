// Concerns (grievances) a user raises about their data (docs/product.md "Raise a concern"): the fixed
// categories, the statuses an admin moves one through, the published response time, and the payloads.
import { z } from "zod";
import { noControlCharacters } from "./fields.ts";

/** The published response time: an admin answers a concern within this many days of it being raised. */
export const CONCERN_RESPONSE_DAYS = 90;

export const CONCERN_TEXT_MAX = 2000;

/**
 * Where data questions go when the deployment names no address (DATA_CONTACT_EMAIL for the function,
 * VITE_DATA_CONTACT_EMAIL for the web app).
 */
export const DEFAULT_DATA_CONTACT = "privacy@paisacoach.app";

export const CONCERN_CATEGORIES = ["data_access", "correction", "erasure", "consent", "other"] as const;
export type ConcernCategory = (typeof CONCERN_CATEGORIES)[number];

export const CONCERN_STATUSES = ["open", "in_progress", "resolved"] as const;
export type ConcernStatus = (typeof CONCERN_STATUSES)[number];

const CATEGORY_MESSAGE = `Category must be one of ${CONCERN_CATEGORIES.join(", ")}`;
const STATUS_MESSAGE = "Status must be in_progress or resolved";
const REPLY_MESSAGE = "A resolved concern needs a reply";

export const newConcernSchema = z.object({
  category: z.enum(CONCERN_CATEGORIES, { error: CATEGORY_MESSAGE }),
  // Line breaks are fine in the text; other control characters are not (fields.ts).
  text: z
    .string({ error: "Concern is required" })
    .refine(...noControlCharacters("Concern", true))
    .trim()
    .min(1, "Concern is required")
    .max(CONCERN_TEXT_MAX, `Concern must be at most ${CONCERN_TEXT_MAX} characters`),
});
export type NewConcernInput = z.input<typeof newConcernSchema>;

export const concernAnswerSchema = z
  .object({
    status: z.enum(["in_progress", "resolved"], { error: STATUS_MESSAGE }),
    reply: z
      .string({ error: "Reply must be text" })
      .refine(...noControlCharacters("Reply", true))
      .trim()
      .max(CONCERN_TEXT_MAX, `Reply must be at most ${CONCERN_TEXT_MAX} characters`)
      .optional()
      .transform((value) => value || undefined),
  })
  .refine((body) => body.status !== "resolved" || body.reply !== undefined, {
    message: REPLY_MESSAGE,
    path: ["reply"],
  });
export type ConcernAnswerInput = z.input<typeof concernAnswerSchema>;

/** A concern moves forward only: open → in progress → resolved (it may also be resolved straight away). */
export function canMoveConcern(from: ConcernStatus, to: ConcernStatus): boolean {
  return CONCERN_STATUSES.indexOf(to) > CONCERN_STATUSES.indexOf(from);
}

const DAY_MS = 86_400_000;

/**
 * Whole days left of the response time for a concern raised at `raisedAt`: 90 on the day it is raised,
 * 0 on its last day, negative once overdue.
 */
export function concernDaysLeft(raisedAt: Date, now: Date): number {
  const due = raisedAt.getTime() + CONCERN_RESPONSE_DAYS * DAY_MS;
  // `+ 0` turns the -0 of a part-day overdue into 0.
  return Math.ceil((due - now.getTime()) / DAY_MS) + 0;
}

/** A concern as the owner and admins read it. */
export interface ConcernRow {
  id: number;
  reference: string;
  category: ConcernCategory;
  text: string;
  status: ConcernStatus;
  reply: string | null;
  createdAt: string;
  updatedAt: string;
  resolvedAt: string | null;
}

/** An admin's row: the days left of the response time (null once resolved). */
export interface AdminConcernRow extends ConcernRow {
  daysLeft: number | null;
}
