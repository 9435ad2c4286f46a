import { Box, Card, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { MonthTotal } from "@shared/contract/api-rows.ts";
import { firstGraphemes } from "@shared/format/graphemes.ts";
import type { Paise } from "@shared/money/paise.ts";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { formatMonthKey, formatRupees, localeFormat } from "../../i18n/format.ts";
import { categoryLabel } from "../../i18n/labels.ts";
import type { Spending } from "../../lib/money-queries.ts";
import { budgetVsActual, compareByCategory, lastSixMonths, shiftMonth } from "./month-comparison.ts";

const MoneyBarChart = lazy(() => import("./MoneyBarChart.tsx"));

// The month's first three letters as a reader sees them ("Nov", "अक्तू"), never cut inside one.
const shortMonth = (monthKey: string) => firstGraphemes(formatMonthKey(monthKey), 3, localeFormat().locale);

const monthNames = (chosen: string): PeriodNames => {
  const before = shiftMonth(chosen, -1);
  return {
    chosen: formatMonthKey(chosen),
    before: formatMonthKey(before),
    chosenShort: shortMonth(chosen),
    beforeShort: shortMonth(before),
  };
};

/** The chosen month's bars, then the month before's. */
const COMPARISON_COLORS = ["#3182ce", "#a0aec0"] as const;

/** How the two periods are named: months by default, budget cycles by their ranges (§4.31). */
export interface PeriodNames {
  chosen: string;
  before: string;
  chosenShort: string;
  beforeShort: string;
}

/** "Compared with October 2026": the chosen month and the one before, by category, docs/product.md §4.26. */
export function MonthComparison({
  chosen,
  spending,
  previous,
  names: given,
}: {
  chosen: string;
  spending: Spending;
  previous: Spending | undefined;
  names?: PeriodNames;
}) {
  const names = given ?? monthNames(chosen);
  const rows = compareByCategory(spending.categorySpending, previous?.categorySpending ?? {});
  const [thisLabel, beforeLabel] = [names.chosenShort, names.beforeShort];
  const { t } = useTranslation("analytics");
  return (
    <Card.Root data-testid="month-comparison">
      <Card.Body p="4" gap="3">
        <Heading as="h2" size="md">
          {t("comparedWith", { month: names.before })}
        </Heading>
        {!previous ? (
          <Skeleton height="40" />
        ) : rows.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t("noneEither")}
          </Text>
        ) : (
          <>
            {/* Which bar is which month: the chart's colours named. */}
            <HStack
              as="ul"
              gap="4"
              listStyleType="none"
              aria-label={t("legend")}
              data-testid="comparison-legend"
            >
              {[
                { month: names.chosen, color: COMPARISON_COLORS[0] },
                { month: names.before, color: COMPARISON_COLORS[1] },
              ].map((entry) => (
                <HStack as="li" key={entry.month} gap="2" fontSize="sm">
                  <Box
                    boxSize="3"
                    rounded="sm"
                    flexShrink={0}
                    style={{ background: entry.color }}
                    aria-hidden="true"
                  />
                  <Text>{entry.month}</Text>
                </HStack>
              ))}
            </HStack>
            <Box height="48" width="full">
              <Suspense fallback={<Skeleton height="48" />}>
                <MoneyBarChart
                  data={rows.slice(0, 6).map((row) => ({
                    category: categoryLabel(row.category),
                    [thisLabel]: row.chosen,
                    [beforeLabel]: row.previous,
                  }))}
                  keys={[thisLabel, beforeLabel]}
                  indexBy="category"
                  colors={[...COMPARISON_COLORS]}
                  label={t("against", { chosen: names.chosen, before: names.before })}
                />
              </Suspense>
            </Box>
            <Stack as="ul" gap="1" listStyleType="none" aria-label={t("comparison")}>
              {rows.map((row) => (
                <HStack
                  as="li"
                  key={row.category}
                  justify="space-between"
                  data-testid="comparison-row"
                  data-category={row.category}
                >
                  <Text truncate>{categoryLabel(row.category)}</Text>
                  <Text whiteSpace="nowrap" fontSize="sm">
                    <Text as="span" fontWeight="semibold">
                      {formatRupees(row.chosen)}
                    </Text>{" "}
                    <Text as="span" color="fg.muted">
                      {t("vs", { amount: formatRupees(row.previous) })}
                    </Text>
                  </Text>
                </HStack>
              ))}
            </Stack>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** "Last 6 months": the totals of the six months ending with the chosen one, docs/product.md §4.26. */
export function SixMonths({ chosen, months }: { chosen: string; months: MonthTotal<Paise>[] | undefined }) {
  const rows = lastSixMonths(chosen, months ?? []);
  const { t } = useTranslation("analytics");
  return (
    <Card.Root data-testid="six-months">
      <Card.Body p="4" gap="3">
        <Heading as="h2" size="md">
          {t("sixMonths")}
        </Heading>
        {!months ? (
          <Skeleton height="40" />
        ) : (
          <>
            <Box height="40" width="full">
              <Suspense fallback={<Skeleton height="40" />}>
                <MoneyBarChart
                  data={rows.map((row) => ({ month: shortMonth(row.month), [t("spent")]: row.total }))}
                  keys={[t("spent")]}
                  indexBy="month"
                  colors={["#319795"]}
                  label={t("sixMonthsLabel", { month: formatMonthKey(chosen) })}
                />
              </Suspense>
            </Box>
            <Stack as="ul" gap="1" listStyleType="none" aria-label={t("monthlyTotals")}>
              {rows.map((row) => (
                <HStack
                  as="li"
                  key={row.month}
                  justify="space-between"
                  data-testid="six-months-row"
                  data-month={row.month}
                >
                  <Text>{formatMonthKey(row.month)}</Text>
                  <Text fontWeight="semibold">{formatRupees(row.total)}</Text>
                </HStack>
              ))}
            </Stack>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** "Budget vs actual": each category's budget against the chosen month's spending, docs/product.md §4.26. */
export function BudgetVsActual({
  budgets,
  spending,
}: {
  budgets: Record<string, Paise> | null;
  spending: Spending;
}) {
  const rows = budgets ? budgetVsActual(budgets, spending.categorySpending) : [];
  const { t } = useTranslation("analytics");
  return (
    <Card.Root data-testid="budget-vs-actual">
      <Card.Body p="4" gap="3">
        <Heading as="h2" size="md">
          {t("budgetVsActual")}
        </Heading>
        {!budgets ? (
          <Text fontSize="sm" color="fg.muted">
            {t("setBudget")}
          </Text>
        ) : rows.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t("noCategoryBudgets")}
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {rows.map((row) => (
              <HStack
                as="li"
                key={row.category}
                justify="space-between"
                data-testid="budget-row"
                data-category={row.category}
              >
                <Text truncate>{categoryLabel(row.category)}</Text>
                <Text
                  whiteSpace="nowrap"
                  fontSize="sm"
                  color={row.percent !== null && row.percent > 100 ? "red.fg" : undefined}
                >
                  {row.percent === null
                    ? t("noBudget", { actual: formatRupees(row.actual) })
                    : t("ofBudget", {
                        actual: formatRupees(row.actual),
                        budget: formatRupees(row.budget),
                        percent: row.percent,
                      })}
                </Text>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
