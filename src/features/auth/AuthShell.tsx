import { Box, Center, Heading, HStack, Text, VStack } from "@chakra-ui/react";
import { Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";

interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  /** Shown above the title, e.g. a back arrow. */
  top?: ReactNode;
  /** The centred line under the form that leads to another screen, e.g. "New to Paisa Coach? …". */
  footer?: ReactNode;
  children: ReactNode;
}

/** The signed-out screens' text link: teal and semibold (a router link, so no Chakra recipe needed). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} style={{ color: "var(--chakra-colors-teal-700)", fontWeight: 600 }}>
      {children}
    </Link>
  );
}

/** The frame of the signed-out forms: product mark, a card, phone-width first. */
export function AuthShell({ title, subtitle, top, footer, children }: AuthShellProps) {
  const { t } = useTranslation();
  return (
    <Center as="main" minH="100dvh" px="4" py="8">
      <VStack gap="6" w="full" maxW="sm" align="stretch">
        <Link to="/" aria-label={t("brandHome", { brand: "Paisa Coach" })}>
          <HStack justify="center" gap="2" color="teal.fg">
            <Wallet size={28} aria-hidden="true" />
            <Text fontSize="xl" fontWeight="bold">
              Paisa Coach
            </Text>
          </HStack>
        </Link>
        <Box bg="bg.panel" rounded="xl" borderWidth="1px" p={{ base: "5", sm: "6" }} boxShadow="sm">
          {top}
          <Heading as="h1" size="xl" mb={subtitle ? "1" : "5"}>
            {title}
          </Heading>
          {subtitle ? (
            <Text color="fg.secondary" mb="5">
              {subtitle}
            </Text>
          ) : null}
          {children}
          {footer ? (
            <Text mt="6" textAlign="center" color="fg.secondary">
              {footer}
            </Text>
          ) : null}
        </Box>
      </VStack>
    </Center>
  );
}
