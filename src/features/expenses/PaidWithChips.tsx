import { Button, HStack } from "@chakra-ui/react";
import { PAID_WITH, type PaidWith } from "@shared/paid-with.ts";
import { type KeyboardEvent, useRef } from "react";
import { radioKeyTarget } from "./radio-keys.ts";

interface Props {
  value: PaidWith | null;
  onChange: (value: PaidWith | null) => void;
}

/**
 * UPI, Cash, Card, Net banking, Wallet as chips; tapping the chosen one again clears it (it is optional).
 * One radio group: Tab reaches the chosen chip (or the first), arrow keys move the choice.
 */
export function PaidWithChips({ value, onChange }: Props) {
  const chipRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const chosenIndex = PAID_WITH.findIndex(({ code }) => code === value);

  const onChipKeyDown = (event: KeyboardEvent, index: number) => {
    const target = radioKeyTarget(event.key, index, PAID_WITH.length);
    const chip = target === null ? undefined : PAID_WITH[target];
    if (target === null || !chip) return;
    event.preventDefault();
    onChange(chip.code);
    chipRefs.current[target]?.focus();
  };

  return (
    <HStack gap="2" wrap="wrap" role="radiogroup" aria-labelledby="paid-with-label">
      {PAID_WITH.map(({ code, label }, index) => {
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
            {label}
          </Button>
        );
      })}
    </HStack>
  );
}
