import { Button, Heading, Input, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { type ChangePasswordInput, changePasswordSchema } from "@shared/contract/auth-schemas.ts";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "../../components/FormField";
import { FormStack } from "../../components/FormStack";
import { showToast } from "../../components/ui/toaster";
import { ApiError, serverMessage } from "../../lib/api";
import { changePassword } from "./profile-api";

/** Change the password while signed in: the current one, then the new one (sign-up's rule). */
export function ChangePasswordForm() {
  const { t } = useTranslation(["profile", "auth"]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await changePassword(input);
      reset();
      showToast({
        title: t("password.changedTitle"),
        description: t("password.changed"),
        type: "success",
      });
    } catch (error) {
      const message = serverMessage(error) ?? t("auth:genericError");
      if (error instanceof ApiError && error.status === 400 && /current password/i.test(message)) {
        setError("currentPassword", { message });
      } else {
        showToast({ title: t("password.notChanged"), description: message, type: "error" });
      }
    }
  });

  return (
    <Stack gap="3" data-testid="change-password">
      <Heading as="h2" fontSize="md" fontWeight="semibold">
        {t("password.title")}
      </Heading>
      <FormStack onSubmit={onSubmit}>
        <FormField label={t("password.current")} error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...register("currentPassword")} />
        </FormField>
        <FormField
          label={t("password.new")}
          error={errors.newPassword?.message}
          helperText={t("password.newHelp")}
        >
          <Input type="password" autoComplete="new-password" {...register("newPassword")} />
        </FormField>
        <Button type="submit" variant="outline" loading={isSubmitting} loadingText={t("password.changing")}>
          {t("password.change")}
        </Button>
      </FormStack>
    </Stack>
  );
}
