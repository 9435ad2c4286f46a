import { Field } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { translateMessage } from "../i18n/messages";

interface FormFieldProps {
  label: string;
  /** The validation message (a shared rule's English is shown translated); marks the control invalid. */
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
      {error ? <Field.ErrorText>{translateMessage(error)}</Field.ErrorText> : null}
    </Field.Root>
  );
}
