import { Button, Card, Heading, HStack, Input, InputGroup, Skeleton, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import type { HouseholdBudget as Budget } from "@shared/contract/household-budget-schemas.ts";
import { type Paise, paiseFromDecimal, ZERO_PAISE } from "@shared/money/paise.ts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { BudgetCard } from "../../components/BudgetCard.tsx";
import { FormField } from "../../components/FormField.tsx";
import { FormStack } from "../../components/FormStack.tsx";
import { LoadError } from "../../components/LoadError.tsx";
import { showToast } from "../../components/ui/toaster.tsx";
import { useCategoryLabel } from "../../i18n/labels.ts";
import { serverMessage } from "../../lib/api.ts";
import { categoryRows } from "../../lib/budget-rows.ts";
import { useHouseholdBudget, useSetHouseholdBudget } from "./household-budget-api.ts";
import {
  type HouseholdBudgetFormValues,
  householdBudgetBody,
  householdBudgetDefaults,
  householdBudgetFormSchema,
} from "./household-budget-form.ts";

const paise = (amount: string | null | undefined): Paise =>
  (amount ? paiseFromDecimal(amount) : null) ?? ZERO_PAISE;
const paiseRecord = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).map(([name, amount]) => [name, paise(amount)]));

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
      <HouseholdBudgetForm householdId={householdId} budget={budget.data} onDone={() => setEditing(false)} />
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

function HouseholdBudgetForm({
  householdId,
  budget,
  onDone,
}: {
  householdId: string;
  budget: Budget;
  onDone: () => void;
}) {
  const { t } = useTranslation("households");
  const labelOf = useCategoryLabel();
  const save = useSetHouseholdBudget(householdId);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<HouseholdBudgetFormValues>({
    resolver: zodResolver(householdBudgetFormSchema),
    defaultValues: householdBudgetDefaults(budget),
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(householdBudgetBody(values));
      showToast({ title: t("budget.saved"), type: "success" });
      onDone();
    } catch (error) {
      showToast({
        title: t("budget.saveFailed"),
        description: serverMessage(error) ?? t("tryAgain"),
        type: "error",
      });
    }
  });
  return (
    <Card.Root data-testid="household-budget-form">
      <Card.Body gap="3" p="4">
        <Heading as="h2" fontSize="md" fontWeight="semibold">
          {t("budget.formTitle")}
        </Heading>
        <FormStack onSubmit={onSubmit}>
          <FormField
            label={t("budget.total")}
            error={errors.total?.message}
            helperText={t("budget.totalHelp")}
          >
            <InputGroup startElement="₹">
              <Input inputMode="numeric" data-testid="household-budget-total" {...register("total")} />
            </InputGroup>
          </FormField>
          <Text fontSize="sm" fontWeight="medium">
            {t("budget.categories")}
          </Text>
          {getValues("categories").map((category, index) => (
            <FormField
              key={category.name}
              label={labelOf(category.name)}
              error={errors.categories?.[index]?.amount?.message}
            >
              <InputGroup startElement="₹">
                <Input
                  inputMode="numeric"
                  size="sm"
                  data-testid="household-budget-category"
                  data-category={category.name}
                  {...register(`categories.${index}.amount`)}
                />
              </InputGroup>
            </FormField>
          ))}
          <HStack gap="2" justify="flex-end">
            <Button variant="ghost" onClick={onDone}>
              {t("budget.cancel")}
            </Button>
            <Button type="submit" colorPalette="teal" loading={isSubmitting}>
              {t("budget.save")}
            </Button>
          </HStack>
        </FormStack>
      </Card.Body>
    </Card.Root>
  );
}
