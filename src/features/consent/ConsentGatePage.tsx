import { Box, Button, Container, Stack, Text } from "@chakra-ui/react";
import { consentChoices, NOTICE_VERSION } from "@shared/contract/consents.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsentChoices, NO_OPTIONAL_CHOICES } from "../../components/privacy/ConsentChoices";
import { PrivacyNotice } from "../../components/privacy/PrivacyNotice";
import { SignOutButton } from "../../components/SignOutButton";
import { showToast } from "../../components/ui/toaster";
import { currentLanguage } from "../../i18n/i18n";
import { serverMessage } from "../../lib/api";
import { useAnswerConsents } from "../../lib/consents";

/**
 * The one-time question for an account with no answer to today's notice (docs/product.md "Privacy
 * notice and consent"): shown in place of every signed-in screen until the service is agreed to, or
 * the person signs out. The optional purposes start unticked.
 */
export default function ConsentGatePage() {
  const { t } = useTranslation();
  const [choices, setChoices] = useState(NO_OPTIONAL_CHOICES);
  const answer = useAnswerConsents();

  function agree() {
    answer.mutate(
      { noticeVersion: NOTICE_VERSION, language: currentLanguage(), choices: consentChoices(choices) },
      {
        onError: (error) =>
          showToast({
            title: t("consentGate.failed"),
            description: serverMessage(error) ?? t("tryAgain"),
            type: "error",
          }),
      },
    );
  }

  return (
    <Container maxW="lg" py="6" px="4" as="main">
      <Stack gap="5">
        <Stack gap="2">
          <Text fontWeight="semibold" color="teal.fg">
            {t("consentGate.title")}
          </Text>
          <Text>{t("consentGate.intro")}</Text>
        </Stack>
        <Box borderWidth="1px" rounded="xl" p="4" bg="bg.panel">
          <PrivacyNotice level={1} />
        </Box>
        <ConsentChoices value={choices} onChange={setChoices} disabled={answer.isPending} />
        <Button colorPalette="teal" onClick={agree} loading={answer.isPending}>
          {t("consentGate.agree")}
        </Button>
        <SignOutButton size="md" />
      </Stack>
    </Container>
  );
}
