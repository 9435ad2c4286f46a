import { Alert, CloseButton, HStack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useCategoryLabel } from "../../../i18n/labels.ts";
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
  const labelOf = useCategoryLabel();
  // The fields the parser is unsure of, named for the user to confirm on the form.
  const toCheck = (["amount", "description", "category", "date"] as const).filter(
    (field) => source.check[field],
  );
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
          {!alreadySaved && toCheck.length > 0 ? (
            <Text fontSize="xs" color="orange.fg" data-testid="message-check">
              {toCheck.map((field) => t(`review.checkField.${field}`)).join(" · ")}
            </Text>
          ) : null}
          {source.categoryLearned && source.description && source.category ? (
            <Text fontSize="xs" data-testid="learned-category">
              {t("review.learned", { payee: source.description, category: labelOf(source.category) })}
            </Text>
          ) : null}
        </Alert.Description>
      </Alert.Content>
      <HStack alignSelf="start">
        <CloseButton size="xs" aria-label={t("source.forget")} onClick={onForget} />
      </HStack>
    </Alert.Root>
  );
}
