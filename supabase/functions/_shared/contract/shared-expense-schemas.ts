// A shared expense's household, payer and split as POST/PATCH /api/expenses take them (docs/api.md
// "Shared expenses"): `householdId` (null on an edit makes the expense personal again), `paidBy` (a
// member's user id; the caller when absent) and `split` (equal, by shares or exact amounts). The
// split's arithmetic is _shared/money/shared-split.ts.
import { z } from "zod";
import { SPLIT_MODES } from "../money/shared-split.ts";
import { HOUSEHOLD_MEMBERS_MAX } from "./household-schemas.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const userId = (what: string) =>
  z.string({ error: `${what} must be a user id` }).regex(UUID, `${what} must be a user id`);

export const memberSplitSchema = z.object(
  {
    mode: z.enum(SPLIT_MODES, { error: `split.mode must be one of: ${SPLIT_MODES.join(", ")}` }),
    members: z
      .array(userId("Each of split.members"), { error: "split.members must be a list of user ids" })
      .min(1, "Choose at least one member to share with")
      .max(HOUSEHOLD_MEMBERS_MAX, `Share with at most ${HOUSEHOLD_MEMBERS_MAX} members`),
    shares: z
      .record(z.string(), z.number({ error: "Each member's shares are a whole number from 1 to 100" }), {
        error: "split.shares must map user ids to numbers of shares",
      })
      .optional(),
    amounts: z
      .record(z.string(), z.string({ error: 'Each member\'s amount is text such as "12.50"' }), {
        error: 'split.amounts must map user ids to amounts such as "12.50"',
      })
      .optional(),
  },
  { error: "split must be an object with mode and members" },
);

export const sharingSchema = z.object({
  householdId: z
    .string({ error: "householdId must be a household id" })
    .regex(UUID, "householdId must be a household id"),
  paidBy: userId("paidBy").optional(),
  split: memberSplitSchema,
});
export type Sharing = z.output<typeof sharingSchema>;
export type SharingInput = z.input<typeof sharingSchema>;

/** Whether a request body says anything about sharing (then it is read with sharingSchema). */
export const sendsSharing = (body: Record<string, unknown>): boolean =>
  body.householdId !== undefined || body.paidBy !== undefined || body.split !== undefined;

/** POST /api/expenses/batch saves personal expenses only (a 400, never a shared bill saved whole as mine). */
export const SHARED_IN_BATCH = "save a shared expense on its own, not in a batch";
