// Add Expense from a message (docs/capture.md): one pasted or shared message fills the form for the
// user to check and save; several open the review list. The expense then carries the message's
// reference (one expense per message) and payee (so a changed category is learned).

import { splitBankMessages } from "@shared/capture/bank-message.ts";
import type { PaidWith } from "@shared/contract/paid-with.ts";
import { paiseFromWire } from "@shared/money/paise.ts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router-dom";
import { showExpenseToast } from "../../../components/ui/toaster.tsx";
import { formatRupees } from "../../../i18n/format.ts";
import { i18n } from "../../../i18n/i18n.ts";
import { fetchLearnedCategories, fetchSavedRefs, messageKeys } from "./message-api.ts";
import { draftFromMessage, type MessageDraft, messageWhen } from "./message-draft.ts";

/** What the Add Expense form lets a message fill. */
export interface MessageFormSetters {
  setAmount: (amount: string) => void;
  selectCategory: (category: string) => void;
  setDescription: (description: string) => void;
  setWhen: (update: (current: { date: string; time: string }) => { date: string; time: string }) => void;
  setPaidWith: (paidWith: PaidWith) => void;
}

/** The review list's address; the pasted text travels in the history entry, not the URL. */
export const MESSAGE_REVIEW_PATH = "/share";

/** Why a message adds nothing (locale keys). */
const KIND_NOTE = {
  credit: "capture:paste.credit",
  transfer: "capture:paste.transfer",
  none: "capture:paste.notice",
} as const;

export function useMessageExpense(form: MessageFormSetters) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [source, setSource] = useState<MessageDraft | null>(null);
  const [alreadySaved, setAlreadySaved] = useState(false);

  const applyText = useCallback(
    async (text: string) => {
      const messages = splitBankMessages(text);
      if (messages.length > 1) {
        navigate(MESSAGE_REVIEW_PATH, { state: { text } });
        return;
      }
      const [message] = messages;
      if (!message) return;
      // Offline or failing: the keyword table's guess still fills the category.
      const learned = await queryClient
        .fetchQuery({
          queryKey: messageKeys.learnedCategories,
          queryFn: fetchLearnedCategories,
          staleTime: 60_000,
        })
        .catch(() => ({}));
      const draft = draftFromMessage(message, learned);
      const { kind, amount, currency } = draft.parsed;
      if (kind !== "debit") {
        showExpenseToast({
          title: i18n.t("capture:paste.nothingTitle"),
          description: i18n.t(KIND_NOTE[kind]),
          type: "warning",
        });
        return;
      }
      if (draft.amount) form.setAmount(draft.amount);
      if (draft.category) form.selectCategory(draft.category);
      if (draft.description) form.setDescription(draft.description);
      if (draft.paidWith) form.setPaidWith(draft.paidWith);
      if (draft.date) {
        const when = messageWhen(draft);
        form.setWhen(() => when);
      }
      setSource(draft);
      setAlreadySaved(false);
      fetchSavedRefs([draft.messageRef])
        .then((saved) => setAlreadySaved(saved.has(draft.messageRef)))
        .catch(() => undefined);
      showExpenseToast({
        title: i18n.t("capture:paste.readTitle"),
        description:
          amount === null
            ? i18n.t("capture:paste.noAmount")
            : currency === "INR"
              ? draft.description
                ? i18n.t("capture:paste.amountTo", {
                    amount: formatRupees(paiseFromWire(amount)),
                    payee: draft.description,
                  })
                : i18n.t("capture:paste.amount", { amount: formatRupees(paiseFromWire(amount)) })
              : i18n.t("capture:paste.foreign", { currency, amount }),
        type: "info",
      });
    },
    [form, navigate, queryClient],
  );

  const forget = useCallback(() => {
    setSource(null);
    setAlreadySaved(false);
  }, []);

  /** What a save sends besides the form's own fields. */
  const payload = source
    ? { method: "message" as const, messageRef: source.messageRef, merchant: source.parsed.merchant }
    : null;

  return { source, alreadySaved, applyText, forget, payload };
}
