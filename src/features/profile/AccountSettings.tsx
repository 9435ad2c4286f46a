import { Button, Heading, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Country,
  DEFAULT_COUNTRY,
  type ProfileUpdateInput,
  profileUpdateSchema,
} from "@shared/contract/profile-schemas.ts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { CountrySelect } from "../../components/CountrySelect";
import { FormField } from "../../components/FormField";
import { FormStack } from "../../components/FormStack";
import { showToast } from "../../components/ui/toaster";
import { countryLabel } from "../../i18n/labels";
import { ApiError, serverMessage } from "../../lib/api";
import type { CurrentUser } from "../../lib/session";
import { useUpdateProfile } from "./profile-api";

/** Username and country, shown and editable (item of the profile's account settings). */
export function AccountSettings({ user }: { user: CurrentUser | null }) {
  const [editing, setEditing] = useState(false);
  const { t } = useTranslation("profile");
  const username = user?.username ?? "";
  const country = (user?.country ?? DEFAULT_COUNTRY) as Country;
  return (
    <Stack gap="3" data-testid="account-settings">
      <HStack justify="space-between">
        <Heading as="h2" fontSize="md" fontWeight="semibold">
          {t("account.title")}
        </Heading>
        {editing ? null : (
          <Button size="xs" variant="outline" onClick={() => setEditing(true)} disabled={!user}>
            {t("account.edit")}
          </Button>
        )}
      </HStack>
      {editing ? (
        <ProfileEditForm initial={{ username, country }} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap="1">
          <Text fontSize="sm" color="fg.secondary">
            {t("account.username")}
          </Text>
          <Text fontWeight="semibold" data-testid="profile-username">
            {username || t("account.notSet")}
          </Text>
          <Text fontSize="sm" color="fg.secondary" mt="2">
            {t("account.country")}
          </Text>
          <Text fontWeight="semibold" data-testid="profile-country">
            {countryLabel(country)}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

function ProfileEditForm({ initial, onDone }: { initial: ProfileUpdateInput; onDone: () => void }) {
  const update = useUpdateProfile();
  const { t } = useTranslation(["profile", "auth"]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileUpdateInput, unknown, z.output<typeof profileUpdateSchema>>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: initial,
  });

  const onSubmit = handleSubmit(async (changes) => {
    try {
      await update.mutateAsync(changes);
      showToast({
        title: t("account.updatedTitle"),
        description: t("account.updated"),
        type: "success",
      });
      onDone();
    } catch (error) {
      const message = serverMessage(error) ?? t("auth:genericError");
      if (error instanceof ApiError && error.status === 409) setError("username", { message });
      else showToast({ title: t("account.notUpdated"), description: message, type: "error" });
    }
  });

  return (
    <FormStack onSubmit={onSubmit}>
      <FormField
        label={t("account.username")}
        error={errors.username?.message}
        helperText={t("account.usernameHelp")}
      >
        <Input autoComplete="username" autoCapitalize="none" {...register("username")} />
      </FormField>
      <FormField label={t("account.country")} error={errors.country?.message}>
        <CountrySelect {...register("country")} />
      </FormField>
      <HStack gap="2" justify="end">
        <Button variant="outline" onClick={onDone}>
          {t("account.cancel")}
        </Button>
        <Button type="submit" colorPalette="teal" loading={isSubmitting} loadingText={t("account.saving")}>
          {t("account.save")}
        </Button>
      </HStack>
    </FormStack>
  );
}
