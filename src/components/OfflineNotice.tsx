import { HStack, Text } from "@chakra-ui/react";
import { WifiOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useIsOnline } from "../lib/use-offline";

/** Without a connection the screens show the last-synced data (docs/offline.md) and say so here. */
export function OfflineNotice() {
  const online = useIsOnline();
  const { t } = useTranslation();
  if (online) return null;
  return (
    <HStack
      role="status"
      data-testid="offline-notice"
      justify="center"
      gap="2"
      py="1.5"
      px="4"
      bg="orange.subtle"
      color="orange.fg"
      fontSize="sm"
    >
      <WifiOff size={16} aria-hidden="true" />
      <Text>{t("offline.notice")}</Text>
    </HStack>
  );
}
