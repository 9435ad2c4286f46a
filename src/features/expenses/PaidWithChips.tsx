import { Button, HStack } from "@chakra-ui/react";
import { PAID_WITH, type PaidWith } from "@shared/contract/paid-with.ts";
import { type KeyboardEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { paidWithText } from "../../i18n/labels.ts";
import { leadingFirst } from "./quick-log.ts";
import { radioKeyTarget } from "./radio-keys.ts";

interface Props {
  value: PaidWith | null;
  onChange: (value: PaidWith | null) => void;
  /** Shown first (quick logging: how the latest expense was paid, docs/product.md §4.27). */
  leading?: PaidWith | null;
}

/**
 * UPI, Cash, Card, Net banking, Wallet as chips; tapping the chosen one again clears it (it is optional).
 * One radio group: Tab reaches the chosen chip (or the first), arrow keys move the choice.
 */
export function PaidWithChips({ value, onChange, leading }: Props) {
  const chipRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // Re-rendered on a change of language: the chips read the stored codes' labels in it.
  useTranslation("common");
  const chips = leadingFirst(PAID_WITH, ({ code }) => code === leading);
  const chosenIndex = chips.findIndex(({ code }) => code === value);

  const onChipKeyDown = (event: KeyboardEvent, index: number) => {
    const target = radioKeyTarget(event.key, index, chips.length);
    const chip = target === null ? undefined : chips[target];
    if (target === null || !chip) return;
    event.preventDefault();
    onChange(chip.code);
    chipRefs.current[target]?.focus();
  };

  return (
    <HStack gap="2" wrap="wrap" role="radiogroup" aria-labelledby="paid-with-label">
      {chips.map(({ code }, index) => {
        const active = value === code;
        return (
          <Button
            key={code}
            ref={(element) => {
              chipRefs.current[index] = element;
            }}
            role="radio"
            aria-checked={active}
            tabIndex={index === Math.max(0, chosenIndex) ? 0 : -1}
            size="sm"
            rounded="full"
            variant={active ? "solid" : "outline"}
            colorPalette={active ? "blue" : "gray"}
            onClick={() => onChange(active ? null : code)}
            onKeyDown={(event) => onChipKeyDown(event, index)}
            data-testid="paid-with-chip"
            data-paid-with={code}
          >
            {paidWithText(code)}
          </Button>
        );
      })}
    </HStack>
  );
}
