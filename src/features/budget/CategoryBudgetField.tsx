import { Box, Checkbox, Field, HStack, Input, InputGroup, Stack, VisuallyHidden } from "@chakra-ui/react";
import type { DayKey } from "@shared/calendar/indian-day.ts";
import type { Paise } from "@shared/money/paise.ts";
import { toTypedAmount } from "@shared/money/rupees.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CarriedNote } from "../../components/CarriedNote";
import { translateMessage } from "../../i18n/messages.ts";
import { categoryInputValue } from "./budget-form.ts";

interface Props {
  /** The stored category name; `label` is how it is shown. */
  name: string;
  label: string;
  amount: Paise;
  onAmountChange: (amount: Paise) => void;
  /** Whether the field holds a refused text (the form does not save until it is fixed). */
  onRefusedChange: (refused: boolean) => void;
  /** Carry-over (docs/product.md §4.34): whether the category is ticked, and what it carried in. */
  carry?: {
    checked: boolean;
    onCheckedChange: (checked: boolean) => void;
    carried: Paise | undefined;
    from: { startDay: DayKey; endDay: DayKey } | null;
  };
}

/**
 * One category's whole-rupee amount on Set Budget. A refused keystroke or paste stays in the field with
 * the reason below it (never dropped, so the digits around it cannot merge into another amount).
 */
export function CategoryBudgetField({ name, label, amount, onAmountChange, onRefusedChange, carry }: Props) {
  const [refused, setRefused] = useState<{ text: string; problem: string } | null>(null);
  const { t } = useTranslation("budget");
  return (
    <Stack gap="1">
      <Field.Root invalid={refused !== null} gap="1">
        <Box display="flex" alignItems="center" justifyContent="space-between" gap="3" width="full">
          <Field.Label flex="1" minW="0">
            {label}
          </Field.Label>
          <Box width="36" flexShrink={0}>
            <InputGroup startElement="₹">
              <Input
                inputMode="numeric"
                size="sm"
                value={refused?.text ?? toTypedAmount(amount)}
                data-testid="category-budget-input"
                data-category={name}
                onChange={(event) => {
                  const typed = event.target.value;
                  const outcome = categoryInputValue(typed);
                  setRefused(outcome.ok ? null : { text: typed, problem: outcome.problem });
                  onRefusedChange(!outcome.ok);
                  if (outcome.ok) onAmountChange(outcome.value);
                }}
              />
            </InputGroup>
          </Box>
        </Box>
        {refused ? (
          <Field.ErrorText alignSelf="end">{translateMessage(refused.problem)}</Field.ErrorText>
        ) : null}
      </Field.Root>
      {/* Outside the field, so the amount's label stays the category's name alone. */}
      {carry ? (
        <HStack justify="space-between" width="full" gap="2" wrap="wrap">
          <Checkbox.Root
            size="sm"
            checked={carry.checked}
            onCheckedChange={(details) => carry.onCheckedChange(details.checked === true)}
            data-testid="carry-category"
            data-category={name}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            {/* "Carry over" on screen; the category's name too for a screen reader. */}
            <Checkbox.Label fontSize="xs" color="fg.muted">
              <span aria-hidden="true">{t("carry.category")}</span>
              <VisuallyHidden>{t("carry.categoryLabel", { category: label })}</VisuallyHidden>
            </Checkbox.Label>
          </Checkbox.Root>
          {carry.carried && carry.from ? (
            <CarriedNote category={name} amount={carry.carried} from={carry.from} />
          ) : null}
        </HStack>
      ) : null}
    </Stack>
  );
}
