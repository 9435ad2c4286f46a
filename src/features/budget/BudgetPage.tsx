import {
  Button,
  Card,
  Checkbox,
  Field,
  HStack,
  Input,
  InputGroup,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { DEFAULT_BUDGET } from "@shared/budget/monthly-budget.ts";
import { type CycleStart, DEFAULT_CYCLE_START } from "@shared/calendar/budget-cycle.ts";
import { negatePaise, rupees, ZERO_PAISE } from "@shared/money/paise.ts";

import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { BackToHomeTitle } from "../../components/BackToHomeTitle.tsx";
import { useDiscardChangesGuard } from "../../components/DiscardChangesGuard.tsx";
import { LoadError } from "../../components/LoadError.tsx";
import { showToast } from "../../components/ui/toaster.tsx";
import { formatRupees } from "../../i18n/format.ts";
import { useCategoryLabel } from "../../i18n/labels.ts";
import { translateMessage } from "../../i18n/messages.ts";
import { serverMessage } from "../../lib/api.ts";
import { NO_CARRY_OVER } from "../../lib/carry-over";
import { type SavedBudget, useBudget, useCustomCategories } from "../../lib/money-queries.ts";
import { useAmountInput } from "../../lib/use-amount-input.ts";
import { useSaveBudget } from "./budget-api.ts";
import {
  allocation,
  amountOfDigits,
  budgetAmountError,
  budgetCategoryNames,
  budgetPayload,
  budgetSplitProblem,
  defaultSplit,
  initialBudgetForm,
} from "./budget-form.ts";
import { CategoryBudgetField } from "./CategoryBudgetField.tsx";
import { CommittedCard } from "./CommittedCard.tsx";
import { CycleStartField } from "./CycleStartField.tsx";

/** `/budget` Set Budget (docs/product.md §2.14, §4.16 budget save, §5.6 budget amount). */
export default function BudgetPage() {
  const saved = useBudget();
  const { t } = useTranslation("budget");
  return (
    <Stack gap="5" pb="6" data-testid="budget-page">
      <BackToHomeTitle>{t("title")}</BackToHomeTitle>
      {saved.isPending ? (
        <Skeleton height="64" />
      ) : saved.isError ? (
        // Never a form prefilled with defaults that look like the saved budget.
        <LoadError
          message={t("loadFailed")}
          onRetry={() => void saved.refetch()}
          retrying={saved.isFetching}
        />
      ) : (
        <>
          <BudgetForm saved={saved.data} />
          {saved.data ? <CommittedCard /> : null}
        </>
      )}
    </Stack>
  );
}

function BudgetForm({ saved }: { saved: SavedBudget | null }) {
  const navigate = useNavigate();
  const save = useSaveBudget();
  const { t } = useTranslation(["budget", "common"]);
  const labelOf = useCategoryLabel();
  const [initial] = useState(() => initialBudgetForm(saved, rupees(DEFAULT_BUDGET)));
  const amountInput = useAmountInput(initial.amount, { wholeRupees: true });
  // The figures beside a refused amount stay those of the last amount the field took.
  const amount = amountInput.accepted;
  const [categories, setCategories] = useState(initial.categories);
  // Until the user edits a category, the split follows the amount; after that it is theirs.
  const [splitTouched, setSplitTouched] = useState(Boolean(saved));
  const [refusedCategories, setRefusedCategories] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const savedCycleStart = saved?.cycle.cycleStart ?? DEFAULT_CYCLE_START;
  const [cycleStart, setCycleStart] = useState<CycleStart>(savedCycleStart);
  // Carry-over (docs/product.md §4.34): the ticked categories and the overspending choice.
  const savedCarry = saved?.carryOver ?? NO_CARRY_OVER;
  const [carryCategories, setCarryCategories] = useState<ReadonlySet<string>>(
    () => new Set(savedCarry.categories),
  );
  const [carryOverspending, setCarryOverspending] = useState(savedCarry.overspending);
  const carryChanged =
    carryOverspending !== savedCarry.overspending ||
    carryCategories.size !== savedCarry.categories.length ||
    savedCarry.categories.some((name) => !carryCategories.has(name));

  useEffect(() => {
    if (!splitTouched) setCategories(defaultSplit(amountOfDigits(amount)));
  }, [amount, splitTouched]);

  // Every category can carry a budget: the defaults, the user's own (when they arrive) and any other
  // name the saved split holds (docs/product.md §2.14).
  const custom = useCustomCategories();
  const names = budgetCategoryNames(
    (custom.data ?? []).map((category) => category.name),
    Object.keys(initial.categories),
  );
  const split = Object.fromEntries(names.map((name) => [name, categories[name] ?? ZERO_PAISE]));

  const amountError = budgetAmountError(amount);
  const splitProblem = budgetSplitProblem(split);
  const { allocated, remaining, overAllocated } = allocation(amount, split);
  // Unsaved edits ask before the page is left (docs/product.md §4.16).
  const dirty = useMemo(
    () =>
      amountInput.value !== initial.amount ||
      cycleStart !== savedCycleStart ||
      carryChanged ||
      refusedCategories.size > 0 ||
      Object.entries(categories).some(([name, value]) => value !== (initial.categories[name] ?? ZERO_PAISE)),
    [amountInput.value, categories, initial, refusedCategories, cycleStart, savedCycleStart, carryChanged],
  );
  const guard = useDiscardChangesGuard(dirty && !save.isSuccess);

  const submit = () => {
    setSubmitted(true);
    if (amountInput.refused || refusedCategories.size > 0) return;
    if (amountError || splitProblem || save.isPending) return;
    save.mutate(
      {
        exists: saved !== null,
        body: budgetPayload(amount, split, cycleStart, {
          categories: [...carryCategories].filter((name) => name in split),
          overspending: carryOverspending,
        }),
      },
      {
        onSuccess: () => {
          showToast({
            title: t("savedTitle"),
            description: t("saved", { amount: formatRupees(amountOfDigits(amount)) }),
            type: "success",
          });
          guard.allowLeave();
          navigate("/");
        },
        onError: (error) =>
          showToast({
            title: t("common:error"),
            description: serverMessage(error) ?? (error instanceof Error ? error.message : t("saveFailed")),
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
          <Field.Label>{t("period")}</Field.Label>
          <Input value={t("monthly")} readOnly disabled name="period" />
        </Field.Root>

        <Field.Root required invalid={amountInput.refused !== null || (submitted && amountError !== null)}>
          <Field.Label>
            {t("amount")} <Field.RequiredIndicator />
          </Field.Label>
          <InputGroup startElement="₹">
            <Input name="amount" inputMode="numeric" autoComplete="off" {...amountInput.inputProps} />
          </InputGroup>
          <Field.HelperText>{t("recommended")}</Field.HelperText>
          {amountInput.refused ? (
            <Field.ErrorText>{translateMessage(amountInput.refused)}</Field.ErrorText>
          ) : submitted && amountError ? (
            <Field.ErrorText>{translateMessage(amountError)}</Field.ErrorText>
          ) : null}
        </Field.Root>

        <CycleStartField saved={saved?.cycle ?? null} value={cycleStart} onChange={setCycleStart} />

        <Card.Root>
          <Card.Body p="4" gap="3">
            <Text fontWeight="semibold">{t("byCategory")}</Text>
            {names.map((name) => (
              <CategoryBudgetField
                key={name}
                name={name}
                label={labelOf(name)}
                amount={split[name] ?? ZERO_PAISE}
                onAmountChange={(value) => {
                  setSplitTouched(true);
                  setCategories((current) => ({ ...current, [name]: value }));
                }}
                carry={{
                  checked: carryCategories.has(name),
                  onCheckedChange: (checked) =>
                    setCarryCategories((current) => {
                      const next = new Set(current);
                      if (checked) next.add(name);
                      else next.delete(name);
                      return next;
                    }),
                  carried: savedCarry.carried[name],
                  from: savedCarry.from,
                }}
                onRefusedChange={(refused) =>
                  setRefusedCategories((current) => {
                    if (refused === current.has(name)) return current;
                    const next = new Set(current);
                    if (refused) next.add(name);
                    else next.delete(name);
                    return next;
                  })
                }
              />
            ))}
            <Stack gap="1" pt="2" borderTopWidth="1px">
              <Text fontSize="sm">{t("carry.help")}</Text>
              <Checkbox.Root
                size="sm"
                checked={carryOverspending}
                onCheckedChange={(details) => setCarryOverspending(details.checked === true)}
                data-testid="carry-overspending"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t("carry.overspending")}</Checkbox.Label>
              </Checkbox.Root>
              <Text fontSize="xs" color="fg.muted">
                {t("carry.overspendingHelp")}
              </Text>
            </Stack>
            {custom.isError ? (
              <LoadError
                message={t("customFailed")}
                onRetry={() => void custom.refetch()}
                retrying={custom.isFetching}
              />
            ) : null}
            <HStack justify="space-between" pt="2" borderTopWidth="1px">
              <Text>{t("allocated")}</Text>
              <Text fontWeight="semibold" data-testid="total-allocated">
                {formatRupees(allocated)}
              </Text>
            </HStack>
            <HStack justify="space-between">
              <Text>{t("remaining")}</Text>
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
                {t("overAllocated", { amount: formatRupees(negatePaise(remaining)) })}
              </Text>
            ) : null}
            {splitProblem ? (
              <Text color="red.fg" fontSize="sm" role="alert" data-testid="split-problem">
                {translateMessage(splitProblem)}
              </Text>
            ) : null}
          </Card.Body>
        </Card.Root>

        <Button type="submit" colorPalette="teal" size="lg" disabled={save.isPending}>
          {save.isPending ? t("saving") : t("save")}
        </Button>
      </Stack>
      {guard.dialog}
    </form>
  );
}
