import { Button, HStack } from "@chakra-ui/react";
import { PAID_WITH, type PaidWith } from "@shared/paid-with.ts";

interface Props {
  value: PaidWith | null;
  onChange: (value: PaidWith | null) => void;
}

/** UPI, Cash, Card, Net banking, Wallet as chips; tapping the chosen one again clears it (it is optional). */
export function PaidWithChips({ value, onChange }: Props) {
  return (
    <HStack gap="2" wrap="wrap" role="radiogroup" aria-labelledby="paid-with-label">
      {PAID_WITH.map(({ code, label }) => {
        const active = value === code;
        return (
          <Button
            key={code}
            role="radio"
            aria-checked={active}
            size="sm"
            rounded="full"
            variant={active ? "solid" : "outline"}
            colorPalette={active ? "blue" : "gray"}
            onClick={() => onChange(active ? null : code)}
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
