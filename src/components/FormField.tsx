import { Field } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface FormFieldProps {
  label: string;
  /** The validation message; shown under the control and marks it invalid. */
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** Label, control, hint and error wired together for screen readers (Chakra v3 Field). */
export function FormField({ label, error, helperText, required, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helperText && !error ? <Field.HelperText color="fg.secondary">{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
