import { Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../components/FormField";
import { PasswordInput } from "../../components/PasswordInput";

interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  passwordError?: string;
  confirmationError?: string;
}

/** "New Password" and "Confirm Password", shared by the OTP reset and the e-mailed link reset. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation("auth");
  return (
    <Stack gap="4">
      <FormField
        label={t("reset.newPassword")}
        error={props.passwordError}
        helperText={t("reset.newPasswordHelp")}
        required
      >
        <PasswordInput
          autoComplete="new-password"
          value={props.password}
          onChange={(event) => props.onPasswordChange(event.target.value)}
        />
      </FormField>
      <FormField label={t("reset.confirmPassword")} error={props.confirmationError} required>
        <PasswordInput
          autoComplete="new-password"
          value={props.confirmation}
          onChange={(event) => props.onConfirmationChange(event.target.value)}
        />
      </FormField>
    </Stack>
  );
}
