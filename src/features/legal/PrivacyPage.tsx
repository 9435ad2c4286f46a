import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { PrivacyNotice } from "../../components/privacy/PrivacyNotice";
import { dataContact } from "../../lib/data-contact";
import { LegalLayout } from "./LegalLayout";

/** `/privacy`: what the app keeps, where, for how long, the user's rights and how to delete it (docs/product.md §2.7). */
export default function PrivacyPage() {
  const { t } = useTranslation("legal");
  return (
    <LegalLayout title={t("privacy.title")} updated={t("privacy.updated")}>
      <p>{t("privacy.intro")}</p>
      <h2>{t("privacy.serversHeading")}</h2>
      <ul>
        <li>{t("privacy.serversAccount")}</li>
        <li>{t("privacy.serversMoney")}</li>
        <li>{t("privacy.serversMessages")}</li>
        <li>{t("privacy.serversCoach")}</li>
        <li>{t("privacy.serversReceipts")}</li>
        <li>{t("privacy.serversReminders")}</li>
        <li>{t("privacy.serversImports")}</li>
        <li>{t("privacy.serversUsage")}</li>
        <li>{t("privacy.serversReset")}</li>
        <li>{t("privacy.serversRights")}</li>
        <li>{t("privacy.serversSecurity")}</li>
      </ul>
      <h2>{t("privacy.onDeviceHeading")}</h2>
      <ul>
        <li>{t("privacy.onDeviceMessages")}</li>
        <li>{t("privacy.onDeviceReceipts")}</li>
        <li>{t("privacy.onDeviceVoice")}</li>
        <li>{t("privacy.onDeviceExport")}</li>
      </ul>
      <h2>{t("privacy.deviceHeading")}</h2>
      <p>{t("privacy.device")}</p>
      <h2>{t("privacy.messagesHeading")}</h2>
      <p>{t("privacy.messages")}</p>
      <h2>{t("privacy.accessHeading")}</h2>
      <p>{t("privacy.access")}</p>
      <h2>{t("privacy.deletingHeading")}</h2>
      <ul>
        <li>{t("privacy.deletingExpense")}</li>
        <li>
          <Trans t={t} i18nKey="privacy.deletingAccount" components={{ profile: <Link to="/profile" /> }} />
        </li>
        <li>{t("privacy.deletingDevice")}</li>
      </ul>
      <h2>{t("privacy.rightsHeading")}</h2>
      <p>
        <Trans t={t} i18nKey="privacy.rights" components={{ data: <Link to="/profile/data" /> }} />
      </p>
      <h2>{t("privacy.concernsHeading")}</h2>
      <p>
        <Trans t={t} i18nKey="privacy.concerns" components={{ concerns: <Link to="/concerns" /> }} />
      </p>
      <h2>{t("privacy.keepingHeading")}</h2>
      <ul>
        <li>{t("privacy.keepingMoney")}</li>
        <li>{t("privacy.keepingMessages")}</li>
        <li>{t("privacy.keepingReceipts")}</li>
        <li>{t("privacy.keepingUsage")}</li>
        <li>{t("privacy.keepingSecurity")}</li>
        <li>{t("privacy.keepingArchive")}</li>
      </ul>
      <h2>{t("privacy.securityHeading")}</h2>
      <p>{t("privacy.security")}</p>
      <h2>{t("privacy.breachHeading")}</h2>
      <p>{t("privacy.breach")}</p>
      <h2>{t("privacy.contactHeading")}</h2>
      <p>{t("privacy.contact", { contact: dataContact })}</p>
      <h2 id="notice">{t("privacy.consentHeading")}</h2>
      <p>{t("privacy.consent")}</p>
      <PrivacyNotice />
    </LegalLayout>
  );
}
