import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { paiseFromWire } from "@shared/money/paise.ts";
import { Repeat, Split, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../components/BottomSheet.tsx";
import { showExpenseToast } from "../../components/ui/toaster.tsx";
import { useDeleteExpenseWithToasts } from "../../components/use-delete-expense-with-toasts.ts";
import { formatDayKey, formatRupees } from "../../i18n/format.ts";
import { translateMessage } from "../../i18n/messages.ts";
import { serverMessage } from "../../lib/api.ts";
import { useSession } from "../../lib/auth-session.ts";
import type { ShownExpense } from "../../lib/money-queries.ts";
import { firstMonthlyDueOn, repeatMonthlyFrom, useCreateRecurringPayment } from "../../lib/recurring.ts";
import { ordinalDay } from "../../lib/schedule-text.ts";
import { ExpenseFields } from "./ExpenseFields.tsx";
import { isWaitingToSync, useUpdateExpense, waitingToSyncToast } from "./expense-api.ts";
import {
  expenseDateProblem,
  expenseEditPatch,
  expenseFormProblem,
  fieldsOfExpense,
  istIsoFromFields,
} from "./expense-form.ts";
import { DEFAULT_FORM_CATEGORIES } from "./form-categories.ts";
import { SharedWithSlot, useOffersSharing, useSharingState } from "./SharedWithSlot.tsx";
import { SplitLinesEditor } from "./SplitLinesEditor.tsx";
import { draftOfExpense, sharingEditPatch } from "./shared-with-form.ts";
import { useEditSplitExpense, useSplitOf } from "./split-api.ts";
import { draftsOf, linesPayload, type SplitLineDraft, splitState, startSplit } from "./split-form.ts";
import { useExpenseFields } from "./use-expense-fields.ts";

interface Props {
  expense: ShownExpense;
  onClose: () => void;
}

/**
 * The edit sheet: the add form's fields filled with the expense, Save and Delete. A row waiting to
 * sync opens too: its edit is folded into the queued change (docs/offline.md).
 */
export default function EditExpenseSheet({ expense, onClose }: Props) {
  const fields = useExpenseFields(fieldsOfExpense(expense));
  const update = useUpdateExpense();
  const { remove, deleting } = useDeleteExpenseWithToasts();
  const { t } = useTranslation(["expenses", "common", "recurring"]);
  const repeat = useCreateRecurringPayment();
  // docs/product.md §4.23: "Repeat monthly" shows the schedule and asks before it creates anything.
  const [confirmingRepeat, setConfirmingRepeat] = useState(false);
  const repeatInput = repeatMonthlyFrom(expense);

  // A bill split across categories (docs/product.md §4.19.1): its lines, with the bill's total in Amount.
  const bill = useSplitOf(expense);
  const editSplit = useEditSplitExpense();
  const [splitLines, setSplitLines] = useState<SplitLineDraft[] | null>(null);
  const { setAmount } = fields;
  useEffect(() => {
    if (!bill.data) return;
    setSplitLines(draftsOf(bill.data.lines));
    setAmount(bill.data.amount.replace(/\.00$/, ""));
  }, [bill.data, setAmount]);
  const split = splitLines ? splitState(fields.amount, splitLines) : null;
  // "Shared with" (docs/product.md §2.25.1): the expense's household, payer and parts as saved. Its
  // chunk loads for a shared expense or someone in a household (SharedWithSlot.tsx).
  const me = useSession().session?.user.id ?? "";
  const offersSharing = useOffersSharing(expense.householdId != null);
  const sharingState = useSharingState(expense.householdId != null);
  const [sharedAsSaved] = useState(() => draftOfExpense(expense, me));

  const saveSplit = (lines: SplitLineDraft[]) => {
    if (editSplit.isPending || !splitState(fields.amount, lines).canSave) return;
    const dateProblem = expenseDateProblem(fields.date, fields.time);
    if (dateProblem) {
      showExpenseToast({ title: t("dateOutOfRangeTitle"), description: dateProblem, type: "error" });
      return;
    }
    editSplit.mutate(
      {
        id: expense.id,
        payload: {
          lines: linesPayload(lines),
          amount: fields.amount,
          description: fields.description.trim() || null,
          date: istIsoFromFields(fields.date, fields.time),
          paidWith: fields.paidWith,
        },
        photo: fields.photo,
      },
      {
        onSuccess: () => {
          showExpenseToast({ title: t("edit.updatedTitle"), description: t("edit.updated") });
          onClose();
        },
        onError: (error) =>
          showExpenseToast({
            title: t("common:error"),
            description: t("edit.failed", { message: serverMessage(error) ?? String(error) }),
            type: "error",
          }),
      },
    );
  };

  // docs/product.md §4.23: the expense becomes a monthly recurring payment from next month on.
  const repeatMonthly = () => {
    const input = repeatInput;
    repeat.mutate(input, {
      onSuccess: () => {
        showExpenseToast({
          title: t("recurring:repeatsTitle"),
          description: t("recurring:repeats", { name: input.name, day: input.dayOfMonth }),
        });
        onClose();
      },
      onError: (error) =>
        showExpenseToast({
          title: t("common:error"),
          description: serverMessage(error) ?? t("recurring:repeatFailed"),
          type: "error",
        }),
    });
  };

  const save = () => {
    if (splitLines) return saveSplit(splitLines);
    if (update.isPending) return;
    const problem = expenseFormProblem(fields.amount, fields.category);
    if (problem || !fields.category) {
      if (problem) showExpenseToast({ ...problem, type: "error" });
      return;
    }
    const fieldsPatch = expenseEditPatch(expense, { ...fields, category: fields.category });
    const sharing = sharingState.latest.current;
    const sharingPatch = sharing
      ? sharingEditPatch(sharedAsSaved, sharing.draft, fieldsPatch?.amount !== undefined)
      : {};
    if (sharing?.shared) {
      const problem = sharing.membersLoading
        ? null
        : (sharing.problem ??
          (fields.photo || (sharingPatch.householdId && fields.receiptPath)
            ? translateMessage("Attach a receipt to a personal expense only")
            : null));
      if (problem) showExpenseToast({ title: t("shared.sharedWith"), description: problem, type: "error" });
      if (problem || sharing.membersLoading) return;
    }
    const patch =
      fieldsPatch || Object.keys(sharingPatch).length > 0 ? { ...fieldsPatch, ...sharingPatch } : null;
    const dateProblem = patch?.date ? expenseDateProblem(fields.date, fields.time) : null;
    if (dateProblem) {
      showExpenseToast({ title: t("dateOutOfRangeTitle"), description: dateProblem, type: "error" });
      return;
    }
    if (!patch && !fields.photo) {
      onClose();
      return;
    }
    update.mutate(
      { expense, patch: patch ?? {}, photo: fields.photo },
      {
        onSuccess: (saved) => {
          // docs/offline.md: without a connection the edit is kept on this device and sent later.
          showExpenseToast(
            isWaitingToSync(saved)
              ? waitingToSyncToast()
              : { title: t("edit.updatedTitle"), description: t("edit.updated") },
          );
          onClose();
        },
        onError: (error) =>
          showExpenseToast({
            title: t("common:error"),
            // The API's own sentence (e.g. only the payer or the owner may change a shared expense).
            description: t("edit.failed", {
              message: translateMessage(
                serverMessage(error) ?? (error instanceof Error ? error.message : String(error)),
              ),
            }),
            type: "error",
          }),
      },
    );
  };

  return (
    <BottomSheet
      open
      onClose={onClose}
      title={t("edit.title")}
      data-testid="edit-expense-sheet"
      footer={
        <HStack width="full" gap="3">
          <Button
            variant="outline"
            colorPalette="red"
            loading={deleting}
            disabled={update.isPending}
            onClick={() => remove(expense, onClose)}
          >
            <Trash2 aria-hidden="true" /> {t("common:delete")}
          </Button>
          <Button
            type="submit"
            form="edit-expense-form"
            colorPalette="teal"
            flex="1"
            loading={update.isPending || editSplit.isPending}
            disabled={(split !== null && !split.canSave) || (Boolean(expense.splitId) && !bill.data)}
          >
            {t("edit.save")}
          </Button>
        </HStack>
      }
    >
      <form
        id="edit-expense-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <ExpenseFields
          fields={fields}
          categoryArea={
            splitLines ? (
              <SplitLinesEditor
                total={fields.amount}
                lines={splitLines}
                onChange={setSplitLines}
                categories={[...DEFAULT_FORM_CATEGORIES.map((c) => c.name), ...fields.customCategories]}
              />
            ) : undefined
          }
          categoryFooter={
            // A saved bill stays split; a single expense can be split (or the split given up before Save);
            // a shared one has one category.
            expense.splitId || expense.syncState || sharingState.shared ? null : (
              <Button
                variant="outline"
                size="sm"
                alignSelf="flex-start"
                aria-pressed={splitLines !== null}
                onClick={() => setSplitLines((lines) => (lines ? null : startSplit(fields.category)))}
              >
                <Split aria-hidden="true" /> {splitLines ? t("split.stop") : t("split.start")}
              </Button>
            )
          }
        />
        {splitLines || expense.splitId || !offersSharing ? null : (
          <SharedWithSlot
            amount={fields.amount}
            initial={(me) => draftOfExpense(expense, me)}
            onState={sharingState.onState}
            mt="5"
          />
        )}
      </form>
      {expense.recurring ? null : confirmingRepeat ? (
        <Box mt="4" p="3" borderWidth="1px" borderRadius="md" data-testid="repeat-confirm">
          <Text fontWeight="semibold">{t("recurring:repeatConfirmTitle")}</Text>
          <Text fontSize="sm" color="fg.secondary" mt="1">
            {t("recurring:repeatConfirm", {
              ordinal: ordinalDay(repeatInput.dayOfMonth ?? 1),
              amount: formatRupees(paiseFromWire(repeatInput.amount)),
              date: formatDayKey(firstMonthlyDueOn(repeatInput)),
            })}
          </Text>
          <HStack gap="3" mt="3">
            <Button variant="outline" onClick={() => setConfirmingRepeat(false)}>
              {t("common:cancel")}
            </Button>
            <Button colorPalette="teal" flex="1" loading={repeat.isPending} onClick={repeatMonthly}>
              {t("recurring:repeatConfirmButton")}
            </Button>
          </HStack>
        </Box>
      ) : (
        <Button variant="outline" width="full" mt="4" onClick={() => setConfirmingRepeat(true)}>
          <Repeat aria-hidden="true" /> {t("recurring:repeatMonthly")}
        </Button>
      )}
    </BottomSheet>
  );
}
