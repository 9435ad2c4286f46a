import {
  Box,
  Button,
  Card,
  Collapsible,
  Flex,
  Heading,
  HStack,
  Progress,
  Stack,
  Text,
} from "@chakra-ui/react";
import { type CycleBounds, cycleDaysLeft } from "@shared/calendar/budget-cycle.ts";
import { categoryStyle } from "@shared/contract/categories.ts";
import { negatePaise, type Paise } from "@shared/money/paise.ts";
import { ChevronDown } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { formatDayKey, formatPercent, formatRupees } from "../i18n/format.ts";
import { useCategoryLabel } from "../i18n/labels.ts";
import { budgetUsage, type CategoryRow, categoryRowText } from "../lib/budget-rows.ts";
import type { CarryOver } from "../lib/carry-over";
import { useIndianToday } from "../lib/use-indian-today.ts";
import { CarriedNote } from "./CarriedNote";

interface Props {
  monthSpent: Paise;
  monthlyBudget: Paise;
  hasSavedBudget: boolean;
  /** The budget cycle that holds today (docs/product.md §4.31), and the days left in it. */
  cycle?: CycleBounds | null;
  rows: CategoryRow[];
  /** What the categories carried into this cycle (docs/product.md §4.34), noted under their rows. */
  carryOver?: CarryOver;
  /** Another budget's card (a household's, docs/product.md §2.25.3): its title, and its own action in place of the link to /budget. */
  title?: string;
  action?: ReactNode;
}

/** docs/product.md §4.8 budget card: used %, amount left, category rows that expand and turn red over 80 %. */
export function BudgetCard({
  monthSpent,
  monthlyBudget,
  hasSavedBudget,
  cycle,
  rows,
  carryOver,
  title,
  action,
}: Props) {
  const usage = budgetUsage(monthSpent, monthlyBudget);
  const { t } = useTranslation("dashboard");
  const today = useIndianToday();
  const palette = usage.usedPercent >= 100 ? "red" : usage.usedPercent >= 80 ? "orange" : "green";
  return (
    <Card.Root data-testid="budget-card">
      <Card.Body gap="3" p="4">
        <Flex justify="space-between" align="center">
          <Heading as="h2" fontSize="md" fontWeight="semibold">
            {title ?? t("budgetCard.title")}
          </Heading>
          {action !== undefined ? (
            action
          ) : (
            <Button asChild size="xs" variant="outline">
              <RouterLink to="/budget">
                {hasSavedBudget ? t("budgetCard.edit") : t("budgetCard.set")}
              </RouterLink>
            </Button>
          )}
        </Flex>
        {cycle ? (
          <Text fontSize="xs" color="fg.muted" data-testid="budget-cycle">
            {t("budgetCard.cycleRange", {
              start: formatDayKey(cycle.start, { weekday: false }),
              end: formatDayKey(cycle.end, { weekday: false }),
            })}
            {` · ${t("budgetCard.daysLeft", { count: cycleDaysLeft(cycle, today) })}`}
          </Text>
        ) : null}
        <HStack justify="space-between" wrap="wrap">
          <Text fontSize="sm">
            <span data-testid="budget-used">{formatPercent(usage.usedPercent)}</span>{" "}
            {t("budgetCard.usedOf", { budget: formatRupees(monthlyBudget) })}
          </Text>
          <Text fontSize="sm" fontWeight="semibold" color={usage.left < 0 ? "red.fg" : undefined}>
            <span data-testid="budget-left">
              {formatRupees(usage.left < 0 ? negatePaise(usage.left) : usage.left)}
            </span>{" "}
            {usage.left < 0 ? t("budgetCard.over") : t("budgetCard.left")}
          </Text>
        </HStack>
        <Progress.Root value={usage.barPercent} colorPalette={palette} aria-label={t("budgetCard.barLabel")}>
          <Progress.Track rounded="full">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Stack gap="1">
          {rows.map((row) => (
            <CategoryBudgetRow key={row.category} row={row} carryOver={carryOver} />
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function CategoryBudgetRow({ row, carryOver }: { row: CategoryRow; carryOver?: CarryOver }) {
  const carried = carryOver?.carried[row.category];
  const [open, setOpen] = useState(false);
  const look = categoryStyle(row.category);
  const { t } = useTranslation("dashboard");
  const label = useCategoryLabel()(row.category);
  const text = categoryRowText(row, formatRupees);
  return (
    // lazyMount: a row's bar and detail render when it is first opened, not with every closed row.
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount>
      <Collapsible.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          width="full"
          justifyContent="space-between"
          px="2"
          color={row.warning ? "red.fg" : undefined}
          data-testid="budget-category-row"
          data-category={row.category}
          data-warning={row.warning}
        >
          <HStack gap="2" minW="0">
            <span aria-hidden="true">{look.emoji}</span>
            <Text truncate>{label}</Text>
          </HStack>
          <HStack gap="1">
            <Text fontSize="xs" data-testid="budget-category-amounts">
              {text.amounts}
            </Text>
            <Box transform={open ? "rotate(180deg)" : undefined} transition="transform 0.2s">
              <ChevronDown size={14} aria-hidden="true" />
            </Box>
          </HStack>
        </Button>
      </Collapsible.Trigger>
      {carried && carryOver?.from ? (
        <Box px="2">
          <CarriedNote category={row.category} amount={carried} from={carryOver.from} />
        </Box>
      ) : null}
      <Collapsible.Content>
        <Stack gap="1" px="2" pb="2">
          <Progress.Root
            value={Math.min(100, row.percent)}
            colorPalette={row.warning ? "red" : "green"}
            size="sm"
            aria-label={t("budgetCard.categoryBar", { category: label })}
          >
            <Progress.Track rounded="full">
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="xs" color={row.warning ? "red.fg" : "fg.muted"}>
            {text.detail}
          </Text>
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
