import { Button, Heading, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Country,
  DEFAULT_COUNTRY,
  type ProfileUpdateInput,
  profileUpdateSchema,
} from "@shared/schemas.ts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { CountrySelect } from "../../components/CountrySelect";
import { FormField } from "../../components/FormField";
import { FormStack } from "../../components/FormStack";
import { showToast } from "../../components/ui/toaster";
import { ApiError, serverMessage } from "../../lib/api";
import type { CurrentUser } from "../../lib/session";
import { useUpdateProfile } from "./profile-api";

/** Username and country, shown and editable (item of the profile's account settings). */
export function AccountSettings({ user }: { user: CurrentUser | null }) {
  const [editing, setEditing] = useState(false);
  const username = user?.username ?? "";
  const country = (user?.country ?? DEFAULT_COUNTRY) as Country;
  return (
    <Stack gap="3" data-testid="account-settings">
      <HStack justify="space-between">
        <Heading as="h2" fontSize="md" fontWeight="semibold">
          Account
        </Heading>
        {editing ? null : (
          <Button size="xs" variant="outline" onClick={() => setEditing(true)} disabled={!user}>
            Edit
          </Button>
        )}
      </HStack>
      {editing ? (
        <ProfileEditForm initial={{ username, country }} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap="1">
          <Text fontSize="sm" color="fg.secondary">
            Username
          </Text>
          <Text fontWeight="semibold" data-testid="profile-username">
            {username || "Not set"}
          </Text>
          <Text fontSize="sm" color="fg.secondary" mt="2">
            Country/Region
          </Text>
          <Text fontWeight="semibold" data-testid="profile-country">
            {country}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

function ProfileEditForm({ initial, onDone }: { initial: ProfileUpdateInput; onDone: () => void }) {
  const update = useUpdateProfile();
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
        title: "Account updated",
        description: "Your username and country are saved.",
        type: "success",
      });
      onDone();
    } catch (error) {
      const message = serverMessage(error) ?? "Something went wrong. Please try again.";
      if (error instanceof ApiError && error.status === 409) setError("username", { message });
      else showToast({ title: "Account not updated", description: message, type: "error" });
    }
  });

  return (
    <FormStack onSubmit={onSubmit}>
      <FormField
        label="Username"
        error={errors.username?.message}
        helperText="Letters, numbers and single hyphens; you can sign in with it."
      >
        <Input autoComplete="username" autoCapitalize="none" {...register("username")} />
      </FormField>
      <FormField label="Country/Region" error={errors.country?.message}>
        <CountrySelect {...register("country")} />
      </FormField>
      <HStack gap="2" justify="end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="teal" loading={isSubmitting} loadingText="Saving...">
          Save
        </Button>
      </HStack>
    </FormStack>
  );
}
