import { Alert, CloseButton, HStack, Text } from "@chakra-ui/react";
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
  return (
    <Alert.Root status={alreadySaved ? "warning" : "info"} size="sm" data-testid="message-source">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{alreadySaved ? "Already saved" : `From your ${bank ?? "bank"} message`}</Alert.Title>
        <Alert.Description>
          <Text fontSize="xs">
            {alreadySaved
              ? "This message is already an expense. Saving it again is not possible."
              : reference
                ? `Ref ${reference}. Check the details, then save.`
                : "Check the details, then save."}
          </Text>
        </Alert.Description>
      </Alert.Content>
      <HStack alignSelf="start">
        <CloseButton size="xs" aria-label="Not from this message" onClick={onForget} />
      </HStack>
    </Alert.Root>
  );
}
