import { Flex, Heading, HStack } from "@chakra-ui/react";
import { Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { SignOutButton } from "../../components/SignOutButton";
import { SyncStatus } from "../../components/SyncStatus";
import { NotificationBell } from "./NotificationBell";

export const PRODUCT_NAME = "Paisa Coach";

/** The signed-in header: product name (link home), changes waiting to sync, the notifications' bell, and Sign out. */
export function AppHeader() {
  const { t } = useTranslation();
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg.panel"
      borderBottomWidth="1px"
      px="4"
      h="14"
      align="center"
      justify="space-between"
    >
      <Link to="/" aria-label={t("brandHome", { brand: PRODUCT_NAME })}>
        <HStack gap="2" color="teal.fg">
          <Wallet size={22} aria-hidden="true" />
          <Heading as="span" size="md" fontWeight="bold">
            {PRODUCT_NAME}
          </Heading>
        </HStack>
      </Link>
      <HStack gap="2">
        <SyncStatus />
        <NotificationBell />
        <SignOutButton />
      </HStack>
    </Flex>
  );
}
