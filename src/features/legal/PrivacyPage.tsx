import { Trans, useTranslation } from "react-i18next";
import { LegalLayout } from "./LegalLayout";

export default function PrivacyPage() {
  const { t } = useTranslation("legal");
  return (
    <LegalLayout title={t("privacy.title")} updated={t("privacy.updated")}>
      <p>{t("privacy.intro")}</p>
      <h2>{t("privacy.serversHeading")}</h2>
      <ul>
        <li>{t("privacy.serversAccount")}</li>
        <li>{t("privacy.serversMoney")}</li>
        <li>{t("privacy.serversReceipts")}</li>
        <li>{t("privacy.serversUsage")}</li>
        <li>{t("privacy.serversReset")}</li>
      </ul>
      <h2>{t("privacy.deviceHeading")}</h2>
      <p>{t("privacy.device")}</p>
      <h2>{t("privacy.accessHeading")}</h2>
      <p>{t("privacy.access")}</p>
      <h2>{t("privacy.deletingHeading")}</h2>
      <ul>
        <li>{t("privacy.deletingExpense")}</li>
        <li>
          <Trans t={t} i18nKey="privacy.deletingAccount" components={{ email: <strong /> }} />
        </li>
        <li>{t("privacy.deletingDevice")}</li>
      </ul>
      <h2>{t("privacy.securityHeading")}</h2>
      <p>{t("privacy.security")}</p>
      <h2>{t("privacy.contactHeading")}</h2>
      <p>{t("privacy.contact")}</p>
    </LegalLayout>
  );
}
