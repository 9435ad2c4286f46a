import { Button, Center, Heading, Text, VStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center minH="50dvh">
      <VStack gap="4" textAlign="center">
        <Heading as="h1" size="2xl">
          {t("notFound.title")}
        </Heading>
        <Text color="fg.secondary">{t("notFound.text")}</Text>
        <Button asChild colorPalette="teal">
          <Link to="/">{t("notFound.home")}</Link>
        </Button>
      </VStack>
    </Center>
  );
}
