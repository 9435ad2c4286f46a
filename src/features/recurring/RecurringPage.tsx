import { Badge, Box, Button, Card, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { RecurringPaymentRow } from "@shared/api-rows.ts";
import { formatRupees } from "@shared/money.ts";
import type { RecurringPaymentInput } from "@shared/recurring-schemas.ts";
import { useState } from "react";
import { BackToHomeTitle } from "../../components/BackToHomeTitle.tsx";
import { LoadError } from "../../components/LoadError.tsx";
import { showToast } from "../../components/ui/toaster.tsx";
import { serverMessage } from "../../lib/api.ts";
import { formatDayKey } from "../../lib/ist-format.ts";
import { toNumber } from "../../lib/money-queries.ts";
import {
  useChangeRecurringPayment,
  useCreateRecurringPayment,
  useDeleteRecurringPayment,
  useRecurringPayments,
  useSkipRecurringPayment,
} from "../../lib/recurring.ts";
import { RecurringForm } from "./RecurringForm.tsx";
import { scheduleText } from "./schedule-text.ts";

const failed = (title: string) => (error: unknown) =>
  showToast({ title, description: serverMessage(error) ?? "Please try again.", type: "error" });

/** `/recurring` Recurring payments (docs/product.md §2.21, §4.23). */
export default function RecurringPage() {
  const list = useRecurringPayments();
  const create = useCreateRecurringPayment();
  const [adding, setAdding] = useState(false);

  const add = (input: RecurringPaymentInput) =>
    create.mutate(input, {
      onSuccess: (row) => {
        showToast({
          title: "Recurring payment added",
          description: `${row.name}: ${scheduleText(row)}.`,
          type: "success",
        });
        setAdding(false);
      },
      onError: failed("Couldn't add the recurring payment"),
    });

  return (
    <Stack gap="5" pb="6" data-testid="recurring-page">
      <BackToHomeTitle>Recurring payments</BackToHomeTitle>
      <Text color="fg.muted" fontSize="sm">
        Rent, EMIs, fees and subscriptions are added as expenses on their due date.
      </Text>
      {list.isPending ? (
        <Skeleton height="40" />
      ) : list.isError ? (
        <LoadError
          message="Couldn't load your recurring payments."
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <>
          <Card.Root size="sm">
            <Card.Body>
              <Text fontSize="sm" color="fg.muted">
                Committed this month
              </Text>
              <Text fontSize="xl" fontWeight="bold" data-testid="committed-this-month">
                {formatRupees(toNumber(list.data.committedThisMonth))}
              </Text>
            </Card.Body>
          </Card.Root>
          {list.data.payments.length === 0 && !adding ? (
            <Text color="fg.muted">No recurring payments yet.</Text>
          ) : null}
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
            <Button colorPalette="blue" onClick={() => setAdding(true)}>
              Add recurring payment
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
  const busy = change.isPending || skip.isPending || remove.isPending;

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
                      title: "Recurring payment saved",
                      description: "Changes apply from the next due date.",
                      type: "success",
                    });
                    setEditing(false);
                  },
                  onError: failed("Couldn't save the recurring payment"),
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
              {payment.category} · {scheduleText(payment)}
            </Text>
            {payment.paused ? (
              <Badge colorPalette="orange" size="sm">
                Paused
              </Badge>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                Next: {formatDayKey(payment.nextDueOn, { year: true })}
              </Text>
            )}
          </Box>
          <Text fontWeight="bold" whiteSpace="nowrap">
            {formatRupees(toNumber(payment.amount))}
          </Text>
        </HStack>
        <HStack gap="2" mt="3" flexWrap="wrap">
          <Button size="xs" variant="outline" disabled={busy} onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={busy}
            aria-label={`${payment.paused ? "Resume" : "Pause"} ${payment.name}`}
            onClick={() =>
              change.mutate(
                { id: payment.id, change: { paused: !payment.paused } },
                { onError: failed("Couldn't change it") },
              )
            }
          >
            {payment.paused ? "Resume" : "Pause"}
          </Button>
          {payment.paused ? null : (
            <Button
              size="xs"
              variant="outline"
              disabled={busy}
              aria-label={`Skip next ${payment.name}`}
              onClick={() =>
                skip.mutate(payment.id, {
                  onSuccess: ({ skipped }) =>
                    showToast({
                      title: "Skipped",
                      description: `${payment.name} won't be added on ${formatDayKey(skipped, { year: true })}.`,
                      type: "success",
                    }),
                  onError: failed("Couldn't skip it"),
                })
              }
            >
              Skip next
            </Button>
          )}
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            disabled={busy}
            aria-label={`Delete ${payment.name}`}
            onClick={() =>
              remove.mutate(payment.id, {
                onSuccess: () =>
                  showToast({
                    title: "Recurring payment deleted",
                    description: "Expenses already added stay.",
                    type: "success",
                  }),
                onError: failed("Couldn't delete it"),
              })
            }
          >
            Delete
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
