import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { LegalLayout } from "./LegalLayout";

export default function TermsPage() {
  const { t } = useTranslation("legal");
  return (
    <LegalLayout title={t("terms.title")} updated={t("terms.updated")}>
      <p>{t("terms.intro")}</p>
      <h2>{t("terms.accountHeading")}</h2>
      <ul>
        <li>{t("terms.accountEmail")}</li>
        <li>{t("terms.accountPassword")}</li>
        <li>{t("terms.accountOnePerson")}</li>
      </ul>
      <h2>{t("terms.serviceHeading")}</h2>
      <p>{t("terms.service")}</p>
      <h2>{t("terms.fairUseHeading")}</h2>
      <ul>
        <li>{t("terms.fairUseData")}</li>
        <li>{t("terms.fairUseReceipts")}</li>
      </ul>
      <h2>{t("terms.dataHeading")}</h2>
      <p>
        <Trans t={t} i18nKey="terms.data" components={{ privacy: <Link to="/privacy" /> }} />
      </p>
      <h2>{t("terms.endingHeading")}</h2>
      <p>{t("terms.ending")}</p>
      <h2>{t("terms.changesHeading")}</h2>
      <p>{t("terms.changes")}</p>
    </LegalLayout>
  );
}
