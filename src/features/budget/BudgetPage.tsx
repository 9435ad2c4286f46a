import { Box, Button, Card, Field, HStack, Input, InputGroup, Skeleton, Stack, Text } from "@chakra-ui/react";
import { DEFAULT_BUDGET } from "@shared/budget.ts";
import { formatRupees } from "@shared/money.ts";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { BackToHomeTitle } from "../../components/BackToHomeTitle.tsx";
import { showToast } from "../../components/ui/toaster.tsx";
import { serverMessage } from "../../lib/api.ts";
import { type SavedBudget, useBudget } from "../../lib/money-queries.ts";
import { useSaveBudget } from "./budget-api.ts";
import {
  allocation,
  budgetAmountError,
  budgetPayload,
  categoryInputValue,
  defaultSplit,
  digitsOnly,
  EDITABLE_CATEGORIES,
  initialBudgetForm,
} from "./budget-form.ts";

/** `/budget` Set Budget (docs/product.md §2.14, §4.16 budget save, §5.6 budget amount). */
export default function BudgetPage() {
  const saved = useBudget();
  return (
    <Stack gap="5" pb="6" data-testid="budget-page">
      <BackToHomeTitle>Set Budget</BackToHomeTitle>
      {saved.isPending ? (
        <Skeleton height="64" />
      ) : (
        // A read failure still lets the user set a budget from the defaults.
        <BudgetForm saved={saved.data ?? null} />
      )}
    </Stack>
  );
}

function BudgetForm({ saved }: { saved: SavedBudget | null }) {
  const navigate = useNavigate();
  const save = useSaveBudget();
  const initial = initialBudgetForm(saved, DEFAULT_BUDGET);
  const [amount, setAmount] = useState(initial.amount);
  const [categories, setCategories] = useState(initial.categories);
  // Until the user edits a category, the split follows the amount; after that it is theirs.
  const [splitTouched, setSplitTouched] = useState(Boolean(saved));
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (!splitTouched) setCategories(defaultSplit(Number(amount || "0")));
  }, [amount, splitTouched]);

  const amountError = budgetAmountError(amount);
  const { allocated, remaining, overAllocated } = allocation(amount, categories);

  const submit = () => {
    setSubmitted(true);
    if (amountError || save.isPending) return;
    save.mutate(
      { exists: saved !== null, body: budgetPayload(amount, categories) },
      {
        onSuccess: () => {
          showToast({
            title: "Budget Saved",
            description: `Your monthly budget is ${formatRupees(Number(amount))}.`,
            type: "success",
          });
          navigate("/");
        },
        onError: (error) =>
          showToast({
            title: "Error",
            description:
              serverMessage(error) ??
              (error instanceof Error ? error.message : "Failed to save budget. Please try again."),
            type: "error",
          }),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="5">
        <Field.Root disabled>
          <Field.Label>Budget Period</Field.Label>
          <Input value="Monthly" readOnly disabled name="period" />
        </Field.Root>

        <Field.Root required invalid={submitted && amountError !== null}>
          <Field.Label>
            Budget Amount <Field.RequiredIndicator />
          </Field.Label>
          <InputGroup startElement="₹">
            <Input
              name="amount"
              inputMode="numeric"
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(digitsOnly(event.target.value))}
            />
          </InputGroup>
          <Field.HelperText>Recommended: ₹1,000 - ₹1,00,000 per month</Field.HelperText>
          {submitted && amountError ? <Field.ErrorText>{amountError}</Field.ErrorText> : null}
        </Field.Root>

        <Card.Root>
          <Card.Body p="4" gap="3">
            <Text fontWeight="semibold">Category Wise Budget</Text>
            {EDITABLE_CATEGORIES.map((name) => (
              <Field.Root key={name} orientation="horizontal" justifyContent="space-between" gap="3">
                <Field.Label flex="1" minW="0">
                  {name}
                </Field.Label>
                <Box width="36" flexShrink={0}>
                  <InputGroup startElement="₹">
                    <Input
                      inputMode="numeric"
                      size="sm"
                      value={String(categories[name] ?? 0)}
                      data-testid="category-budget-input"
                      data-category={name}
                      onChange={(event) => {
                        setSplitTouched(true);
                        setCategories({ ...categories, [name]: categoryInputValue(event.target.value) });
                      }}
                    />
                  </InputGroup>
                </Box>
              </Field.Root>
            ))}
            <HStack justify="space-between" pt="2" borderTopWidth="1px">
              <Text>Total Allocated</Text>
              <Text fontWeight="semibold" data-testid="total-allocated">
                {formatRupees(allocated)}
              </Text>
            </HStack>
            <HStack justify="space-between">
              <Text>Remaining</Text>
              <Text
                fontWeight="semibold"
                color={overAllocated ? "red.fg" : "green.fg"}
                data-testid="remaining"
              >
                {formatRupees(remaining)}
              </Text>
            </HStack>
            {overAllocated ? (
              <Text color="red.fg" fontSize="sm" role="status">
                Allocated amount exceeds your budget by {formatRupees(-remaining)}.
              </Text>
            ) : null}
          </Card.Body>
        </Card.Root>

        <Button type="submit" colorPalette="blue" size="lg" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Budget"}
        </Button>
      </Stack>
    </form>
  );
}
