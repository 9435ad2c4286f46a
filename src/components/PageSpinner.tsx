import { Center, Spinner, Text, VStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/** Full-height spinner for a screen that is still resolving (session, lazy route, token check). */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center minH="60dvh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="teal.fg" borderWidth="3px" />
        <Text color={label ? "fg.secondary" : undefined} srOnly={!label}>
          {label ?? t("loading")}
        </Text>
      </VStack>
    </Center>
  );
}
