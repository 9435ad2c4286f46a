// Households (docs/product.md "Households"): the payloads of /api/households, the limits the
// database also holds (44_households.sql), and the rows the API answers.
import { z } from "zod";
import { noControlCharacters } from "./fields.ts";

export const HOUSEHOLD_NAME_MAX = 60;
/** Current members a household may have (the database's household_members_within_limit). */
export const HOUSEHOLD_MEMBERS_MAX = 20;
/** Households a person may be in at once (the database's private.my_household_count check). */
export const HOUSEHOLDS_PER_PERSON_MAX = 50;
/** Days an invite stays valid (the database's household_invites_seven_days). */
export const HOUSEHOLD_INVITE_DAYS = 7;
/** Random bytes in an invite code: 144 bits, above the 128 the design asks for. */
export const HOUSEHOLD_INVITE_BYTES = 18;

export const HOUSEHOLD_ROLES = ["owner", "member"] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];

const householdName = z
  .string({ error: "Name is required" })
  .refine(...noControlCharacters("Name"))
  .trim()
  .min(1, "Name is required")
  .max(HOUSEHOLD_NAME_MAX, `Name must be at most ${HOUSEHOLD_NAME_MAX} characters`);

export const newHouseholdSchema = z.object({ name: householdName });
export type NewHouseholdInput = z.input<typeof newHouseholdSchema>;

/** PATCH /api/households/:id: a new name, or the member who becomes owner, one at a time. */
export const householdPatchSchema = z
  .object({
    name: householdName.optional(),
    ownerId: z.uuid({ error: "ownerId must be a user id" }).optional(),
  })
  .refine((patch) => (patch.name === undefined) !== (patch.ownerId === undefined), {
    error: "Send either name or ownerId",
  });
export type HouseholdPatchInput = z.input<typeof householdPatchSchema>;

/** An invite code as the link carries it: base64url of HOUSEHOLD_INVITE_BYTES random bytes. */
export const INVITE_CODE = /^[A-Za-z0-9_-]{22,64}$/;

export const joinHouseholdSchema = z.object({
  code: z
    .string({ error: "Invite code is required" })
    .trim()
    .regex(INVITE_CODE, "This invite code is not valid: check that you copied the whole link"),
});
export type JoinHouseholdInput = z.input<typeof joinHouseholdSchema>;

/** What POST /api/households/join answers when it cannot join (the web app shows them in the reader's language). */
export const JOIN_REFUSALS = {
  unknown: "This invite link is not valid: ask for a new one",
  expired: "This invite has expired: invites last 7 days. Ask for a new one",
  used: "This invite has already been used: each invite works once. Ask for a new one",
  revoked: "This invite was cancelled: ask for a new one",
  member: "You are already a member of this household",
  full: "This household already has 20 members",
  too_many: "You are in 50 households already: leave one to join another",
} as const;
export type JoinRefusal = keyof typeof JOIN_REFUSALS;

/** Which refusal a server message is, or null for another failure. */
export const joinRefusalOf = (message: string | null): JoinRefusal | null =>
  (Object.keys(JOIN_REFUSALS) as JoinRefusal[]).find((key) => JOIN_REFUSALS[key] === message) ?? null;

/** The activity lines a household shows (household_activity.kind). */
export const HOUSEHOLD_ACTIVITY_KINDS = [
  "created",
  "renamed",
  "joined",
  "left",
  "removed",
  "owner_changed",
  "invite_created",
  "invite_revoked",
  "account_deleted",
] as const;
export type HouseholdActivityKind = (typeof HOUSEHOLD_ACTIVITY_KINDS)[number];

/** One household in `GET /api/households`. */
export interface HouseholdSummary {
  id: string;
  name: string;
  role: HouseholdRole;
  memberCount: number;
}

export interface HouseholdMemberRow {
  userId: string;
  /** First and last name, else username; null when the person chose neither. */
  displayName: string | null;
  role: HouseholdRole;
  joinedAt: string;
}

export interface HouseholdInviteRow {
  id: string;
  createdAt: string;
  expiresAt: string;
  /** The invite's state at the time of the answer. */
  status: "open" | "used" | "revoked" | "expired";
}

/** `GET /api/households/:id`: the household with its current members and its invites. */
export interface HouseholdDetail extends HouseholdSummary {
  members: HouseholdMemberRow[];
  invites: HouseholdInviteRow[];
}

/** `POST /api/households/:id/invites`: the code is shown once; only its hash is kept. */
export interface HouseholdInviteMade {
  id: string;
  code: string;
  url: string;
  expiresAt: string;
}

/** A person in an activity line: null ids for a deleted account. */
export interface HouseholdPerson {
  userId: string | null;
  displayName: string | null;
}

export interface HouseholdActivityRow {
  id: number;
  kind: HouseholdActivityKind;
  actor: HouseholdPerson | null;
  subject: HouseholdPerson | null;
  details: Record<string, string>;
  at: string;
}
