import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { dataContact } from "../../lib/data-contact";

/** The kinds of data the notice lists, in its order; texts are `privacyNotice.kinds.<kind>.*`. */
const KINDS = [
  "account",
  "expenses",
  "budgets",
  "messages",
  "receipts",
  "voice",
  "devices",
  "usage",
  "security",
  "other",
] as const;

/**
 * The itemised privacy notice (docs/product.md §2.24): each kind of data with
 * what it is used for and how long it is kept, the purposes, withdrawing, the rights and complaints.
 * It stands on its own, in the reader's language, wherever it is shown (sign-up, the one-time
 * question at sign-in, the Privacy page). `level` is the heading level of its title.
 */
export function PrivacyNotice({ level = 2, titleId }: { level?: 1 | 2; titleId?: string }) {
  const { t } = useTranslation();
  const section = level === 1 ? "h2" : "h3";
  return (
    <Stack gap="3" data-testid="privacy-notice" fontSize="sm" lineHeight="1.5">
      <Stack gap="0">
        <Heading as={level === 1 ? "h1" : "h2"} size={level === 1 ? "xl" : "md"} id={titleId}>
          {t("privacyNotice.title")}
        </Heading>
        <Text color="fg.secondary">{t("privacyNotice.version")}</Text>
      </Stack>
      <Text>{t("privacyNotice.intro")}</Text>
      <Heading as={section} size="sm">
        {t("privacyNotice.kindsHeading")}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" ms="0">
        {KINDS.map((kind) => (
          <Box as="li" key={kind} borderStartWidth="3px" borderColor="teal.solid" ps="3">
            <Text fontWeight="semibold">{t(`privacyNotice.kinds.${kind}.name`)}</Text>
            <Text>{t(`privacyNotice.kinds.${kind}.what`)}</Text>
            <Text>
              <Text as="span" fontWeight="semibold">
                {t("privacyNotice.usedFor")}
              </Text>{" "}
              {t(`privacyNotice.kinds.${kind}.use`)}
            </Text>
            <Text>
              <Text as="span" fontWeight="semibold">
                {t("privacyNotice.kept")}
              </Text>{" "}
              {t(`privacyNotice.kinds.${kind}.kept`)}
            </Text>
          </Box>
        ))}
      </Stack>
      <Heading as={section} size="sm">
        {t("privacyNotice.purposesHeading")}
      </Heading>
      <Text>{t("privacyNotice.service")}</Text>
      <Text>
        {t("privacyNotice.purposes.analytics")}, {t("privacyNotice.purposes.reminders")},{" "}
        {t("privacyNotice.purposes.weekly_report")}: {t("privacyNotice.optionalHint")}
      </Text>
      <Heading as={section} size="sm">
        {t("privacyNotice.withdrawHeading")}
      </Heading>
      <Text>{t("privacyNotice.withdraw")}</Text>
      <Heading as={section} size="sm">
        {t("privacyNotice.rightsHeading")}
      </Heading>
      <Text>
        <Trans
          t={t}
          i18nKey="privacyNotice.rights"
          components={{ profile: <Link to="/profile/data" style={{ textDecoration: "underline" }} /> }}
        />
      </Text>
      <Heading as={section} size="sm">
        {t("privacyNotice.complainHeading")}
      </Heading>
      <Text>{t("privacyNotice.complain", { contact: dataContact })}</Text>
    </Stack>
  );
}
