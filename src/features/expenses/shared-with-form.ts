// The Add/Edit form's "Shared with" (docs/product.md §2.25.1): the household, who paid and the split
// as the user sets them, each member's resulting part as they type, and what the API is sent. The
// arithmetic is the server's own (_shared/money/shared-split.ts, integer paise), so the parts shown
// are the parts saved: ₹100 three ways is ₹33.34 for the member who joined first and ₹33.33 each after.
import type { ExpenseRow } from "@shared/contract/api-rows.ts";
import type { SharingInput } from "@shared/contract/shared-expense-schemas.ts";
import { type Paise, paiseToDecimal, sumPaise, ZERO_PAISE } from "@shared/money/paise.ts";
import { expenseAmountOf } from "@shared/money/rupees.ts";
import { type MemberSplit, type SplitMode, splitAmongMembers } from "@shared/money/shared-split.ts";
import { formatRupees } from "../../i18n/format.ts";
import { i18n } from "../../i18n/i18n.ts";
import { translateMessage } from "../../i18n/messages.ts";

/** A member the expense can be shared with, as GET /api/households/:id lists them. */
export interface ShareableMember {
  userId: string;
  displayName: string | null;
  joinedAt: string;
}

/** The section as the user set it; `householdId` null is "Just me" (a personal, private expense). */
export interface SharedWithDraft {
  householdId: string | null;
  paidBy: string;
  mode: SplitMode;
  /** Equally: the members ticked. */
  chosen: string[];
  /** By shares: each member's number as typed ("" or "0" leaves them out). */
  shares: Record<string, string>;
  /** Exact amounts: each member's rupees as typed ("" leaves them out). */
  amounts: Record<string, string>;
}

export const justMe = (me: string): SharedWithDraft => ({
  householdId: null,
  paidBy: me,
  mode: "equal",
  chosen: [],
  shares: {},
  amounts: {},
});

/** The household's members in the order they joined (the order leftover paise go in). */
export const inJoinOrder = (members: readonly ShareableMember[]): ShareableMember[] =>
  [...members].sort((a, b) => Date.parse(a.joinedAt) - Date.parse(b.joinedAt));

/** A household just chosen: paid by me, equally among every current member, one share each. */
export function startSharing(
  householdId: string,
  members: readonly ShareableMember[],
  me: string,
): SharedWithDraft {
  const ids = inJoinOrder(members).map((member) => member.userId);
  return {
    householdId,
    paidBy: ids.includes(me) ? me : (ids[0] ?? me),
    mode: "equal",
    chosen: ids,
    shares: Object.fromEntries(ids.map((id) => [id, "1"])),
    amounts: {},
  };
}

/** A saved shared expense as the section shows it: its household, payer and parts as exact amounts. */
export function draftOfExpense(
  expense: Pick<ExpenseRow, "householdId" | "paidBy" | "shares">,
  me: string,
): SharedWithDraft {
  if (!expense.householdId) return justMe(me);
  const shares = (expense.shares ?? []).flatMap((share) => (share.userId ? [share] : []));
  return {
    householdId: expense.householdId,
    paidBy: expense.paidBy ?? me,
    mode: "exact",
    chosen: shares.map((share) => share.userId as string),
    shares: Object.fromEntries(shares.map((share) => [share.userId, "1"])),
    amounts: Object.fromEntries(shares.map((share) => [share.userId, share.amount.replace(/\.00$/, "")])),
  };
}

/** The split as the API takes it: only the members the user included. */
export function splitOfDraft(draft: SharedWithDraft): MemberSplit {
  if (draft.mode === "equal") return { mode: "equal", members: draft.chosen };
  if (draft.mode === "shares") {
    const entries = Object.entries(draft.shares).filter(([, typed]) => typed.trim() !== "" && typed !== "0");
    return {
      mode: "shares",
      members: entries.map(([id]) => id),
      shares: Object.fromEntries(entries.map(([id, typed]) => [id, Number(typed)])),
    };
  }
  const entries = Object.entries(draft.amounts).filter(([, typed]) => typed.trim() !== "");
  return { mode: "exact", members: entries.map(([id]) => id), amounts: Object.fromEntries(entries) };
}

export interface SharedWithPreview {
  /** Each included member's part, when the split works out. */
  parts: ReadonlyMap<string, Paise> | null;
  /** Exact amounts: what is left to assign of the amount (negative: assigned too much). */
  remaining: Paise | null;
  /** Why it cannot be saved, in the reader's language; null when it can (or no amount yet). */
  problem: string | null;
}

const typedPaise = (typed: string): Paise | null => expenseAmountOf(typed);

/** Each member's part of `amountTyped` under the draft, said as the user types. */
export function sharedWithPreview(
  amountTyped: string,
  draft: SharedWithDraft,
  members: readonly ShareableMember[],
): SharedWithPreview {
  const total = expenseAmountOf(amountTyped);
  const split = splitOfDraft(draft);
  let remaining: Paise | null = null;
  if (draft.mode === "exact") {
    const assigned = sumPaise(
      Object.values(split.amounts ?? {}).map((typed) => typedPaise(typed) ?? ZERO_PAISE),
    );
    remaining = ((total ?? ZERO_PAISE) - assigned) as Paise;
  }
  if (total === null) return { parts: null, remaining, problem: null };
  if (split.members.length === 0) {
    return { parts: null, remaining, problem: translateMessage("Choose at least one member to share with") };
  }
  if (draft.mode === "exact" && remaining !== null && remaining !== 0) {
    const sum = ((total as number) - (remaining as number)) as Paise;
    return {
      parts: null,
      remaining,
      problem: i18n.t("expenses:shared.exactMismatch", {
        sum: formatRupees(sum),
        total: formatRupees(total),
      }),
    };
  }
  const outcome = splitAmongMembers(
    total,
    split,
    inJoinOrder(members).map((member) => member.userId),
  );
  if (!outcome.ok) return { parts: null, remaining, problem: translateMessage(outcome.message) };
  return { parts: outcome.parts, remaining, problem: null };
}

/** POST/PATCH /api/expenses' sharing fields for the draft (null: Just me). */
export function sharingPayload(draft: SharedWithDraft): SharingInput | null {
  if (!draft.householdId) return null;
  const split = splitOfDraft(draft);
  return {
    householdId: draft.householdId,
    paidBy: draft.paidBy,
    split: {
      mode: split.mode,
      members: [...split.members],
      ...(split.shares ? { shares: { ...split.shares } } : {}),
      ...(split.amounts ? { amounts: { ...split.amounts } } : {}),
    },
  };
}

/** My part as the API writes it ("150.00"), for totals while a save waits to sync; null when none. */
export const myPartOf = (preview: SharedWithPreview, me: string): string | null => {
  const part = preview.parts?.get(me);
  return part === undefined ? null : paiseToDecimal(part);
};

/**
 * Why the section stops a save, or null: a household's split must work out for the amount; the
 * message is the preview's, in the reader's language. Plain code, not a schema: zod would add about
 * 25 KB gzip to Add Expense's first load for this one rule (docs/web.md "Initial JS").
 */
export function sharedWithProblem(
  amount: string,
  draft: SharedWithDraft,
  members: readonly ShareableMember[],
): string | null {
  return draft.householdId ? sharedWithPreview(amount, draft, members).problem : null;
}

/**
 * What an edit sends about sharing (PATCH /api/expenses/:id): nothing when it stays as it was, `{householdId:
 * null}` to make it personal again, else the household, payer and split — always when a shared expense's
 * amount changes (the API splits the new amount again).
 */
export function sharingEditPatch(
  original: SharedWithDraft,
  draft: SharedWithDraft,
  amountChanged: boolean,
): Partial<{ householdId: string | null } & Omit<SharingInput, "householdId">> {
  if (!draft.householdId) return original.householdId ? { householdId: null } : {};
  const now = sharingPayload(draft);
  const before = sharingPayload(original);
  if (!now || (!amountChanged && JSON.stringify(now) === JSON.stringify(before))) return {};
  return now;
}
