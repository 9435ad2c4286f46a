import {
  Box,
  Button,
  Card,
  Heading,
  HStack,
  NativeSelect,
  Skeleton,
  Stack,
  StackSeparator,
  Text,
} from "@chakra-ui/react";
import { indianClock } from "@shared/calendar/indian-day.ts";

import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { LoadError } from "../../components/LoadError.tsx";
import { formatIstDate, formatMonthKey, formatPercent, formatRupees } from "../../i18n/format.ts";
import { categoryLabel } from "../../i18n/labels.ts";
import { amountOf, useBudget, useMonthSpending } from "../../lib/money-queries.ts";
import { useLatestOfMonth, useMonthTotals, useSpendingOf } from "./analytics-api.ts";
import { chartSlices } from "./chart-data.ts";
import { monthOptions, shiftMonth } from "./month-comparison.ts";
import { BudgetVsActual, MonthComparison, SixMonths } from "./OverTime.tsx";
import { SetAsideLine } from "./SetAsideLine.tsx";

const CategoryPieChart = lazy(() => import("./CategoryPieChart.tsx"));

const currentMonthKey = () => {
  const { year, month } = indianClock(new Date());
  return `${year}-${String(month).padStart(2, "0")}`;
};

/**
 * `/analytics` (docs/product.md §2.15, §4.26): a month switcher, the month's total and category chart
 * with legend, the month against the one before, the last six months, budget vs actual, latest 5.
 */
export default function AnalyticsPage() {
  const current = currentMonthKey();
  const [chosen, setChosen] = useState(current);
  const isCurrent = chosen === current;
  // The current month's read also shows the changes waiting on this device (docs/offline.md).
  const currentMonth = useMonthSpending();
  const pastMonth = useSpendingOf(chosen, !isCurrent);
  const month = isCurrent ? currentMonth : pastMonth;
  const previous = useSpendingOf(shiftMonth(chosen, -1));
  const months = useMonthTotals();
  const budget = useBudget();
  // The chosen month's latest five (docs/product.md §9.3); asking the API for five keeps the payload small.
  const latest = useLatestOfMonth(chosen, 5);
  const slices = chartSlices(month.data?.categorySpending ?? {});
  const { t } = useTranslation("analytics");

  return (
    <Stack gap="4" pb="6" data-testid="analytics-page">
      <HStack justify="space-between" gap="3">
        <Heading as="h1" size="lg">
          {t("title")}
        </Heading>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t("month")}
            data-testid="month-switcher"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            {monthOptions(current, months.data ?? []).map((key) => (
              <option key={key} value={key}>
                {formatMonthKey(key)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>

      <Card.Root>
        <Card.Body p="4" gap="1">
          <Text color="fg.muted">
            {isCurrent ? t("thisMonth") : t("spendingIn", { month: formatMonthKey(chosen) })}
          </Text>
          {month.isError ? (
            <LoadError
              message={t("failed")}
              onRetry={() => void month.refetch()}
              retrying={month.isFetching}
            />
          ) : month.isPending ? (
            <Skeleton height="8" width="40" />
          ) : (
            <Text fontSize="3xl" fontWeight="bold" data-testid="month-total">
              {formatRupees(month.data.totalSpent)}
            </Text>
          )}
          <SetAsideLine monthKey={chosen} />
        </Card.Body>
      </Card.Root>

      <Card.Root data-testid="category-chart">
        <Card.Body p="4" gap="3">
          <Heading as="h2" size="md">
            {t("breakdown")}
          </Heading>
          {month.isError ? (
            <Text fontSize="sm" color="fg.muted">
              {t("chartLater")}
            </Text>
          ) : month.isPending ? (
            <Skeleton height="64" />
          ) : slices.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {isCurrent ? t("noneThisMonth") : t("noneIn", { month: formatMonthKey(chosen) })}
            </Text>
          ) : (
            <>
              <Box height="64" width="full">
                <Suspense fallback={<Skeleton height="64" />}>
                  <CategoryPieChart slices={slices} />
                </Suspense>
              </Box>
              <Stack as="ul" gap="2" aria-label={t("legend")} listStyleType="none">
                {slices.map((slice) => (
                  <HStack
                    as="li"
                    key={slice.id}
                    justify="space-between"
                    data-testid="legend-row"
                    data-category={slice.id}
                  >
                    <HStack gap="2" minW="0">
                      <Box
                        boxSize="3"
                        rounded="sm"
                        flexShrink={0}
                        style={{ background: slice.color }}
                        aria-hidden="true"
                      />
                      <Text truncate>{categoryLabel(slice.label)}</Text>
                    </HStack>
                    <Text whiteSpace="nowrap" fontWeight="medium">
                      <span data-testid="legend-amount">{formatRupees(slice.value)}</span>{" "}
                      <Text as="span" color="fg.muted" fontSize="sm">
                        ({formatPercent(slice.percent)})
                      </Text>
                    </Text>
                  </HStack>
                ))}
              </Stack>
            </>
          )}
        </Card.Body>
      </Card.Root>

      {month.data ? (
        <>
          <MonthComparison chosen={chosen} spending={month.data} previous={previous.data} />
          <SixMonths chosen={chosen} months={months.data} />
          <BudgetVsActual budgets={budget.data ? budget.data.categoryBudgets : null} spending={month.data} />
        </>
      ) : null}

      <Card.Root data-testid="recent-expenses">
        <Card.Body p="4" gap="2">
          <HStack justify="space-between">
            <Heading as="h2" size="md">
              {t("recent")}
            </Heading>
            <Button asChild size="xs" variant="ghost">
              <RouterLink to="/history">{t("viewAll")}</RouterLink>
            </Button>
          </HStack>
          {latest.isError ? (
            <LoadError
              message={t("expensesFailed")}
              onRetry={() => void latest.refetch()}
              retrying={latest.isFetching}
            />
          ) : latest.isPending ? (
            <Skeleton height="24" />
          ) : latest.data.length === 0 ? (
            <Text color="fg.muted">{t("noExpenses")}</Text>
          ) : (
            <Stack gap="0" separator={<StackSeparator />}>
              {latest.data.map((expense) => (
                <HStack key={expense.id} py="2" justify="space-between" data-testid="analytics-expense">
                  <Box minW="0">
                    <Text fontWeight="medium" truncate>
                      {expense.description || categoryLabel(expense.category)}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {categoryLabel(expense.category)} · {formatIstDate(expense.date)}
                    </Text>
                  </Box>
                  <Text fontWeight="semibold" whiteSpace="nowrap">
                    {formatRupees(amountOf(expense))}
                  </Text>
                </HStack>
              ))}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
