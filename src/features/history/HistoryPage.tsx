import { Alert, Button, Card, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { paiseFromWire } from "@shared/money/paise.ts";
import { useCallback, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { BackToHomeTitle } from "../../components/BackToHomeTitle.tsx";
import { ExpenseRow, ExpenseRows } from "../../components/ExpenseRow.tsx";
import { LoadError } from "../../components/LoadError.tsx";
import { LoadMore } from "../../components/LoadMore.tsx";
import { useDeleteExpenseWithToasts } from "../../components/use-delete-expense-with-toasts.ts";
import { formatIstTime, formatNumber, formatRupees } from "../../i18n/format.ts";
import { filtersFromSearch, hasFilters, searchOfFilters } from "../../lib/filters-in-address.ts";
import { useIsOnline } from "../../lib/use-offline.ts";
import { dayHeading, groupByIstDay, splitUpcoming } from "./day-groups.ts";
import { ExportButton } from "./ExportButton.tsx";
import { type Apply, HistoryFilters } from "./HistoryFilters.tsx";
import { useDayTotals, useHistoryPages, useHistorySummary } from "./history-api.ts";
import { refusedFiltersText } from "./history-filters.ts";

/**
 * `/history`: every expense, newest first, grouped by Indian day with each day's total; filters and
 * search in the address; the filtered set's total and count on top; more pages as the list scrolls.
 */
export default function HistoryPage() {
  const [search, setSearch] = useSearchParams();
  const { filters, refused } = useMemo(() => filtersFromSearch(search), [search]);
  // The filters as last applied: a second change before the address re-renders the screen builds on
  // the first, not on the filters this render saw (HistoryFilters.tsx Apply).
  const latest = useRef({ search, filters });
  if (latest.current.search !== search) latest.current = { search, filters };
  const apply = useCallback<Apply>(
    (change, options = {}) => {
      const next = typeof change === "function" ? change(latest.current.filters) : change;
      const params = searchOfFilters(next);
      latest.current = { search: latest.current.search, filters: filtersFromSearch(params).filters };
      setSearch(params, options);
    },
    [setSearch],
  );
  const pages = useHistoryPages(filters);
  const summary = useHistorySummary(filters);
  const rows = useMemo(() => pages.data?.pages.flatMap((page) => page.rows) ?? [], [pages.data]);
  // Offline, built from other last-synced lists: older expenses may exist (history-pending.ts).
  const partial = pages.data?.pages.at(-1)?.partial === true;
  const online = useIsOnline();
  const groups = groupByIstDay(rows);
  const dayTotals = useDayTotals(filters, rows);
  const { remove, deletingId } = useDeleteExpenseWithToasts();
  const filtered = hasFilters(filters);
  const { t } = useTranslation("history");
  const { upcoming, past } = splitUpcoming(groups);
  const dayCard = (group: (typeof groups)[number]) => {
    const total = dayTotals.data?.get(group.date);
    return (
      <Card.Root key={group.date} data-testid="history-day" data-date={group.date}>
        <Card.Body p="4" gap="1">
          <HStack justify="space-between">
            <Text as="h2" fontWeight="semibold">
              {dayHeading(group.date)}
            </Text>
            {total ? (
              <Text fontWeight="semibold" data-testid="history-day-total">
                {formatRupees(paiseFromWire(total.total))}
              </Text>
            ) : dayTotals.isError || !online ? null : (
              <Skeleton height="5" width="16" />
            )}
          </HStack>
          <ExpenseRows>
            {group.rows.map((expense) => (
              <ExpenseRow
                key={expense.id}
                expense={expense}
                when={formatIstTime(expense.date)}
                onDelete={remove}
                deleting={deletingId === expense.id}
              />
            ))}
          </ExpenseRows>
        </Card.Body>
      </Card.Root>
    );
  };
  const countText = (count: number) => t("count", { count, formatted: formatNumber(count) });

  return (
    <Stack gap="4" pb="6" data-testid="history-page">
      <HStack justify="space-between">
        <BackToHomeTitle>{t("title")}</BackToHomeTitle>
        <ExportButton filters={filters} filtered={filtered} matching={summary.data?.count} />
      </HStack>
      <HistoryFilters filters={filters} apply={apply} />
      {refused.length > 0 ? (
        // A filter the address asks for but the app cannot read is said, not silently left out.
        <Alert.Root
          status="warning"
          variant="surface"
          borderRadius="l2"
          data-testid="history-refused-filters"
        >
          <Alert.Indicator />
          <Alert.Title>{refusedFiltersText(refused)}</Alert.Title>
        </Alert.Root>
      ) : null}

      <Card.Root data-testid="history-summary">
        <Card.Body p="4" gap="1">
          <Text color="fg.muted" fontSize="sm">
            {filtered ? t("matching") : t("all")}
          </Text>
          {summary.isError ? (
            <LoadError
              message={t("summaryFailed")}
              onRetry={() => void summary.refetch()}
              retrying={summary.isFetching}
            />
          ) : summary.isPending && !online ? (
            <Text color="fg.muted" data-testid="history-summary-offline">
              {t("summaryOffline")}
            </Text>
          ) : summary.isPending ? (
            <Skeleton height="8" width="48" />
          ) : (
            <HStack justify="space-between" align="baseline" wrap="wrap">
              <Text fontSize="2xl" fontWeight="bold" data-testid="history-total">
                {formatRupees(paiseFromWire(summary.data.total))}
              </Text>
              <Text color="fg.muted" data-testid="history-count">
                {countText(summary.data.count)}
              </Text>
            </HStack>
          )}
        </Card.Body>
      </Card.Root>

      {pages.isError && rows.length === 0 ? (
        <LoadError
          message={t("expensesFailed")}
          onRetry={() => void pages.refetch()}
          retrying={pages.isFetching}
        />
      ) : pages.isPending ? (
        <Stack gap="3">
          <Skeleton height="16" />
          <Skeleton height="16" />
          <Skeleton height="16" />
        </Stack>
      ) : rows.length === 0 && partial ? (
        <Text color="fg.muted" data-testid="history-empty">
          {t("emptyOffline")}
        </Text>
      ) : rows.length === 0 ? (
        <Stack gap="2" align="start" data-testid="history-empty">
          {filtered ? (
            <>
              <Text color="fg.muted">{t("noMatch")}</Text>
              <Button size="sm" variant="outline" onClick={() => apply({})}>
                {t("clearFilters")}
              </Button>
            </>
          ) : (
            <>
              <Text color="fg.muted">{t("empty")}</Text>
              <Button asChild size="sm" colorPalette="teal">
                <RouterLink to="/expense">{t("addExpense")}</RouterLink>
              </Button>
            </>
          )}
        </Stack>
      ) : (
        <Stack gap="4">
          {dayTotals.isError ? (
            <LoadError
              message={t("dayTotalsFailed")}
              onRetry={() => void dayTotals.refetch()}
              retrying={dayTotals.isFetching}
            />
          ) : null}
          {upcoming.length > 0 ? (
            // Dated after today (docs/product.md §2.19): apart, so they are not taken for today's.
            <Stack gap="2" data-testid="history-upcoming">
              <Text as="h2" fontWeight="bold" fontSize="lg">
                {t("upcoming.title")}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t("upcoming.text")}
              </Text>
              {upcoming.map(dayCard)}
            </Stack>
          ) : null}
          {past.map(dayCard)}
          {pages.isFetchNextPageError ? (
            <LoadError
              message={t("moreFailed")}
              onRetry={() => void pages.fetchNextPage()}
              retrying={pages.isFetchingNextPage}
            />
          ) : pages.hasNextPage ? (
            <LoadMore
              loading={pages.isFetchingNextPage}
              onLoad={() => void pages.fetchNextPage()}
              label={t("loadMore")}
              testId="history-load-more"
            />
          ) : (
            <Text textAlign="center" fontSize="sm" color="fg.muted" data-testid="history-end">
              {partial ? t("endOffline") : t("end")}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
