import {
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  HStack,
  IconButton,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { indianClock } from "@shared/calendar/indian-day.ts";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { LoadError } from "../../components/LoadError.tsx";
import { formatIstTime, formatRupees } from "../../i18n/format.ts";
import { DAY_LIST_LIMIT, useDayExpenses } from "../../lib/money-queries.ts";
import { dayTitle, monthGrid, monthTitle, shiftMonth, type YearMonth } from "./calendar-month.ts";
import { useDaySpending, useMonthSummary } from "./dashboard-api.ts";
import { ExpenseList } from "./ExpenseList.tsx";

const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

// The day cells' looks live in one style object on the grid, keyed on the cells' own attributes, so
// the ~40 cells are plain elements: tapping a day or turning the month re-renders them without
// computing styles for each (the calendar's INP on a slow phone, docs/web.md).
const DAY_CELL_STYLES = {
  "& [data-weekday]": { fontSize: "xs", textAlign: "center", color: "fg.muted" },
  "& [data-date]": {
    width: "full",
    aspectRatio: "1",
    maxH: "12",
    rounded: "md",
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    fontSize: "sm",
    cursor: "pointer",
    borderColor: "blue.solid",
  },
  "& [data-date][aria-current=date]": { bg: "blue.subtle", fontWeight: "bold", borderWidth: "1px" },
  "& [data-date][aria-pressed=true]": { bg: "blue.solid", color: "blue.contrast" },
  "& [data-date] > span": { boxSize: "1.5", rounded: "full" },
  "& [data-date][data-has-expenses=true] > span": { bg: "orange.solid" },
  "& [data-date][data-has-expenses=true][aria-pressed=true] > span": { bg: "blue.contrast" },
} as const;

/** docs/product.md §2.11 Calendar tab: month grid, today and selected day highlighted, dots on days with expenses. */
export function CalendarTab() {
  const today = indianClock(new Date());
  const [shown, setShown] = useState<YearMonth>({ year: today.year, month: today.month });
  const [selected, setSelected] = useState(today.date);
  const summary = useMonthSummary(shown.year, shown.month);
  const withExpenses = new Set(summary.data ?? []);
  const { t } = useTranslation("dashboard");

  return (
    <Stack gap="4">
      <Card.Root data-testid="calendar">
        <Card.Body p="3" gap="2">
          <Flex justify="space-between" align="center">
            <IconButton
              aria-label={t("calendarTab.previous")}
              size="sm"
              variant="ghost"
              onClick={() => setShown(shiftMonth(shown, -1))}
            >
              <ChevronLeft />
            </IconButton>
            <Text fontWeight="semibold" data-testid="calendar-month" aria-live="polite">
              {monthTitle(shown)}
            </Text>
            <IconButton
              aria-label={t("calendarTab.next")}
              size="sm"
              variant="ghost"
              onClick={() => setShown(shiftMonth(shown, 1))}
            >
              <ChevronRight />
            </IconButton>
          </Flex>
          {summary.isError ? (
            <LoadError message={t("calendarTab.monthFailed")} onRetry={() => void summary.refetch()} />
          ) : null}
          {/* Plain buttons in a visual grid: each day's label names its date, so no ARIA grid is needed. */}
          <Grid templateColumns="repeat(7, 1fr)" gap="1" css={DAY_CELL_STYLES}>
            {WEEKDAYS.map((day) => (
              <span key={day} aria-hidden="true" data-weekday="">
                {t(`weekdays.${day}`)}
              </span>
            ))}
            {monthGrid(shown)
              .flat()
              // Padding cells are empty and stateless, so their position is a fine identity.
              .map((cell, position) => ({ cell, key: cell?.dateKey ?? `pad-${position}` }))
              .map(({ cell, key }) => {
                if (!cell) return <div key={key} />;
                const isToday = cell.dateKey === today.date;
                const hasExpenses = withExpenses.has(cell.dateKey);
                return (
                  <div key={cell.dateKey}>
                    <button
                      type="button"
                      aria-pressed={cell.dateKey === selected}
                      aria-current={isToday ? "date" : undefined}
                      aria-label={
                        hasExpenses
                          ? t("calendarTab.hasExpenses", { day: dayTitle(cell.dateKey) })
                          : dayTitle(cell.dateKey)
                      }
                      data-testid="calendar-day"
                      data-date={cell.dateKey}
                      data-has-expenses={hasExpenses}
                      onClick={() => setSelected(cell.dateKey)}
                    >
                      {cell.day}
                      <span data-testid={hasExpenses ? "calendar-dot" : undefined} />
                    </button>
                  </div>
                );
              })}
          </Grid>
        </Card.Body>
      </Card.Root>
      <DayExpenses dateKey={selected} />
    </Stack>
  );
}

function DayExpenses({ dateKey }: { dateKey: string }) {
  const expenses = useDayExpenses(dateKey);
  const spending = useDaySpending(dateKey);
  const { t } = useTranslation("dashboard");
  return (
    <Card.Root data-testid="day-expenses">
      <Card.Body p="4" gap="2">
        <HStack justify="space-between">
          <Heading as="h2" fontSize="md" fontWeight="semibold">
            {dayTitle(dateKey)}
          </Heading>
          {/* The day's exact total (every expense, not just the rows listed); never ₹0 while unknown. */}
          {spending.data ? (
            <Text fontWeight="semibold" data-testid="day-total">
              {t("calendarTab.total", { amount: formatRupees(spending.data.totalSpent) })}
            </Text>
          ) : spending.isError ? null : (
            <Skeleton height="5" width="24" />
          )}
        </HStack>
        {spending.isError ? (
          <LoadError
            message={t("calendarTab.dayFailed")}
            onRetry={() => void spending.refetch()}
            retrying={spending.isFetching}
          />
        ) : null}
        <ExpenseList
          expenses={expenses}
          when={(expense) => formatIstTime(expense.date)}
          emptyText={t("calendarTab.empty")}
          skeletonHeight="12"
        />
        {expenses.data?.length === DAY_LIST_LIMIT ? (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`/history?from=${dateKey}&to=${dateKey}`}>{t("calendarTab.seeAll")}</RouterLink>
          </Button>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
