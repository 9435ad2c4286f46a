import {
  Box,
  Button,
  ButtonGroup,
  Card,
  Heading,
  HStack,
  NativeSelect,
  Skeleton,
  Stack,
  StackSeparator,
  Text,
} from "@chakra-ui/react";
import { type CycleBounds, cycleBounds } from "@shared/calendar/budget-cycle.ts";
import { addDays, indianClock } from "@shared/calendar/indian-day.ts";

import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { LoadError } from "../../components/LoadError.tsx";
import {
  formatDayKey,
  formatIstDate,
  formatMonthKey,
  formatPercent,
  formatRupees,
} from "../../i18n/format.ts";
import { categoryLabel } from "../../i18n/labels.ts";
import { splitWithCarried } from "../../lib/carry-over";
import { amountOf, useBudget, useCycleSpending, useMonthSpending } from "../../lib/money-queries.ts";
import { useIndianToday } from "../../lib/use-indian-today.ts";
import { useCycleSpendingOf, useLatestOfMonth, useMonthTotals, useSpendingOf } from "./analytics-api.ts";
import { chartSlices } from "./chart-data.ts";
import { isCalendarCycle, isWholeMonth, recentCycles } from "./cycle-periods.ts";
import { monthOptions, shiftMonth } from "./month-comparison.ts";
import { BudgetVsActual, MonthComparison, type PeriodNames, SixMonths } from "./OverTime.tsx";
import { SetAsideLine } from "./SetAsideLine.tsx";

/** "25 Nov – 24 Dec". */
const rangeOf = (bounds: CycleBounds) =>
  `${formatDayKey(bounds.start, { weekday: false })} – ${formatDayKey(bounds.end, { weekday: false })}`;

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
  const calendarPrevious = useSpendingOf(shiftMonth(chosen, -1));
  const months = useMonthTotals();
  const budget = useBudget();

  // By budget cycle (docs/product.md §4.31) when the budget month does not start on the 1st; the
  // calendar months stay one toggle away.
  const today = useIndianToday();
  const setting = budget.data?.cycle;
  const cycles = setting && !isCalendarCycle(setting, today) ? recentCycles(setting, today, 6) : [];
  const [view, setView] = useState<"cycle" | "calendar">("cycle");
  const byCycle = cycles.length > 0 && view === "cycle";
  const [chosenCycle, setChosenCycle] = useState<string | null>(null);
  const cycle = cycles.find((bounds) => bounds.start === chosenCycle) ?? cycles[0];
  const isCurrentCycle = cycle === cycles[0];
  const cycleBefore = setting && cycle ? cycleBounds(setting, addDays(cycle.start, -1)) : null;
  const currentCycle = useCycleSpending();
  const pastCycle = useCycleSpendingOf(cycle?.start ?? today, byCycle && !isCurrentCycle);
  const previousCycle = useCycleSpendingOf(cycleBefore?.start ?? today, byCycle);
  // Home reads the cycle's spending, not the month's: offline, Analytics may find no copy of this
  // month's read on the device (and cannot fetch one). When the current cycle is this calendar month,
  // its figures (with the changes waiting on this device) are the month's (docs/offline.md).
  const cycleIsThisMonth =
    currentCycle.data !== undefined &&
    isWholeMonth(currentCycle.data.startDay, currentCycle.data.endDay, current);
  const thisMonth = currentMonth.isPending && cycleIsThisMonth ? currentCycle : currentMonth;
  const month = byCycle ? (isCurrentCycle ? currentCycle : pastCycle) : isCurrent ? thisMonth : pastMonth;
  const previous = byCycle ? previousCycle : calendarPrevious;
  // Today's cycle counts what its categories carried in (docs/product.md §4.34); other periods the split.
  const showsTodaysCycle = byCycle ? isCurrentCycle : isCurrent && cycles.length === 0;
  const budgetsShown = budget.data
    ? showsTodaysCycle
      ? splitWithCarried(budget.data.categoryBudgets, budget.data.carryOver.carried)
      : budget.data.categoryBudgets
    : null;
  const cycleNames: PeriodNames | undefined =
    byCycle && cycle && cycleBefore
      ? {
          chosen: rangeOf(cycle),
          before: rangeOf(cycleBefore),
          chosenShort: formatDayKey(cycle.start, { weekday: false }),
          beforeShort: formatDayKey(cycleBefore.start, { weekday: false }),
        }
      : undefined;
  // The chosen month's latest five (docs/product.md §9.3); asking the API for five keeps the payload small.
  const latest = useLatestOfMonth(chosen, 5);
  const slices = chartSlices(month.data?.categorySpending ?? {});
  // Offline, a period never read on this device cannot load: TanStack Query holds the read ("paused")
  // until the connection is back. Say so instead of a skeleton that never ends (docs/offline.md).
  const notOnDevice = month.isPending && month.fetchStatus === "paused";
  const { t } = useTranslation("analytics");

  return (
    <Stack gap="4" pb="6" data-testid="analytics-page">
      <HStack justify="space-between" gap="3">
        <Heading as="h1" size="lg">
          {t("title")}
        </Heading>
        {byCycle ? (
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label={t("cycle")}
              data-testid="cycle-switcher"
              value={cycle?.start}
              onChange={(event) => setChosenCycle(event.target.value)}
            >
              {cycles.map((bounds) => (
                <option key={bounds.start} value={bounds.start}>
                  {rangeOf(bounds)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : (
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
        )}
      </HStack>
      {cycles.length > 0 ? (
        <ButtonGroup size="xs" variant="outline" attached data-testid="period-toggle">
          {(["cycle", "calendar"] as const).map((option) => (
            <Button
              key={option}
              aria-pressed={view === option}
              variant={view === option ? "solid" : "outline"}
              onClick={() => setView(option)}
            >
              {option === "cycle" ? t("byCycle") : t("byCalendar")}
            </Button>
          ))}
        </ButtonGroup>
      ) : null}

      <Card.Root>
        <Card.Body p="4" gap="1">
          <Text color="fg.muted">
            {byCycle && cycle
              ? isCurrentCycle
                ? t("thisCycle", { range: rangeOf(cycle) })
                : t("spendingIn", { month: rangeOf(cycle) })
              : isCurrent
                ? t("thisMonth")
                : t("spendingIn", { month: formatMonthKey(chosen) })}
          </Text>
          {month.isError ? (
            <LoadError
              message={t("failed")}
              onRetry={() => void month.refetch()}
              retrying={month.isFetching}
            />
          ) : notOnDevice ? (
            <Text color="fg.muted" data-testid="not-on-device">
              {t("notOnDevice")}
            </Text>
          ) : month.isPending ? (
            <Skeleton height="8" width="40" />
          ) : (
            <Text fontSize="3xl" fontWeight="bold" data-testid="month-total">
              {formatRupees(month.data.totalSpent)}
            </Text>
          )}
          {/* Set-aside money is reported per calendar month. */}
          {byCycle ? null : <SetAsideLine monthKey={chosen} />}
        </Card.Body>
      </Card.Root>

      <Card.Root data-testid="category-chart">
        <Card.Body p="4" gap="3">
          <Heading as="h2" size="md">
            {t("breakdown")}
          </Heading>
          {month.isError || notOnDevice ? (
            <Text fontSize="sm" color="fg.muted">
              {t("chartLater")}
            </Text>
          ) : month.isPending ? (
            <Skeleton height="64" />
          ) : slices.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {byCycle && cycle
                ? t("noneIn", { month: rangeOf(cycle) })
                : isCurrent
                  ? t("noneThisMonth")
                  : t("noneIn", { month: formatMonthKey(chosen) })}
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
          <MonthComparison
            chosen={chosen}
            spending={month.data}
            previous={previous.data}
            names={cycleNames}
          />
          {byCycle ? null : <SixMonths chosen={chosen} months={months.data} />}
          <BudgetVsActual budgets={budgetsShown} spending={month.data} />
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
