import { Box, Card, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { MonthTotal, Spending } from "@shared/api-rows.ts";
import { formatRupees } from "@shared/money.ts";
import { lazy, Suspense } from "react";
import { formatMonthKey } from "../../lib/ist-format.ts";
import { budgetVsActual, compareByCategory, lastSixMonths, shiftMonth } from "./month-comparison.ts";

const MoneyBarChart = lazy(() => import("./MoneyBarChart.tsx"));

const shortMonth = (monthKey: string) => formatMonthKey(monthKey).slice(0, 3);

/** "Compared with October 2026": the chosen month and the one before, by category, docs/product.md §4.26. */
export function MonthComparison({
  chosen,
  spending,
  previous,
}: {
  chosen: string;
  spending: Spending;
  previous: Spending | undefined;
}) {
  const before = shiftMonth(chosen, -1);
  const rows = compareByCategory(spending.categorySpending, previous?.categorySpending ?? {});
  const [thisLabel, beforeLabel] = [shortMonth(chosen), shortMonth(before)];
  return (
    <Card.Root data-testid="month-comparison">
      <Card.Body p="4" gap="3">
        <Heading as="h2" size="md">
          Compared with {formatMonthKey(before)}
        </Heading>
        {!previous ? (
          <Skeleton height="40" />
        ) : rows.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No spending in either month.
          </Text>
        ) : (
          <>
            <Box height="48" width="full">
              <Suspense fallback={<Skeleton height="48" />}>
                <MoneyBarChart
                  data={rows.slice(0, 6).map((row) => ({
                    category: row.category,
                    [thisLabel]: row.chosen,
                    [beforeLabel]: row.previous,
                  }))}
                  keys={[thisLabel, beforeLabel]}
                  indexBy="category"
                  colors={["#3182ce", "#a0aec0"]}
                  label={`${formatMonthKey(chosen)} against ${formatMonthKey(before)} by category`}
                />
              </Suspense>
            </Box>
            <Stack as="ul" gap="1" listStyleType="none" aria-label="Comparison">
              {rows.map((row) => (
                <HStack
                  as="li"
                  key={row.category}
                  justify="space-between"
                  data-testid="comparison-row"
                  data-category={row.category}
                >
                  <Text truncate>{row.category}</Text>
                  <Text whiteSpace="nowrap" fontSize="sm">
                    <Text as="span" fontWeight="semibold">
                      {formatRupees(row.chosen)}
                    </Text>{" "}
                    <Text as="span" color="fg.muted">
                      vs {formatRupees(row.previous)}
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
export function SixMonths({ chosen, months }: { chosen: string; months: MonthTotal[] | undefined }) {
  const rows = lastSixMonths(chosen, months ?? []);
  return (
    <Card.Root data-testid="six-months">
      <Card.Body p="4" gap="3">
        <Heading as="h2" size="md">
          Last 6 months
        </Heading>
        {!months ? (
          <Skeleton height="40" />
        ) : (
          <>
            <Box height="40" width="full">
              <Suspense fallback={<Skeleton height="40" />}>
                <MoneyBarChart
                  data={rows.map((row) => ({ month: shortMonth(row.month), Spent: row.total }))}
                  keys={["Spent"]}
                  indexBy="month"
                  colors={["#319795"]}
                  label={`Spending in the six months to ${formatMonthKey(chosen)}`}
                />
              </Suspense>
            </Box>
            <Stack as="ul" gap="1" listStyleType="none" aria-label="Monthly totals">
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
  budgets: Record<string, number> | null;
  spending: Spending;
}) {
  const rows = budgets ? budgetVsActual(budgets, spending.categorySpending) : [];
  return (
    <Card.Root data-testid="budget-vs-actual">
      <Card.Body p="4" gap="3">
        <Heading as="h2" size="md">
          Budget vs actual
        </Heading>
        {!budgets ? (
          <Text fontSize="sm" color="fg.muted">
            Set a budget to compare your spending with it.
          </Text>
        ) : rows.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No category budgets yet.
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
                <Text truncate>{row.category}</Text>
                <Text
                  whiteSpace="nowrap"
                  fontSize="sm"
                  color={row.percent !== null && row.percent > 100 ? "red.fg" : undefined}
                >
                  {row.percent === null
                    ? `${formatRupees(row.actual)} (no budget)`
                    : `${formatRupees(row.actual)} of ${formatRupees(row.budget)} (${row.percent}%)`}
                </Text>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
