import { Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/** Set at build time for a hosted project, e.g. VITE_DATA_REGION="Mumbai, India (ap-south-1)". */
const region: string | undefined = import.meta.env.VITE_DATA_REGION || undefined;

/** Where the user's data lives and who can read it. */
export function DataLocation() {
  const { t } = useTranslation("profile");
  return (
    <Stack gap="2" data-testid="data-location">
      <Heading as="h2" fontSize="md" fontWeight="semibold">
        {t("data.title")}
      </Heading>
      <Text fontSize="sm" color="fg.secondary">
        {region ? t("data.textIn", { region }) : t("data.text")}
      </Text>
    </Stack>
  );
}
