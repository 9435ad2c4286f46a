import type { LocaleTexts } from "../types";

export const admin: LocaleTexts["admin"] = {
  title: "एडमिन डैशबोर्ड",
  stats: {
    totalUsers: "कुल यूज़र",
    activeToday: "आज सक्रिय",
    monthlyLogins: "महीने के लॉगिन",
    expensesAdded: "जोड़े गए खर्च",
  },
  statsFailed: "एडमिन के आँकड़े लोड नहीं हो सके",
  dailyFailed: "रोज़ के यूज़र लोड नहीं हो सके",
  activityFailed: "गतिविधि के आँकड़े लोड नहीं हो सके",
  signups: "हाल में जुड़े यूज़र",
  noSignups: "अभी कोई नहीं जुड़ा।",
  usage: "रोज़ का इस्तेमाल",
  last30: "पिछले 30 दिन",
  notAuthorised: "अनुमति नहीं",
  notAuthorisedText: "एडमिन डैशबोर्ड सिर्फ़ एडमिन के लिए है। ज़रूरत हो तो किसी एडमिन से पूछें।",
};
