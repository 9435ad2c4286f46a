import { Badge, Box, Button, Card, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { instalmentProgress, leftToPay } from "@shared/calendar/recurring-end.ts";
import { scheduleOf } from "@shared/calendar/recurring-schedule.ts";
import type { RecurringPaymentRow } from "@shared/contract/api-rows.ts";
import type { RecurringPaymentInput } from "@shared/contract/recurring-schemas.ts";
import { paiseFromWire } from "@shared/money/paise.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BackToHomeTitle } from "../../components/BackToHomeTitle.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { LoadError } from "../../components/LoadError.tsx";
import { showToast } from "../../components/ui/toaster.tsx";
import { formatDayKey, formatNumber, formatRupees } from "../../i18n/format.ts";
import { i18n } from "../../i18n/i18n.ts";
import { categoryLabel } from "../../i18n/labels.ts";
import { serverMessage } from "../../lib/api.ts";
import {
  useChangeRecurringPayment,
  useCreateRecurringPayment,
  useDeleteRecurringPayment,
  useRecurringPayments,
  useSkipRecurringPayment,
} from "../../lib/recurring.ts";
import { scheduleText } from "../../lib/schedule-text.ts";
import { RecurringForm } from "./RecurringForm.tsx";

const failed = (title: string) => (error: unknown) =>
  showToast({ title, description: serverMessage(error) ?? i18n.t("recurring:tryAgain"), type: "error" });

/** `/recurring` Recurring payments (docs/product.md §2.21, §4.23). */
export default function RecurringPage() {
  const list = useRecurringPayments();
  const create = useCreateRecurringPayment();
  const [adding, setAdding] = useState(false);
  const { t } = useTranslation("recurring");

  const add = (input: RecurringPaymentInput) =>
    create.mutate(input, {
      onSuccess: (row) => {
        showToast({
          title: t("addedTitle"),
          description: t("added", { name: row.name, schedule: scheduleText(row) }),
          type: "success",
        });
        setAdding(false);
      },
      onError: failed(t("addFailed")),
    });

  return (
    <Stack gap="5" pb="6" data-testid="recurring-page">
      <BackToHomeTitle>{t("title")}</BackToHomeTitle>
      <Text color="fg.muted" fontSize="sm">
        {t("intro")}
      </Text>
      {list.isPending ? (
        <Skeleton height="40" />
      ) : list.isError ? (
        <LoadError message={t("loadFailed")} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <>
          <Card.Root size="sm">
            <Card.Body>
              <Text fontSize="sm" color="fg.muted">
                {t("committed")}
              </Text>
              <Text fontSize="xl" fontWeight="bold" data-testid="committed-this-month">
                {formatRupees(paiseFromWire(list.data.committedThisMonth))}
              </Text>
            </Card.Body>
          </Card.Root>
          {list.data.payments.length === 0 && !adding ? <Text color="fg.muted">{t("none")}</Text> : null}
          <Stack gap="3">
            {list.data.payments.map((payment) => (
              <PaymentCard key={payment.id} payment={payment} />
            ))}
          </Stack>
          {adding ? (
            <Card.Root>
              <Card.Body>
                <RecurringForm saving={create.isPending} onSave={add} onCancel={() => setAdding(false)} />
              </Card.Body>
            </Card.Root>
          ) : (
            <Button colorPalette="teal" onClick={() => setAdding(true)}>
              {t("add")}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}

function PaymentCard({ payment }: { payment: RecurringPaymentRow }) {
  const change = useChangeRecurringPayment();
  const skip = useSkipRecurringPayment();
  const remove = useDeleteRecurringPayment();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const busy = change.isPending || skip.isPending || remove.isPending;
  const { t } = useTranslation("recurring");
  const progress = instalmentProgress(scheduleOf(payment), payment);

  if (editing) {
    return (
      <Card.Root data-testid="recurring-payment">
        <Card.Body>
          <RecurringForm
            editing={payment}
            saving={change.isPending}
            onCancel={() => setEditing(false)}
            onSave={(input) =>
              change.mutate(
                { id: payment.id, change: input },
                {
                  onSuccess: () => {
                    showToast({
                      title: t("savedTitle"),
                      description: t("saved"),
                      type: "success",
                    });
                    setEditing(false);
                  },
                  onError: failed(t("saveFailed")),
                },
              )
            }
          />
        </Card.Body>
      </Card.Root>
    );
  }

  return (
    <Card.Root size="sm" data-testid="recurring-payment">
      <Card.Body>
        <HStack justify="space-between" align="start" gap="3">
          <Box minW="0">
            <Text fontWeight="semibold" truncate>
              {payment.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {categoryLabel(payment.category)} · {scheduleText(payment)}
            </Text>
            {progress ? (
              <Text fontSize="sm" data-testid="recurring-progress">
                {t("instalments.progress", {
                  paid: formatNumber(progress.paid),
                  total: formatNumber(progress.total),
                  left: formatRupees(leftToPay(paiseFromWire(payment.amount), progress.left)),
                })}
              </Text>
            ) : null}
            {payment.ended ? (
              <Badge colorPalette="gray" size="sm">
                {t("instalments.ended")}
              </Badge>
            ) : payment.paused ? (
              <Badge colorPalette="orange" size="sm">
                {t("paused")}
              </Badge>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {t("next", { date: formatDayKey(payment.nextDueOn, { year: true }) })}
              </Text>
            )}
          </Box>
          <Text fontWeight="bold" whiteSpace="nowrap">
            {formatRupees(paiseFromWire(payment.amount))}
          </Text>
        </HStack>
        <HStack gap="2" mt="3" flexWrap="wrap">
          <Button size="xs" variant="outline" disabled={busy} onClick={() => setEditing(true)}>
            {t("edit")}
          </Button>
          {payment.ended ? null : (
            <Button
              size="xs"
              variant="outline"
              disabled={busy}
              aria-label={t(payment.paused ? "resumeLabel" : "pauseLabel", { name: payment.name })}
              onClick={() =>
                change.mutate(
                  { id: payment.id, change: { paused: !payment.paused } },
                  { onError: failed(t("changeFailed")) },
                )
              }
            >
              {payment.paused ? t("resume") : t("pause")}
            </Button>
          )}
          {payment.paused || payment.ended ? null : (
            <Button
              size="xs"
              variant="outline"
              disabled={busy}
              aria-label={t("skipLabel", { name: payment.name })}
              onClick={() =>
                skip.mutate(payment.id, {
                  onSuccess: ({ skipped }) =>
                    showToast({
                      title: t("skippedTitle"),
                      description: t("skipped", {
                        name: payment.name,
                        date: formatDayKey(skipped, { year: true }),
                      }),
                      type: "success",
                    }),
                  onError: failed(t("skipFailed")),
                })
              }
            >
              {t("skipNext")}
            </Button>
          )}
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            disabled={busy}
            aria-label={t("deleteLabel", { name: payment.name })}
            onClick={() => setConfirmingDelete(true)}
          >
            {t("delete")}
          </Button>
          <ConfirmDialog
            open={confirmingDelete}
            title={t("deleteConfirmTitle", { name: payment.name })}
            confirmLabel={t("delete")}
            destructive
            busy={remove.isPending}
            onClose={() => setConfirmingDelete(false)}
            onConfirm={async () => {
              // mutateAsync: the card leaves the list when the refreshed list arrives, and a
              // mutate() callback would then never run (no toast).
              try {
                await remove.mutateAsync(payment.id);
                showToast({ title: t("deletedTitle"), description: t("deleted"), type: "success" });
              } catch (error) {
                failed(t("deleteFailed"))(error);
              } finally {
                setConfirmingDelete(false);
              }
            }}
          >
            <Text>
              {t("deleteConfirm", {
                amount: formatRupees(paiseFromWire(payment.amount)),
                schedule: scheduleText(payment),
              })}
            </Text>
          </ConfirmDialog>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
