import { Card, HStack, Link, Text } from "@chakra-ui/react";
import { dailyAllowanceOf } from "@shared/budget/monthly-budget.ts";
import { istDateKey } from "@shared/ist.ts";

import { monthEndOf } from "@shared/recurring-schedule.ts";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { formatRupees } from "../../i18n/format.ts";
import { toNumber, useMonthSpending } from "../../lib/money-queries.ts";
import { useRecurringPayments } from "../../lib/recurring.ts";

/** Days left in the Indian month, today included. */
const daysLeftInMonth = (now: Date) => {
  const today = istDateKey(now);
  return Number(monthEndOf(today).slice(8)) - Number(today.slice(8)) + 1;
};

/**
 * Set Budget's "Committed this month" (recurring payments still to come) and the daily allowance
 * that sets them aside (docs/product.md §2.14, §4.23).
 */
export function CommittedCard({ budget }: { budget: number }) {
  const recurring = useRecurringPayments();
  const spending = useMonthSpending();
  const { t } = useTranslation("recurring");
  if (!recurring.data || !spending.data) return null;
  const committed = toNumber(recurring.data.committedThisMonth);
  const daysLeft = daysLeftInMonth(new Date());
  const allowance = dailyAllowanceOf({ budget, spent: spending.data.totalSpent, committed, daysLeft });
  return (
    <Card.Root size="sm" data-testid="committed-card">
      <Card.Body gap="2">
        <HStack justify="space-between">
          <Text>{t("card.committed")}</Text>
          <Text fontWeight="semibold" data-testid="budget-committed">
            {formatRupees(committed)}
          </Text>
        </HStack>
        <HStack justify="space-between">
          <Text>{t("card.allowance")}</Text>
          <Text fontWeight="semibold" data-testid="daily-allowance">
            {t("card.perDay", { amount: formatRupees(allowance) })}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t("card.explain", { count: daysLeft })}
        </Text>
        <Link asChild color="blue.fg" fontSize="sm">
          <RouterLink to="/recurring">{t("card.manage")}</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
