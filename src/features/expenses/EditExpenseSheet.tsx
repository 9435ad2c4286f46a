import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { paiseFromWire } from "@shared/money/paise.ts";
import { Repeat, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../components/BottomSheet.tsx";
import { showExpenseToast } from "../../components/ui/toaster.tsx";
import { useDeleteExpenseWithToasts } from "../../components/use-delete-expense-with-toasts.ts";
import { formatDayKey, formatRupees } from "../../i18n/format.ts";
import { serverMessage } from "../../lib/api.ts";
import type { ShownExpense } from "../../lib/money-queries.ts";
import { firstMonthlyDueOn, repeatMonthlyFrom, useCreateRecurringPayment } from "../../lib/recurring.ts";
import { ordinalDay } from "../../lib/schedule-text.ts";
import { ExpenseFields } from "./ExpenseFields.tsx";
import { isWaitingToSync, useUpdateExpense, waitingToSyncToast } from "./expense-api.ts";
import { expenseDateProblem, expenseEditPatch, expenseFormProblem, fieldsOfExpense } from "./expense-form.ts";
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
    if (update.isPending) return;
    const problem = expenseFormProblem(fields.amount, fields.category);
    if (problem || !fields.category) {
      if (problem) showExpenseToast({ ...problem, type: "error" });
      return;
    }
    const patch = expenseEditPatch(expense, { ...fields, category: fields.category });
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
            description: t("edit.failed", {
              message: error instanceof Error ? error.message : String(error),
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
            loading={update.isPending}
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
        <ExpenseFields fields={fields} />
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
