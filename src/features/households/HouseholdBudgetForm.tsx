// The owner's form for the household's budget: a chunk of its own, loaded when Edit is pressed, so
// the household page's first load carries no form library (docs/web.md "Initial JS").
import { Button, Card, Heading, HStack, Input, InputGroup, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import type { HouseholdBudget as Budget } from "@shared/contract/household-budget-schemas.ts";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "../../components/FormField.tsx";
import { FormStack } from "../../components/FormStack.tsx";
import { showToast } from "../../components/ui/toaster.tsx";
import { useCategoryLabel } from "../../i18n/labels.ts";
import { serverMessage } from "../../lib/api.ts";
import { useSetHouseholdBudget } from "./household-budget-api.ts";
import {
  type HouseholdBudgetFormValues,
  householdBudgetBody,
  householdBudgetDefaults,
  householdBudgetFormSchema,
} from "./household-budget-form.ts";

export function HouseholdBudgetForm({
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
