import { Box, Button, Heading, HStack, NativeSelect, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { ExpenseRow } from "@shared/contract/api-rows.ts";
import { CATEGORY_NAMES } from "@shared/contract/categories.ts";
import type { ExpenseFilters } from "@shared/contract/expense-filters.ts";
import type { HouseholdMemberRow } from "@shared/contract/household-schemas.ts";
import { paiseFromDecimal, ZERO_PAISE } from "@shared/money/paise.ts";
import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { LoadError } from "../../components/LoadError.tsx";
import { LoadMore } from "../../components/LoadMore.tsx";
import { SearchBox } from "../../components/SearchBox.tsx";
import { showToast } from "../../components/ui/toaster.tsx";
import { formatIstDateTime, formatMonthKey, formatRupees } from "../../i18n/format.ts";
import { useCategoryLabel } from "../../i18n/labels.ts";
import { downloadFile } from "../../lib/download-file.ts";
import { filtersFromSearch, hasFilters, searchOfFilters } from "../../lib/filters-in-address.ts";
import { useCurrentUser } from "../../lib/session.ts";
import { useIndianToday } from "../../lib/use-indian-today.ts";
import { recentMonths } from "./household-history.ts";
import { householdExportPath, useHouseholdHistory } from "./households-api.ts";

/** The file's name when the server gives none. */
const HOUSEHOLD_CSV = "paisa-coach-household.csv";

const rupees = (amount: string) => formatRupees(paiseFromDecimal(amount) ?? ZERO_PAISE);

/**
 * The household's history (docs/product.md §2.25.1): its shared expenses newest first, searched and
 * filtered from the address like /history, a page more as the list scrolls; each with who paid and
 * the reader's share, and Export of what is shown.
 */
export function HouseholdExpenses({
  householdId,
  members,
}: {
  householdId: string;
  members: HouseholdMemberRow[];
}) {
  const { t } = useTranslation("households");
  const label = useCategoryLabel();
  const me = useCurrentUser().user?.id;
  const [search, setSearch] = useSearchParams();
  const { filters } = filtersFromSearch(search);
  const filtered = hasFilters(filters);
  const pages = useHouseholdHistory(householdId, filters);
  const [exporting, setExporting] = useState(false);
  const today = useIndianToday();
  const names = new Map(members.map((member) => [member.userId, member.displayName]));
  // Someone no longer among the current members is a former member.
  const name = (userId: string | null | undefined) =>
    userId === me
      ? t("you")
      : userId && names.has(userId)
        ? (names.get(userId) ?? t("unnamed"))
        : t("formerMember");
  const sharesOf = (row: ExpenseRow) =>
    (row.shares ?? []).map((share) => `${name(share.userId)} ${rupees(share.amount)}`).join(" · ");
  const apply = (next: ExpenseFilters) => setSearch(searchOfFilters(next), { replace: true });
  const rows = pages.data?.pages.flatMap((page) => page.rows) ?? [];

  const exportShown = async () => {
    setExporting(true);
    try {
      const fileName = await downloadFile(householdExportPath(householdId, filters), HOUSEHOLD_CSV);
      showToast({ title: t("history.exportReady", { fileName }), type: "success" });
    } catch {
      showToast({ title: t("history.exportFailed"), type: "error" });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="2" as="section" aria-labelledby="household-expenses">
      <HStack justify="space-between">
        <Heading as="h2" size="md" id="household-expenses">
          {t("expenses.title")}
        </Heading>
        <Button size="sm" variant="outline" loading={exporting} onClick={() => void exportShown()}>
          <Download aria-hidden="true" /> {t("history.export")}
        </Button>
      </HStack>
      <SearchBox
        value={filters.q ?? ""}
        onSearch={(q) => apply({ ...filters, q: q || undefined })}
        label={t("history.search")}
        placeholder={t("history.searchPlaceholder")}
      />
      <HStack gap="2">
        <NativeSelect.Root size="sm" flex="1">
          <NativeSelect.Field
            aria-label={t("history.category")}
            value={filters.categories?.[0] ?? ""}
            onChange={(event) =>
              apply({ ...filters, categories: event.target.value ? [event.target.value] : undefined })
            }
          >
            <option value="">{t("history.allCategories")}</option>
            {CATEGORY_NAMES.map((category) => (
              <option key={category} value={category}>
                {label(category)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" flex="1">
          <NativeSelect.Field
            aria-label={t("history.month")}
            value={filters.month ?? ""}
            onChange={(event) =>
              apply({ ...filters, month: event.target.value || undefined, from: undefined, to: undefined })
            }
          >
            <option value="">{t("history.allMonths")}</option>
            {recentMonths(today, filters.month).map((month) => (
              <option key={month} value={month}>
                {formatMonthKey(month)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {filtered ? (
        <Box>
          <Button size="xs" variant="ghost" onClick={() => apply({})}>
            {t("history.clear")}
          </Button>
        </Box>
      ) : null}
      {pages.isPending ? (
        <Skeleton height="16" />
      ) : pages.isError ? (
        <LoadError
          message={t("expenses.loadFailed")}
          onRetry={() => void pages.refetch()}
          retrying={pages.isFetching}
        />
      ) : rows.length === 0 ? (
        <Text color="fg.muted">{filtered ? t("history.noMatch") : t("expenses.none")}</Text>
      ) : (
        <Stack gap="3" as="ul" listStyleType="none" data-testid="household-expenses">
          {rows.map((row) => (
            <li key={row.id}>
              <Text fontSize="sm" fontWeight="medium">
                {row.description ?? label(row.category)} · {rupees(row.amount)}
              </Text>
              <Text fontSize="xs">
                {row.myShare
                  ? t("history.paidByYourShare", { name: name(row.paidBy), share: rupees(row.myShare) })
                  : t("expenses.paidBy", { name: name(row.paidBy) })}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {formatIstDateTime(row.date)} · {t("expenses.shares", { shares: sharesOf(row) })}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      {pages.hasNextPage ? (
        <LoadMore
          loading={pages.isFetchingNextPage}
          onLoad={() => void pages.fetchNextPage()}
          label={t("history.loadMore")}
        />
      ) : null}
    </Stack>
  );
}
