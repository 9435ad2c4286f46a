import { Box, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { type Paise, ZERO_PAISE } from "@shared/money/paise.ts";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../i18n/format.ts";
import type { DailyLimitFigure } from "../../lib/daily-limit.ts";
import { dailyLimitRule } from "./budget-status.ts";

interface Props {
  monthSpent: Paise;
  monthlyBudget: Paise;
  /** Today's daily limit as the API sends it; undefined while it loads. */
  figure: DailyLimitFigure | undefined;
}

/**
 * The two side-by-side widgets: how much has gone this month, and how much is safe to spend per day
 * for the rest of the month, which is today's daily limit (the same figure as today's card, the
 * alerts and Set Budget; the line under them says how it is made; see docs/money-screens.md).
 */
export function SummaryWidgets({ monthSpent, monthlyBudget, figure }: Props) {
  const { t } = useTranslation("dashboard");
  // Without a saved budget the database has no daily limit: say so rather than show ₹0 per day.
  const noLimit = figure !== undefined && figure.dailyLimit === null;
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
          <Skeleton loading={!figure}>
            <Text fontSize="lg" fontWeight="bold" data-testid="safe-to-spend">
              {noLimit ? "—" : formatRupees(figure?.dailyLimit ?? ZERO_PAISE)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {noLimit ? t("summary.noLimit") : t("summary.forDays", { count: figure?.daysLeft ?? 1 })}
            </Text>
          </Skeleton>
        </Box>
      </SimpleGrid>
      <Skeleton loading={!figure}>
        <Text fontSize="xs" color="fg.muted" data-testid="daily-figures-note">
          {noLimit ? t("today.noBudget") : figure ? dailyLimitRule(figure, formatRupees) : "\u00a0"}
        </Text>
      </Skeleton>
    </Stack>
  );
}
