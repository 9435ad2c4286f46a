// The review list of many messages (docs/capture.md): one row per message, only rupee payments
// selectable (credits and notices greyed and unticked), duplicates marked, and Save all's request.

import type { BatchExpenseInput } from "@shared/contract/expense-schemas.ts";
import { istIsoFromFields } from "../expense-form.ts";
import { isSetAsideMove, type MessageDraft, messageWhen } from "./message-draft.ts";

export type RowStatus =
  /** A rupee payment: ticked. */
  | "expense"
  /** Already an expense (saved before). */
  | "saved"
  /** The same message appears earlier in this list. */
  | "repeat"
  | "credit"
  /** Money moved to the user's own fund, gold, deposit, wallet or UPI Lite: not spending. */
  | "transfer"
  | "notice"
  /** A payment in another currency or with no amount the parser could read. */
  | "no-amount";

export interface ReviewRow {
  draft: MessageDraft;
  status: RowStatus;
}

export function reviewRows(drafts: readonly MessageDraft[], saved: ReadonlySet<string>): ReviewRow[] {
  const seen = new Set<string>();
  return drafts.map((draft) => {
    const repeat = seen.has(draft.messageRef);
    seen.add(draft.messageRef);
    // A fund, deposit or card-bill payment is saved in its set-aside category, like a payment.
    const kind = isSetAsideMove(draft.parsed) ? "debit" : draft.parsed.kind;
    const status: RowStatus =
      kind === "credit"
        ? "credit"
        : kind === "transfer"
          ? "transfer"
          : kind === "none"
            ? "notice"
            : saved.has(draft.messageRef)
              ? "saved"
              : repeat
                ? "repeat"
                : draft.isExpense
                  ? "expense"
                  : "no-amount";
    return { draft, status };
  });
}

/** Save all's expenses, each at the time `messageWhen` gives its message. */
export function batchFromRows(
  rows: ReadonlyArray<{ draft: MessageDraft; category: string }>,
  now: Date = new Date(),
): (BatchExpenseInput & { category: string })[] {
  return rows.map(({ draft, category }) => {
    const { date, time } = messageWhen(draft, now);
    return {
      amount: draft.amount,
      category,
      description: draft.description || null,
      method: "message",
      date: istIsoFromFields(date, time),
      messageRef: draft.messageRef,
      merchant: draft.parsed.merchant,
      paidWith: draft.paidWith,
    };
  });
}

/**
 * The message in a Web Share Target request: Android puts shared text in `text` (sometimes in
 * `url`); `title` is often just the sharing app's label, kept only when it reads like a message.
 */
export function sharedMessageText({
  title,
  text,
  url,
}: {
  title?: string | null;
  text?: string | null;
  url?: string | null;
}): string {
  const parts: string[] = [];
  const add = (part: string | null | undefined) => {
    const trimmed = part?.trim();
    if (trimmed && !parts.some((existing) => existing.includes(trimmed))) parts.push(trimmed);
  };
  if (title && /\d/.test(title)) add(title);
  add(text);
  if (url && !/^https?:\/\/\S+$/i.test(url.trim())) add(url);
  return parts.join("\n");
}
