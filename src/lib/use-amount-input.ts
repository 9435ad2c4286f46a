// A rupee amount field that never reinterprets what is typed or pasted (@shared/money/rupees.ts
// typedAmountField): an accepted change updates the value; a refused one stays in the field as typed,
// with its reason, until the user changes it into an amount the field takes. Devanagari digits
// ("१५०") are read as Latin ones first (@shared/format/digits.ts), a step of their own.

import { latinDigits } from "@shared/format/digits.ts";
import { typedAmountField } from "@shared/money/rupees.ts";
import { type ChangeEvent, useCallback, useState } from "react";

export interface AmountInput {
  /** What the field shows: the amount, or the refused text while `refused` says why. */
  value: string;
  /** The amount the field last accepted (the figures beside a refused text use it). */
  accepted: string;
  /** Sets the value from code (voice input, a loaded budget), clearing any refusal. */
  setValue: (text: string) => void;
  /** Why what the field holds is refused, or null. */
  refused: string | null;
  /** Spread on the <input>. */
  inputProps: { value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
}

export function useAmountInput(initial = "", options: { wholeRupees?: boolean } = {}): AmountInput {
  const [field, setField] = useState({ text: initial, refused: null as string | null, accepted: initial });
  const setValue = useCallback((text: string) => setField({ text, refused: null, accepted: text }), []);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = typedAmountField(latinDigits(event.target.value), options);
    setField((current) => ({ ...next, accepted: next.refused ? current.accepted : next.text }));
  };
  return {
    value: field.text,
    accepted: field.accepted,
    setValue,
    refused: field.refused,
    inputProps: { value: field.text, onChange },
  };
}
