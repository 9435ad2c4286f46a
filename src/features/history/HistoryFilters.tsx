import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Tag, Wrap } from "@chakra-ui/react";
import type { ExpenseFilters } from "@shared/contract/expense-filters.ts";
import { ENTRY_METHODS, type EntryMethod } from "@shared/contract/expense-schemas.ts";
import { PAID_WITH, type PaidWith } from "@shared/contract/paid-with.ts";
import { SlidersHorizontal } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../components/BottomSheet.tsx";
import { SearchBox } from "../../components/SearchBox.tsx";
import { paidWithText, useCategoryLabel } from "../../i18n/labels.ts";
import { useBudget, useCustomCategories } from "../../lib/money-queries.ts";
import {
  activeFilterTags,
  categoryFilterOptions,
  entryMethodText,
  monthKeys,
  type Period,
  periodOf,
  withRangeDay,
} from "./history-filters.ts";

/**
 * Applies filters: given as a change of the current ones (`(current) => next`), two changes made before
 * the screen re-renders both count (Category then Paid with in quick succession kept only Paid with).
 */
export type Apply = (
  change: ExpenseFilters | ((current: ExpenseFilters) => ExpenseFilters),
  options?: { replace?: boolean },
) => void;

/** The search box, the Filters button (a sheet with period, category, paid with, entry method) and the active filters as tags. */
export function HistoryFilters({ filters, apply }: { filters: ExpenseFilters; apply: Apply }) {
  const [open, setOpen] = useState(false);
  const tags = activeFilterTags(filters);
  const { t } = useTranslation("history");
  const extra = tags.filter((tag) => tag.key !== "q").length;
  return (
    <Stack gap="2">
      <HStack gap="2">
        <SearchBox
          value={filters.q ?? ""}
          onSearch={(q) => apply((current) => ({ ...current, q: q || undefined }), { replace: true })}
          label={t("filters.search")}
          placeholder={t("filters.searchPlaceholder")}
        />
        <Button
          variant="outline"
          onClick={() => setOpen(true)}
          aria-label={extra ? t("filters.active", { count: extra }) : t("filters.button")}
        >
          <SlidersHorizontal aria-hidden="true" />
          {extra ? t("filters.buttonCount", { count: extra }) : t("filters.button")}
        </Button>
      </HStack>
      {tags.length > 0 ? (
        <Wrap gap="2" data-testid="active-filters">
          {tags.map((tag) => (
            <Tag.Root key={tag.key} size="lg" variant="subtle" colorPalette="blue">
              <Tag.Label>{tag.label}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={t("filters.remove", { label: tag.label })}
                  onClick={() => apply(tag.without)}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
          <Button size="xs" variant="ghost" onClick={() => apply({})}>
            {t("filters.clearAll")}
          </Button>
        </Wrap>
      ) : null}
      <FilterSheet open={open} onClose={() => setOpen(false)} filters={filters} apply={apply} />
    </Stack>
  );
}

function SelectField({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function FilterSheet({
  open,
  onClose,
  filters,
  apply,
}: {
  open: boolean;
  onClose: () => void;
  filters: ExpenseFilters;
  apply: Apply;
}) {
  // "A month…" and "Date range…" show their inputs before anything is picked in them.
  const [chosen, setChosen] = useState<Period | null>(null);
  const cycle = useBudget().data?.cycle;
  const period = chosen ?? periodOf(filters, cycle);
  const months = monthKeys(cycle);
  const category = filters.categories?.[0] ?? "";
  const custom = useCustomCategories();
  const categories = categoryFilterOptions(
    (custom.data ?? []).map((saved) => saved.name),
    category,
  );
  const withoutPeriod = (current: ExpenseFilters) => ({
    ...current,
    month: undefined,
    from: undefined,
    to: undefined,
  });
  const { t } = useTranslation(["history", "common"]);
  const labelOf = useCategoryLabel();

  const close = () => {
    setChosen(null);
    onClose();
  };

  const choosePeriod = (value: Period) => {
    setChosen(value);
    if (value === "all") apply(withoutPeriod);
    if (value === "this") apply((current) => ({ ...withoutPeriod(current), ...months.current }));
    if (value === "last") apply((current) => ({ ...withoutPeriod(current), ...months.last }));
  };

  // Everything the sheet sets goes back to its start, Period included; the search box keeps its words.
  const clear = () => {
    setChosen(null);
    apply((current) => ({ q: current.q }));
  };

  return (
    <BottomSheet
      open={open}
      onClose={close}
      title={t("filters.title")}
      data-testid="history-filter-sheet"
      footer={
        <>
          <Button variant="ghost" onClick={clear}>
            {t("clearFilters")}
          </Button>
          <Button colorPalette="teal" onClick={close}>
            {t("filters.show")}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <SelectField
          label={t("filters.period")}
          value={period}
          onChange={(value) => choosePeriod(value as Period)}
        >
          <option value="all">{t("filters.allTime")}</option>
          <option value="this">{t("filters.thisMonth")}</option>
          <option value="last">{t("filters.lastMonth")}</option>
          <option value="month">{t("filters.aMonth")}</option>
          <option value="range">{t("filters.range")}</option>
        </SelectField>
        {period === "month" ? (
          <Field.Root>
            <Field.Label>{t("filters.month")}</Field.Label>
            <Input
              type="month"
              value={filters.month ?? ""}
              onChange={(event) => {
                const month = event.target.value || undefined;
                apply((current) => ({ ...withoutPeriod(current), month }));
              }}
            />
          </Field.Root>
        ) : null}
        {period === "range" ? (
          <SimpleGrid columns={2} gap="3">
            <Field.Root>
              <Field.Label>{t("filters.from")}</Field.Label>
              <Input
                type="date"
                value={filters.from ?? ""}
                onChange={(event) => {
                  const day = event.target.value;
                  apply((current) => withRangeDay(current, "from", day));
                }}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t("filters.to")}</Field.Label>
              <Input
                type="date"
                value={filters.to ?? ""}
                onChange={(event) => {
                  const day = event.target.value;
                  apply((current) => withRangeDay(current, "to", day));
                }}
              />
            </Field.Root>
          </SimpleGrid>
        ) : null}
        <SelectField
          label={t("filters.category")}
          value={category}
          onChange={(value) => apply((current) => ({ ...current, categories: value ? [value] : undefined }))}
        >
          <option value="">{t("filters.allCategories")}</option>
          {categories.map((name) => (
            <option key={name} value={name}>
              {labelOf(name)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("filters.paidWith")}
          value={filters.paidWith?.[0] ?? ""}
          onChange={(value) =>
            apply((current) => ({ ...current, paidWith: value ? [value as PaidWith] : undefined }))
          }
        >
          <option value="">{t("filters.anyWay")}</option>
          {PAID_WITH.map(({ code }) => (
            <option key={code} value={code}>
              {paidWithText(code)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("filters.enteredBy")}
          value={filters.methods?.[0] ?? ""}
          onChange={(value) =>
            apply((current) => ({ ...current, methods: value ? [value as EntryMethod] : undefined }))
          }
        >
          <option value="">{t("filters.anyEntry")}</option>
          {ENTRY_METHODS.map((method) => (
            <option key={method} value={method}>
              {entryMethodText(method)}
            </option>
          ))}
        </SelectField>
      </Stack>
    </BottomSheet>
  );
}
