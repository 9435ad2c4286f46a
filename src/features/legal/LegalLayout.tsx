import { Box, Container, Heading, HStack, Text } from "@chakra-ui/react";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";

/** A readable page of prose for the terms and the privacy policy. */
export function LegalLayout({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("legal");
  return (
    <Container as="main" maxW="2xl" px="4" py="6">
      <Link to="/">
        <HStack gap="1" color="teal.fg" fontWeight="semibold" mb="4">
          <ArrowLeft size={18} aria-hidden="true" />
          <span>{t("back")}</span>
        </HStack>
      </Link>
      <Box bg="bg.panel" rounded="xl" borderWidth="1px" p={{ base: "5", md: "8" }}>
        <Heading as="h1" size="2xl" mb="1">
          {title}
        </Heading>
        <Text color="fg.secondary" fontSize="sm" mb="6">
          {t("lastUpdated", { date: updated })}
        </Text>
        <Box
          css={{
            "& h2": { fontWeight: "semibold", fontSize: "lg", mt: "6", mb: "2" },
            "& p, & li": { color: { base: "gray.800", _dark: "gray.200" }, lineHeight: "tall", mb: "2" },
            "& ul": { pl: "5", listStyleType: "disc" },
          }}
        >
          {children}
        </Box>
      </Box>
    </Container>
  );
}
