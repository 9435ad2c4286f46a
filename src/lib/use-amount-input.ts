// A rupee amount field that never reinterprets what is typed or pasted (@shared/money/rupees.ts
// acceptTypedAmount): an accepted change updates the value, a refused one leaves the field as it was
// and says why until the next accepted change. Devanagari digits ("१५०") are read as Latin ones first
// (@shared/format/digits.ts), a step of their own before the amount rule.
import { latinDigits } from "@shared/format/digits.ts";
import { acceptTypedAmount } from "@shared/money/rupees.ts";
import { type ChangeEvent, useCallback, useState } from "react";

export interface AmountInput {
  value: string;
  /** Sets the value from code (voice input, a loaded budget), clearing any refusal. */
  setValue: (text: string) => void;
  /** Why the last keystroke or paste was refused, or null. */
  refused: string | null;
  /** Spread on the <input>. */
  inputProps: { value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
}

export function useAmountInput(initial = "", options: { wholeRupees?: boolean } = {}): AmountInput {
  const [value, setText] = useState(initial);
  const [refused, setRefused] = useState<string | null>(null);
  const setValue = useCallback((text: string) => {
    setText(text);
    setRefused(null);
  }, []);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const outcome = acceptTypedAmount(latinDigits(event.target.value), options);
    if (outcome.ok) setValue(outcome.text);
    else setRefused(outcome.problem);
  };
  return { value, setValue, refused, inputProps: { value, onChange } };
}
