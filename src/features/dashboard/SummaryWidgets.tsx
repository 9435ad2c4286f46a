import { Box, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { Paise } from "@shared/money/paise.ts";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../i18n/format.ts";
import { dailyFiguresNote, safeDailySpend } from "./budget-status.ts";

interface Props {
  monthSpent: Paise;
  monthlyBudget: Paise;
  daysLeftInMonth: number;
}

/**
 * The two side-by-side widgets. Today's card already shows today's spend and the daily limit, so
 * these answer the next questions: how much has gone this month, and how much can I spend per day
 * for the rest of the month without going over (see docs/money-screens.md).
 */
export function SummaryWidgets({ monthSpent, monthlyBudget, daysLeftInMonth }: Props) {
  const { t } = useTranslation("dashboard");
  return (
    <Stack gap="1">
      <SimpleGrid columns={2} gap="3">
        <Box borderWidth="1px" rounded="lg" p="3" bg="bg.panel" data-testid="widget-month">
          <Text fontSize="sm" color="fg.muted">
            {t("summary.spentMonth")}
          </Text>
          <Text fontSize="lg" fontWeight="bold">
            {formatRupees(monthSpent)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t("summary.of", { budget: formatRupees(monthlyBudget) })}
          </Text>
        </Box>
        <Box borderWidth="1px" rounded="lg" p="3" bg="bg.panel" data-testid="widget-safe">
          <Text fontSize="sm" color="fg.muted">
            {t("summary.safe")}
          </Text>
          <Text fontSize="lg" fontWeight="bold">
            {formatRupees(safeDailySpend(monthlyBudget, monthSpent, daysLeftInMonth))}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t("summary.forDays", { count: daysLeftInMonth })}
          </Text>
        </Box>
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted" data-testid="daily-figures-note">
        {dailyFiguresNote(monthlyBudget, monthSpent, daysLeftInMonth, formatRupees)}
      </Text>
    </Stack>
  );
}
