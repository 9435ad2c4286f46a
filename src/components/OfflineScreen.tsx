import { Box, Button, Center, Heading, Text, VStack } from "@chakra-ui/react";
import { WifiOff } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Shown when the app opens without a connection (the shell comes from the service worker cache). */
export function OfflineScreen({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Center minH="70dvh" px="6">
      <VStack gap="4" textAlign="center" maxW="sm">
        <Box color="teal.fg">
          <WifiOff size={48} aria-hidden="true" />
        </Box>
        <Heading as="h1" size="xl">
          {t("offline.title")}
        </Heading>
        <Text color="fg.secondary">{t("offline.text")}</Text>
        <Button colorPalette="teal" onClick={onRetry ?? (() => window.location.reload())}>
          {t("tryAgain")}
        </Button>
      </VStack>
    </Center>
  );
}
