import { Badge, Box, HStack, IconButton, Image, Text } from "@chakra-ui/react";
import { categoryStyle } from "@shared/contract/categories.ts";

import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../i18n/format.ts";
import { categoryLabel, paidWithText } from "../i18n/labels";
import { useExpenseEditor } from "../lib/expense-editor.ts";
import { amountOf, type ShownExpense } from "../lib/money-queries.ts";
import { useReceiptUrl } from "../lib/receipt-url.ts";

interface Props {
  expense: ShownExpense;
  when: string;
  onDelete?: (expense: ShownExpense) => void;
  deleting?: boolean;
}

/**
 * One expense: receipt thumbnail or category emoji, description, category, how it was paid and when,
 * amount; tapping it opens the edit sheet, the bin deletes it. A change still waiting to sync is marked;
 * editing or deleting it changes the queued change (docs/offline.md).
 */
export function ExpenseRow({ expense, when, onDelete, deleting }: Props) {
  const look = categoryStyle(expense.category);
  const receipt = useReceiptUrl(expense.receiptPath);
  const openEditor = useExpenseEditor();
  const { t } = useTranslation(["common", "recurring"]);
  const category = categoryLabel(expense.category);
  const label = expense.description || category;
  const details = [category, expense.paidWith ? paidWithText(expense.paidWith) : null]
    .filter(Boolean)
    .join(" · ");
  return (
    <HStack gap="1" py="2" data-testid="expense-row" data-expense-id={String(expense.id)}>
      <HStack
        as={openEditor ? "button" : "div"}
        gap="3"
        flex="1"
        minW="0"
        textAlign="start"
        rounded="md"
        cursor={openEditor ? "pointer" : undefined}
        _hover={openEditor ? { bg: "bg.muted" } : undefined}
        aria-label={
          openEditor ? t("expenseRow.edit", { label, amount: formatRupees(amountOf(expense)) }) : undefined
        }
        onClick={openEditor ? () => openEditor(expense) : undefined}
      >
        {receipt.data ? (
          <Image
            src={receipt.data}
            alt={t("expenseRow.receiptFor", { label })}
            boxSize="10"
            rounded="md"
            objectFit="cover"
            data-testid="receipt-thumbnail"
          />
        ) : (
          <Box
            as="span"
            boxSize="10"
            flexShrink={0}
            rounded="md"
            display="flex"
            alignItems="center"
            justifyContent="center"
            fontSize="xl"
            style={{ background: `${look.color}22` }}
            aria-hidden="true"
          >
            {look.emoji}
          </Box>
        )}
        {/* Spans: a button may only hold phrasing content. */}
        <Box as="span" display="block" flex="1" minW="0">
          <Text as="span" display="block" fontWeight="medium" truncate>
            {label}
          </Text>
          {/* The time never gives way: a long category or way of paying is what gets cut (390 px). */}
          <Text
            as="span"
            display="flex"
            fontSize="xs"
            color="fg.muted"
            minW="0"
            data-testid="expense-details"
          >
            <Text as="span" truncate minW="0">
              {details}
            </Text>
            {when ? (
              <Text as="span" flexShrink={0} whiteSpace="pre" data-testid="expense-when">
                {` · ${when}`}
              </Text>
            ) : null}
          </Text>
          {expense.recurring ? (
            <Badge size="sm" colorPalette="purple" data-testid="recurring-mark">
              {t("recurring:badge")}
            </Badge>
          ) : null}
          {expense.syncState === "waiting" ? (
            <Badge size="sm" colorPalette="orange" data-testid="sync-state">
              {t("expenseRow.waiting")}
            </Badge>
          ) : null}
        </Box>
        <Text as="span" fontWeight="semibold" whiteSpace="nowrap" data-testid="expense-amount">
          {formatRupees(amountOf(expense))}
        </Text>
      </HStack>
      {onDelete ? (
        <IconButton
          aria-label={t("expenseRow.delete", { label })}
          size="sm"
          variant="ghost"
          colorPalette="red"
          loading={deleting}
          onClick={() => onDelete(expense)}
        >
          <Trash2 size={16} />
        </IconButton>
      ) : null}
    </HStack>
  );
}
