import { Alert, CloseButton, HStack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { MessageDraft } from "./message-draft.ts";

/** Under the form: which message filled it, and a warning when that message is already an expense. */
export function MessageSourceNote({
  source,
  alreadySaved,
  onForget,
}: {
  source: MessageDraft;
  alreadySaved: boolean;
  onForget: () => void;
}) {
  const { bank, reference } = source.parsed;
  const { t } = useTranslation("capture");
  return (
    <Alert.Root status={alreadySaved ? "warning" : "info"} size="sm" data-testid="message-source">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {alreadySaved ? t("source.alreadySaved") : t("source.from", { bank: bank ?? t("source.bank") })}
        </Alert.Title>
        <Alert.Description>
          <Text fontSize="xs">
            {alreadySaved
              ? t("source.alreadySavedText")
              : reference
                ? t("source.ref", { reference })
                : t("source.check")}
          </Text>
        </Alert.Description>
      </Alert.Content>
      <HStack alignSelf="start">
        <CloseButton size="xs" aria-label={t("source.forget")} onClick={onForget} />
      </HStack>
    </Alert.Root>
  );
}
