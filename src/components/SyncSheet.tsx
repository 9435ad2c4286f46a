// The sheet listing the changes waiting on this device, with what the server said about the ones it
// refused, each with Retry and Discard (docs/offline.md). A chunk of its own: it opens only on a tap of
// the header's count (SyncStatus), so Chakra's drawer stays out of every screen's first load.
import { Badge, Box, Button, CloseButton, Drawer, HStack, Portal, Stack, Text } from "@chakra-ui/react";
import { type Paise, paiseFromWire } from "@shared/money/paise.ts";

import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatIstDateTime, formatRupees } from "../i18n/format";
import { categoryLabel } from "../i18n/labels";
import type { QueueItem } from "../lib/offline-queue";
import { provisionalExpense } from "../lib/offline-queue";
import { discard, retry } from "../lib/offline-sync";

interface SyncSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The changes not sent yet (waiting or refused). */
  shown: QueueItem[];
  /** Shown above the list while some changes wait. */
  explanation: string | null;
}

function describeChange(
  item: QueueItem,
  t: TFunction<"common">,
): { label: string; amount: Paise; when: string } {
  const expense = item.change.kind === "delete-expense" ? item.change.expense : provisionalExpense(item);
  const label =
    expense?.description || (expense?.category ? categoryLabel(expense.category) : t("sync.expense"));
  const shown = {
    "add-expense": label,
    "edit-expense": t("sync.editLabel", { label }),
    "delete-expense": t("sync.deleteLabel", { label }),
  }[item.change.kind];
  return {
    label: shown,
    amount: paiseFromWire(expense?.amount),
    when: formatIstDateTime(expense?.date ?? item.queuedAt),
  };
}

function QueuedRow({ item }: { item: QueueItem }) {
  const [busy, setBusy] = useState<"retry" | "discard" | null>(null);
  const { t } = useTranslation();
  const { label, amount, when } = describeChange(item, t);
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
            {t("sync.notSaved", { error: item.error })}
          </Text>
          <HStack>
            <Button size="xs" colorPalette="teal" loading={busy === "retry"} onClick={() => act("retry")}>
              {t("retry")}
            </Button>
            <Button size="xs" variant="outline" loading={busy === "discard"} onClick={() => act("discard")}>
              {t("sync.discard")}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Badge mt="1" size="sm" colorPalette="orange">
          {t("sync.waitingTitle")}
        </Badge>
      )}
    </Box>
  );
}

export default function SyncSheet({ open, onOpenChange, shown, explanation }: SyncSheetProps) {
  const { t } = useTranslation();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="bottom">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop="l3" maxH="80dvh" data-testid="sync-sheet">
            <Drawer.Header>
              <Drawer.Title>{t("sync.waitingTitle")}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {explanation ? (
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
  );
}
