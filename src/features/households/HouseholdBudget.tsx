import { Button, Card, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { type Paise, paiseFromDecimal, ZERO_PAISE } from "@shared/money/paise.ts";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { BudgetCard } from "../../components/BudgetCard.tsx";
import { LoadError } from "../../components/LoadError.tsx";
import { categoryRows } from "../../lib/budget-rows.ts";
import { useHouseholdBudget } from "./household-budget-api.ts";

const paise = (amount: string | null | undefined): Paise =>
  (amount ? paiseFromDecimal(amount) : null) ?? ZERO_PAISE;
const paiseRecord = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).map(([name, amount]) => [name, paise(amount)]));

const HouseholdBudgetForm = lazy(() =>
  import("./HouseholdBudgetForm.tsx").then((module) => ({ default: module.HouseholdBudgetForm })),
);

/**
 * The household's budget this month (docs/product.md §2.25.3): spent against it and the category bars,
 * as the home budget card shows them; the owner edits it in a small form.
 */
export function HouseholdBudget({ householdId }: { householdId: string }) {
  const { t } = useTranslation("households");
  const budget = useHouseholdBudget(householdId);
  const [editing, setEditing] = useState(false);
  const isOwner = budget.data?.role === "owner";

  if (budget.isPending) return <Skeleton height="24" />;
  if (budget.isError) {
    return (
      <LoadError
        message={t("budget.loadFailed")}
        onRetry={() => void budget.refetch()}
        retrying={budget.isFetching}
      />
    );
  }
  const edit = isOwner ? (
    <Button size="xs" variant="outline" onClick={() => setEditing(true)} data-testid="household-budget-edit">
      {budget.data.total ? t("budget.edit") : t("budget.set")}
    </Button>
  ) : null;
  if (editing) {
    return (
      <Suspense fallback={<Skeleton height="48" borderRadius="l3" />}>
        <HouseholdBudgetForm
          householdId={householdId}
          budget={budget.data}
          onDone={() => setEditing(false)}
        />
      </Suspense>
    );
  }
  if (!budget.data.total) {
    return (
      <Card.Root data-testid="household-budget">
        <Card.Body gap="2" p="4">
          <HStack justify="space-between">
            <Heading as="h2" fontSize="md" fontWeight="semibold">
              {t("budget.title")}
            </Heading>
            {edit}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {isOwner ? t("budget.noneOwner") : t("budget.none")}
          </Text>
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <Stack data-testid="household-budget">
      <BudgetCard
        title={t("budget.title")}
        action={edit}
        monthSpent={paise(budget.data.spent)}
        monthlyBudget={paise(budget.data.total)}
        hasSavedBudget
        rows={categoryRows(paiseRecord(budget.data.spentByCategory), paiseRecord(budget.data.categories))}
      />
    </Stack>
  );
}
