import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../components/LoadError";
import { showToast } from "../../components/ui/toaster";
import { categoryLabel } from "../../i18n/labels";
import { translateMessage } from "../../i18n/messages";
import { serverMessage } from "../../lib/api";
import { payeeName, useForgetPayee, useLearnedPayees } from "./learned-payees-api";

/**
 * Profile's "Payees you categorised" (docs/capture.md): each payee whose category the user chose,
 * shown as "Swiggy → Food & Dining", with Forget. What is learned stays the user's and can be undone.
 */
export function LearnedPayees() {
  const list = useLearnedPayees();
  const forget = useForgetPayee();
  const { t } = useTranslation("profile");
  if (list.isPending) return null;
  if (list.isError) {
    return (
      <LoadError
        message={t("learned.loadFailed")}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const onForget = (key: string) =>
    forget.mutate(key, {
      onSuccess: () =>
        showToast({ title: t("learned.forgotten", { payee: payeeName(key) }), type: "success" }),
      onError: (error) =>
        showToast({
          title: t("learned.forgetFailed"),
          description: translateMessage(serverMessage(error)) ?? undefined,
          type: "error",
        }),
    });
  return (
    <Stack gap="3" data-testid="learned-payees">
      <Text fontWeight="semibold">{t("learned.title")}</Text>
      <Text fontSize="sm" color="fg.secondary">
        {list.data.length === 0 ? t("learned.none") : t("learned.about")}
      </Text>
      <Stack as="ul" gap="2" listStyleType="none">
        {list.data.map(({ key, category }) => (
          <HStack as="li" key={key} justify="space-between" gap="2" data-testid="learned-payee">
            <Text fontSize="sm" minW="0" truncate>
              {t("learned.mapping", { payee: payeeName(key), category: categoryLabel(category) })}
            </Text>
            <Button
              size="xs"
              variant="outline"
              flexShrink={0}
              aria-label={t("learned.forgetLabel", { payee: payeeName(key) })}
              disabled={forget.isPending}
              onClick={() => onForget(key)}
            >
              {t("learned.forget")}
            </Button>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
