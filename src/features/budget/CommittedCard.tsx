import { Card, HStack, Link, Text } from "@chakra-ui/react";
import { ZERO_PAISE } from "@shared/money/paise.ts";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { formatRupees } from "../../i18n/format.ts";
import { useDailyLimit } from "../../lib/daily-limit.ts";

/**
 * Set Budget's "Committed this month" (recurring payments still to come) and today's daily limit,
 * which sets them aside (docs/product.md §2.14, §4.7, §4.23): the figures the API sends, the same
 * home shows.
 */
export function CommittedCard() {
  const figure = useDailyLimit();
  const { t } = useTranslation("recurring");
  const { t: tDashboard } = useTranslation("dashboard");
  if (!figure.data || figure.data.dailyLimit === null) return null;
  const { committed, dailyLimit } = figure.data;
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
            {t("card.perDay", { amount: formatRupees(dailyLimit) })}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted" data-testid="daily-limit-rule">
          {tDashboard("dailyLimitRule", {
            budget: formatRupees(figure.data.monthlyBudget ?? ZERO_PAISE),
            spent: formatRupees(figure.data.spentBeforeToday),
            committed: formatRupees(committed),
            count: figure.data.daysLeft,
          })}
        </Text>
        <Link asChild color="blue.fg" fontSize="sm">
          <RouterLink to="/recurring">{t("card.manage")}</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
