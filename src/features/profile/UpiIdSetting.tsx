import { Button, Heading, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { upiIdSchema } from "@shared/contract/profile-schemas.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../components/FormField";
import { showToast } from "../../components/ui/toaster";
import { translateMessage } from "../../i18n/messages";
import { serverMessage } from "../../lib/api";
import type { CurrentUser } from "../../lib/session";
import { useUpdateProfile } from "./profile-api";

/**
 * The UPI ID household members pay me back to (docs/product.md §2.25.2): `name@bank`; empty clears
 * it. The Balances section of a household turns it into a "pay by UPI" link for those who owe me.
 */
export function UpiIdSetting({ user }: { user: CurrentUser | null }) {
  const { t } = useTranslation("profile");
  const update = useUpdateProfile();
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const shown = value ?? user?.upiId ?? "";

  const save = () => {
    const parsed = upiIdSchema.safeParse(shown);
    if (!parsed.success) {
      setError(translateMessage(parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    update.mutate(
      { upiId: parsed.data },
      {
        onSuccess: () => {
          setValue(null);
          showToast({ title: t("upi.saved"), type: "success" });
        },
        onError: (failure) =>
          showToast({
            title: t("upi.notSaved"),
            description: serverMessage(failure) ?? undefined,
            type: "error",
          }),
      },
    );
  };

  return (
    <Stack gap="2" data-testid="upi-id-setting">
      <Heading as="h2" fontSize="md" fontWeight="semibold">
        {t("upi.title")}
      </Heading>
      <Text fontSize="sm" color="fg.secondary">
        {t("upi.help")}
      </Text>
      <FormField label={t("upi.label")} error={error}>
        <HStack gap="2">
          <Input
            value={shown}
            onChange={(event) => setValue(event.target.value)}
            placeholder={t("upi.placeholder")}
            autoCapitalize="none"
            autoComplete="off"
            inputMode="email"
          />
          <Button colorPalette="teal" onClick={save} loading={update.isPending} disabled={!user}>
            {t("upi.save")}
          </Button>
        </HStack>
      </FormField>
    </Stack>
  );
}
