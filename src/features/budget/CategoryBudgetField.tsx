import { Box, Field, Input, InputGroup } from "@chakra-ui/react";
import type { Paise } from "@shared/money/paise.ts";
import { toTypedAmount } from "@shared/money/rupees.ts";
import { useState } from "react";
import { translateMessage } from "../../i18n/messages.ts";
import { categoryInputValue } from "./budget-form.ts";

interface Props {
  /** The stored category name; `label` is how it is shown. */
  name: string;
  label: string;
  amount: Paise;
  onAmountChange: (amount: Paise) => void;
}

/** One category's whole-rupee amount on Set Budget; a refused keystroke or paste says why below it. */
export function CategoryBudgetField({ name, label, amount, onAmountChange }: Props) {
  const [refused, setRefused] = useState<string | null>(null);
  return (
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
              value={toTypedAmount(amount)}
              data-testid="category-budget-input"
              data-category={name}
              onChange={(event) => {
                const outcome = categoryInputValue(event.target.value);
                setRefused(outcome.ok ? null : outcome.problem);
                if (outcome.ok) onAmountChange(outcome.value);
              }}
            />
          </InputGroup>
        </Box>
      </Box>
      {refused ? <Field.ErrorText alignSelf="end">{translateMessage(refused)}</Field.ErrorText> : null}
    </Field.Root>
  );
}
