import { Button, Heading, Input, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { type ChangePasswordInput, changePasswordSchema } from "@shared/schemas.ts";
import { useForm } from "react-hook-form";
import { FormField } from "../../components/FormField";
import { FormStack } from "../../components/FormStack";
import { showToast } from "../../components/ui/toaster";
import { ApiError, serverMessage } from "../../lib/api";
import { changePassword } from "./profile-api";

/** Change the password while signed in: the current one, then the new one (sign-up's rule). */
export function ChangePasswordForm() {
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
        title: "Password changed",
        description: "Your other devices have been signed out; this one stays signed in.",
        type: "success",
      });
    } catch (error) {
      const message = serverMessage(error) ?? "Something went wrong. Please try again.";
      if (error instanceof ApiError && error.status === 400 && /current password/i.test(message)) {
        setError("currentPassword", { message });
      } else {
        showToast({ title: "Password not changed", description: message, type: "error" });
      }
    }
  });

  return (
    <Stack gap="3" data-testid="change-password">
      <Heading as="h2" fontSize="md" fontWeight="semibold">
        Change password
      </Heading>
      <FormStack onSubmit={onSubmit}>
        <FormField label="Current password" error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...register("currentPassword")} />
        </FormField>
        <FormField
          label="New password"
          error={errors.newPassword?.message}
          helperText="At least 8 characters, including a number and a lowercase letter."
        >
          <Input type="password" autoComplete="new-password" {...register("newPassword")} />
        </FormField>
        <Button type="submit" variant="outline" loading={isSubmitting} loadingText="Changing...">
          Change password
        </Button>
      </FormStack>
    </Stack>
  );
}
