import { Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { type ConsentPurpose, NOTICE_VERSION } from "@shared/contract/consents.ts";
import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { LoadError } from "../../components/LoadError";
import { showToast } from "../../components/ui/toaster";
import { formatIstDateTime } from "../../i18n/format";
import { currentLanguage } from "../../i18n/i18n";
import { serverMessage } from "../../lib/api";
import { useAnswerConsents, useConsents } from "../../lib/consents";
import { SettingSwitch } from "./SettingSwitch";

/**
 * Profile's "Privacy choices" (docs/product.md §2.24): usage analytics given or
 * withdrawn with one switch, where reminders and the weekly report are answered (their own switches
 * above, which are the consent), and every answer recorded.
 */
export function PrivacyChoices() {
  const consents = useConsents();
  const answer = useAnswerConsents();
  const { t } = useTranslation(["profile", "common"]);
  if (consents.isPending) return <Skeleton height="24" />;
  if (consents.isError) {
    return (
      <LoadError
        message={t("privacyChoices.saveFailed")}
        onRetry={() => void consents.refetch()}
        retrying={consents.isFetching}
      />
    );
  }
  const purposeName = (purpose: ConsentPurpose) =>
    purpose === "service" ? t("privacyChoices.service") : t(`common:privacyNotice.purposes.${purpose}`);

  return (
    <Stack gap="4" data-testid="privacy-choices">
      <Text fontWeight="semibold">{t("privacyChoices.title")}</Text>
      <SettingSwitch
        icon={<ShieldCheck size={20} aria-hidden="true" />}
        label={t("common:privacyNotice.purposes.analytics")}
        hint={t("common:privacyNotice.purposes.analyticsHint")}
        checked={consents.data.current.analytics?.given === true}
        disabled={answer.isPending}
        onChange={(given) =>
          answer.mutate(
            {
              noticeVersion: NOTICE_VERSION,
              language: currentLanguage(),
              choices: [{ purpose: "analytics", given }],
            },
            {
              onError: (error) =>
                showToast({
                  title: t("privacyChoices.saveFailed"),
                  description: serverMessage(error) ?? t("common:tryAgain"),
                  type: "error",
                }),
            },
          )
        }
      />
      <Text fontSize="sm" color="fg.secondary">
        {t("privacyChoices.remindersNote")} {t("privacyChoices.serviceNote")}
      </Text>
      <Link asChild color="teal.fg" fontSize="sm" textDecoration="underline">
        <RouterLink to="/privacy#notice">{t("privacyChoices.notice")}</RouterLink>
      </Link>
      {consents.data.history.length > 0 ? (
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="semibold">
            {t("privacyChoices.history")}
          </Text>
          <Stack as="ul" gap="1" fontSize="sm" color="fg.secondary" listStyleType="none" ms="0">
            {consents.data.history.map((row) => (
              // One answer per purpose and time: an answer names each purpose once.
              <li key={`${row.recordedAt}-${row.purpose}`}>
                {t("privacyChoices.answer", {
                  date: formatIstDateTime(row.recordedAt),
                  purpose: purposeName(row.purpose),
                  given: row.given ? t("privacyChoices.given") : t("privacyChoices.withdrawn"),
                })}
              </li>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
