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
  /** Whether the field holds a refused text (the form does not save until it is fixed). */
  onRefusedChange: (refused: boolean) => void;
}

/**
 * One category's whole-rupee amount on Set Budget. A refused keystroke or paste stays in the field with
 * the reason below it (never dropped, so the digits around it cannot merge into another amount).
 */
export function CategoryBudgetField({ name, label, amount, onAmountChange, onRefusedChange }: Props) {
  const [refused, setRefused] = useState<{ text: string; problem: string } | null>(null);
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
  );
}
