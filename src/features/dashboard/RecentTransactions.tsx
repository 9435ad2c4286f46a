import { Button, Card, Flex, Heading } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { formatIstDateTime } from "../../i18n/format.ts";
import { useRecentExpenses } from "../../lib/money-queries.ts";
import { ExpenseList } from "./ExpenseList.tsx";

/** The latest 10 expenses with delete, and View All → the full history (docs/product.md §2.9 sent it to /analytics). */
export function RecentTransactions() {
  const recent = useRecentExpenses(10);
  const { t } = useTranslation("dashboard");
  return (
    <Card.Root data-testid="recent-transactions">
      <Card.Body gap="2" p="4">
        <Flex justify="space-between" align="center">
          <Heading as="h2" fontSize="md" fontWeight="semibold">
            {t("recent.title")}
          </Heading>
          <Button asChild size="xs" variant="ghost">
            <RouterLink to="/history">{t("recent.viewAll")}</RouterLink>
          </Button>
        </Flex>
        <ExpenseList
          expenses={recent}
          when={(expense) => formatIstDateTime(expense.date)}
          emptyText={t("recent.empty")}
          skeletonHeight="16"
        />
      </Card.Body>
    </Card.Root>
  );
}
