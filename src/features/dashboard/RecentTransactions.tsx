import { Button, Card, Flex, Heading } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { formatIstDateTime } from "../../lib/ist-format.ts";
import { useRecentExpenses } from "../../lib/money-queries.ts";
import { ExpenseList } from "./ExpenseList.tsx";

/** The latest 10 expenses with delete, and View All → the full history (docs/product.md §2.9 sent it to /analytics). */
export function RecentTransactions() {
  const recent = useRecentExpenses(10);
  return (
    <Card.Root data-testid="recent-transactions">
      <Card.Body gap="2" p="4">
        <Flex justify="space-between" align="center">
          <Heading as="h2" fontSize="md" fontWeight="semibold">
            Recent Transactions
          </Heading>
          <Button asChild size="xs" variant="ghost">
            <RouterLink to="/history">View All</RouterLink>
          </Button>
        </Flex>
        <ExpenseList
          expenses={recent}
          when={(expense) => formatIstDateTime(expense.date)}
          emptyText="No expenses yet. Tap Add Expense to log your first one."
          skeletonHeight="16"
        />
      </Card.Body>
    </Card.Root>
  );
}
