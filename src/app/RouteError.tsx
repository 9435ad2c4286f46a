import { Button, Center, Heading, Text, VStack } from "@chakra-ui/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router-dom";
import { OfflineScreen } from "../components/OfflineScreen";

/** A route failed to render or its code could not be loaded (usually: offline and not cached yet). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  // Offline, any failure shows the offline screen: the error itself is still told to the console.
  useEffect(() => console.error("Route error:", error), [error]);
  if (!navigator.onLine || (error instanceof TypeError && /fetch|import/i.test(error.message))) {
    return <OfflineScreen />;
  }
  return (
    <Center minH="70dvh" px="6">
      <VStack gap="4" textAlign="center">
        <Heading as="h1" size="xl">
          {t("somethingWrong")}
        </Heading>
        <Text color="fg.secondary">{t("reloadAndRetry")}</Text>
        <Button colorPalette="teal" onClick={() => window.location.reload()}>
          {t("reload")}
        </Button>
      </VStack>
    </Center>
  );
}
