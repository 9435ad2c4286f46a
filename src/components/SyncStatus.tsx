// The header's count of changes waiting on this device, and the sheet listing them with what the server
// said about the ones it refused, each with Retry and Discard (docs/offline.md).
import { Badge, Box, Button, CloseButton, Drawer, HStack, Portal, Stack, Text } from "@chakra-ui/react";
import { formatRupees } from "@shared/money.ts";
import { CircleAlert, CloudUpload } from "lucide-react";
import { useState } from "react";
import { formatIstDateTime } from "../lib/ist-format";
import type { QueueItem } from "../lib/offline-queue";
import { provisionalExpense } from "../lib/offline-queue";
import { useOfflineQueue } from "../lib/offline-queue-store";
import { discard, retry } from "../lib/offline-sync";
import { useIsOnline } from "../lib/use-offline";

function describeChange(item: QueueItem): { label: string; amount: number; when: string } {
  const expense = item.change.kind === "delete-expense" ? item.change.expense : provisionalExpense(item);
  const label = expense?.description || expense?.category || "Expense";
  const verb = { "add-expense": "", "edit-expense": "Edit: ", "delete-expense": "Delete: " }[
    item.change.kind
  ];
  return {
    label: `${verb}${label}`,
    amount: Number(expense?.amount ?? 0),
    when: formatIstDateTime(expense?.date ?? item.queuedAt),
  };
}

function QueuedRow({ item }: { item: QueueItem }) {
  const [busy, setBusy] = useState<"retry" | "discard" | null>(null);
  const { label, amount, when } = describeChange(item);
  const act = async (what: "retry" | "discard") => {
    setBusy(what);
    try {
      await (what === "retry" ? retry(item.id) : discard(item.id));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Box py="3" data-testid="queued-change" data-status={item.status}>
      <HStack justify="space-between" align="start" gap="3">
        <Box minW="0">
          <Text fontWeight="medium" truncate>
            {label}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {when}
          </Text>
        </Box>
        <Text fontWeight="semibold" whiteSpace="nowrap">
          {formatRupees(amount)}
        </Text>
      </HStack>
      {item.status === "refused" ? (
        <Stack gap="2" mt="2">
          <Text fontSize="sm" color="red.fg" data-testid="refusal">
            Not saved: {item.error}
          </Text>
          <HStack>
            <Button size="xs" colorPalette="teal" loading={busy === "retry"} onClick={() => act("retry")}>
              Retry
            </Button>
            <Button size="xs" variant="outline" loading={busy === "discard"} onClick={() => act("discard")}>
              Discard
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Badge mt="1" size="sm" colorPalette="orange">
          Waiting to sync
        </Badge>
      )}
    </Box>
  );
}

export function SyncStatus() {
  const { items, signedOut } = useOfflineQueue();
  const online = useIsOnline();
  const [open, setOpen] = useState(false);
  const shown = items.filter((item) => item.status !== "sent");
  if (shown.length === 0) return null;
  const refused = shown.filter((item) => item.status === "refused").length;
  const waiting = shown.length - refused;
  const summary = refused > 0 ? `${refused} not saved` : `${waiting} to sync`;
  const explanation = !online
    ? "You're offline. These will be sent when you're back online."
    : signedOut
      ? "Sign in again to send these."
      : "Sending…";
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        colorPalette={refused > 0 ? "red" : "orange"}
        onClick={() => setOpen(true)}
        aria-label={[
          waiting > 0 ? `${waiting} waiting to sync` : "",
          refused > 0 ? `${refused} not saved` : "",
        ]
          .filter(Boolean)
          .join(", ")}
        data-testid="sync-status"
      >
        {refused > 0 ? <CircleAlert aria-hidden="true" /> : <CloudUpload aria-hidden="true" />}
        <span data-testid="sync-count">{summary}</span>
      </Button>
      <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="bottom">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content roundedTop="l3" maxH="80dvh" data-testid="sync-sheet">
              <Drawer.Header>
                <Drawer.Title>Waiting to sync</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                {waiting > 0 ? (
                  <Text fontSize="sm" color="fg.muted">
                    {explanation}
                  </Text>
                ) : null}
                <Stack gap="0">
                  {shown.map((item) => (
                    <QueuedRow key={item.id} item={item} />
                  ))}
                </Stack>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}
