import { Box, Button, Container, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { LanguageSwitch } from "../../components/LanguageSwitch";

interface LandingFrameProps {
  /** Below the hero text, in its centred column (the sign-up form). */
  cta?: ReactNode;
  /** Below the hero (feature tiles, footer links). */
  children?: ReactNode;
}

/**
 * The landing page's header and hero. Alone it is what shows while the rest of the page loads (when
 * the landing was not prerendered: a Hindi or returning visitor), so it lives in the first-load bundle.
 */
export function LandingFrame({ cta, children }: LandingFrameProps) {
  const { t } = useTranslation("auth");
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Flex
        as="header"
        justify="space-between"
        align="center"
        px="4"
        h="14"
        bg="bg.panel"
        borderBottomWidth="1px"
      >
        <HStack gap="2" color="teal.fg">
          <Wallet size={22} aria-hidden="true" />
          <Text fontWeight="bold" fontSize="lg">
            Paisa Coach
          </Text>
        </HStack>
        <HStack gap="1">
          <LanguageSwitch />
          <Button asChild variant="ghost" size="sm" colorPalette="teal">
            <Link to="/signin">{t("signIn")}</Link>
          </Button>
        </HStack>
      </Flex>
      <Container as="main" maxW="3xl" py={{ base: "8", md: "14" }} px="4">
        <Stack gap="4" textAlign="center" align="center">
          <Heading as="h1" size={{ base: "2xl", md: "4xl" }} lineHeight="short">
            {t("landing.heroTitle")}
          </Heading>
          <Text color="fg.secondary" fontSize={{ base: "md", md: "lg" }} maxW="xl">
            {t("landing.heroText")}
          </Text>
          {cta}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
