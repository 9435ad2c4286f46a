import { Button, Card, Flex, Skeleton, Stack, StackSeparator, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { formatIstDateTime } from "../../lib/ist-format.ts";
import { useRecentExpenses } from "../../lib/money-queries.ts";
import { ExpenseRow } from "./ExpenseRow.tsx";
import { useDeleteExpenseWithToasts } from "./use-delete-expense-with-toasts.ts";

/** The latest 10 expenses with delete, and View All → /analytics (spec §2). */
export function RecentTransactions() {
  const recent = useRecentExpenses(10);
  const { remove, deletingId } = useDeleteExpenseWithToasts();
  return (
    <Card.Root data-testid="recent-transactions">
      <Card.Body gap="2" p="4">
        <Flex justify="space-between" align="center">
          <Text fontWeight="semibold">Recent Transactions</Text>
          <Button asChild size="xs" variant="ghost">
            <RouterLink to="/analytics">View All</RouterLink>
          </Button>
        </Flex>
        {recent.isError ? (
          <Text color="red.fg">Failed to fetch expenses</Text>
        ) : recent.isPending ? (
          <Skeleton height="16" />
        ) : recent.data.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No expenses yet. Tap Add Expense to log your first one.
          </Text>
        ) : (
          <Stack gap="0" separator={<StackSeparator />}>
            {recent.data.map((expense) => (
              <ExpenseRow
                key={expense.id}
                expense={expense}
                when={formatIstDateTime(expense.date)}
                onDelete={remove}
                deleting={deletingId === expense.id}
              />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
