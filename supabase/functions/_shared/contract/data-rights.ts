// The rights centre (docs/product.md "Your data"): what the summary, the archive requests, the per-kind
// erasure and the nominee look like on the wire, and the rules the API and the screen share.
import { z } from "zod";
import { emailSchema } from "./auth-schemas.ts";
import { text } from "./fields.ts";

/** How long an archive's link works after it is ready. */
export const ARCHIVE_LINK_DAYS = 7;

/** What "erase one kind" can erase: every receipt photo, or every record kept of pasted messages. */
export const ERASABLE_KINDS = ["receipts", "messages"] as const;
export type ErasableKind = (typeof ERASABLE_KINDS)[number];

export const eraseKindSchema = z.strictObject(
  {
    kind: z.enum(ERASABLE_KINDS, { error: `kind must be one of ${ERASABLE_KINDS.join(", ")}` }),
    // The screen asks first; the API wants the answer too, so nothing is erased by a stray request.
    confirm: z.literal(true, { error: "Confirm the erasure with confirm: true" }),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : undefined,
  },
);
export type EraseKindInput = z.input<typeof eraseKindSchema>;

export const NOMINEE_RELATIONSHIPS = [
  "spouse",
  "parent",
  "child",
  "sibling",
  "relative",
  "friend",
  "other",
] as const;
export type NomineeRelationship = (typeof NOMINEE_RELATIONSHIPS)[number];

export const NOMINEE_NAME_MAX = 100;

/** The person who may use the user's rights on their death or incapacity (DPDP Act 2023, s. 14). */
export const nomineeSchema = z.object({
  name: text("Nominee's name")
    .trim()
    .min(1, "Nominee's name is required")
    .max(NOMINEE_NAME_MAX, `Nominee's name must be at most ${NOMINEE_NAME_MAX} characters`),
  email: emailSchema,
  relationship: z.enum(NOMINEE_RELATIONSHIPS, {
    error: `Relationship must be one of ${NOMINEE_RELATIONSHIPS.join(", ")}`,
  }),
});
export type NomineeInput = z.input<typeof nomineeSchema>;

export interface NomineeRow {
  name: string;
  email: string;
  relationship: NomineeRelationship;
  updatedAt: string;
}

export const ARCHIVE_STATUSES = ["pending", "running", "ready", "failed", "expired"] as const;
export type ArchiveStatus = (typeof ARCHIVE_STATUSES)[number];

/** One archive request as its owner sees it. */
export interface DataArchiveRow {
  id: string;
  status: ArchiveStatus;
  /** 0–100 */
  progress: number;
  sizeBytes: number | null;
  createdAt: string;
  /** When the link stops working (ready archives only). */
  expiresAt: string | null;
}

/** An archive counts as expired from its expiry on. */
export const archiveExpired = (row: Pick<DataArchiveRow, "expiresAt">, now: Date): boolean =>
  row.expiresAt !== null && Date.parse(row.expiresAt) <= now.getTime();

/** GET /api/me/data: how much of each kind the app holds for the caller. */
export interface DataSummaryRow {
  profile: {
    email: string | null;
    username: string | null;
    firstName: string | null;
    lastName: string | null;
    country: string | null;
  };
  counts: {
    expenses: number;
    budgets: number;
    recurringPayments: number;
    customCategories: number;
    notifications: number;
    messageRecords: number;
    receiptPhotos: number;
    pushDevices: number;
    sessions: number;
    concerns: number;
    /** Null where the deployment has no consents table yet. */
    consents: number | null;
  };
  receiptBytes: number;
  /** The devices signed in: when each session began and was last used, and its browser. */
  sessions: { createdAt: string; lastUsedAt: string | null; userAgent: string | null }[];
  nominee: NomineeRow | null;
  /** The newest archive request, if any. */
  archive: DataArchiveRow | null;
}
