import { Badge, Box, HStack, IconButton, Image, Text } from "@chakra-ui/react";
import { formatRupees } from "@shared/money.ts";
import { Trash2 } from "lucide-react";
import { amountOf, type ShownExpense } from "../../lib/money-queries.ts";
import { categoryLook } from "./category-look.ts";
import { useReceiptUrl } from "./dashboard-api.ts";

interface Props {
  expense: ShownExpense;
  when: string;
  onDelete?: (expense: ShownExpense) => void;
  deleting?: boolean;
}

/**
 * One expense: receipt thumbnail or category emoji, description, category and time, amount, delete;
 * marked while it only exists on this device (docs/offline.md).
 */
export function ExpenseRow({ expense, when, onDelete, deleting }: Props) {
  const look = categoryLook(expense.category);
  const receipt = useReceiptUrl(expense.receiptPath);
  const label = expense.description || expense.category;
  return (
    <HStack gap="3" py="2" data-testid="expense-row" data-expense-id={String(expense.id)}>
      {receipt.data ? (
        <Image
          src={receipt.data}
          alt={`Receipt for ${label}`}
          boxSize="10"
          rounded="md"
          objectFit="cover"
          data-testid="receipt-thumbnail"
        />
      ) : (
        <Box
          boxSize="10"
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
      <Box flex="1" minW="0">
        <Text fontWeight="medium" truncate>
          {label}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {expense.category} · {when}
        </Text>
        {expense.syncState === "waiting" ? (
          <Badge size="sm" colorPalette="orange" data-testid="sync-state">
            Waiting to sync
          </Badge>
        ) : null}
      </Box>
      <Text fontWeight="semibold" whiteSpace="nowrap" data-testid="expense-amount">
        {formatRupees(amountOf(expense))}
      </Text>
      {onDelete ? (
        <IconButton
          aria-label={`Delete ${label}`}
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
