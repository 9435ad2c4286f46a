// The e-mails the API sends, in the language on the user's profile (docs/product.md §4.29; English
// when never chosen). Plain text first (it is what most clients preview), HTML beside it.

export type MailLanguage = "en" | "hi" | null | undefined;

import { INDIA_TIME_ZONE } from "@shared/calendar/indian-day.ts";
import { negatePaise, type Paise, percentOf, subtractPaise } from "@shared/money/paise.ts";
import { formatRupees } from "@shared/money/rupees.ts";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const RESET_TEXTS = {
  en: {
    subject: "Reset your Paisa Coach password",
    asked: "Someone asked to reset the password of your Paisa Coach account.",
    code: "Your one-time code (OTP):",
    orLink: "Or open this link to choose a new password:",
    orLinkHtml: ["Or ", "choose a new password with this link", "."],
    valid: "The code and the link are valid for 10 minutes and work once.",
    ignore: "If you did not ask for this, ignore this e-mail: your password stays the same.",
  },
  hi: {
    subject: "अपना Paisa Coach पासवर्ड बदलें",
    asked: "किसी ने आपके Paisa Coach खाते का पासवर्ड बदलने का अनुरोध किया है।",
    code: "आपका एक-बार का कोड (OTP):",
    orLink: "या नया पासवर्ड चुनने के लिए यह लिंक खोलें:",
    orLinkHtml: ["या ", "इस लिंक से नया पासवर्ड चुनें", "।"],
    valid: "कोड और लिंक 10 मिनट तक मान्य हैं और एक ही बार चलते हैं।",
    ignore: "अगर आपने यह अनुरोध नहीं किया, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड वही रहेगा।",
  },
} as const;

export function resetRequestMail(input: { to: string; otp: string; link: string; language?: MailLanguage }) {
  const t = RESET_TEXTS[input.language === "hi" ? "hi" : "en"];
  const text = [t.asked, "", `${t.code} ${input.otp}`, "", t.orLink, input.link, "", t.valid, t.ignore].join(
    "\n",
  );
  const [before, linkText, after] = t.orLinkHtml;
  const html = `<p>${t.asked}</p>
<p>${t.code} <strong style="font-size:1.4em;letter-spacing:0.2em">${escapeHtml(input.otp)}</strong></p>
<p>${before}<a href="${escapeHtml(input.link)}">${linkText}</a>${after}</p>
<p>${t.valid}<br>
${t.ignore}</p>`;
  return { to: input.to, subject: t.subject, text, html };
}

/** `signedOut`: every device (after a reset), or every other device (a change made while signed in). */
export function passwordChangedMail(input: {
  to: string;
  when: Date;
  signedOut?: "all" | "others";
  language?: MailLanguage;
}) {
  const hindi = input.language === "hi";
  const when = new Intl.DateTimeFormat(hindi ? "hi-IN" : "en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: INDIA_TIME_ZONE,
    numberingSystem: "latn",
  }).format(input.when);
  if (hindi) {
    const text = [
      `आपके Paisa Coach खाते का पासवर्ड ${when} (IST) को बदला गया।`,
      input.signedOut === "others"
        ? "आपके दूसरे डिवाइस साइन आउट कर दिए गए हैं; जिस डिवाइस से आपने बदला, वह साइन इन रहेगा।"
        : "जो भी डिवाइस साइन इन थे, सब साइन आउट कर दिए गए हैं।",
      "",
      "अगर यह आपने नहीं किया, तो अभी साइन-इन पेज से अपना पासवर्ड बदलें और अपने ई-मेल खाते की सुरक्षा जाँचें।",
    ].join("\n");
    return { to: input.to, subject: "आपका Paisa Coach पासवर्ड बदल दिया गया", text };
  }
  const text = [
    `The password of your Paisa Coach account was changed on ${when} (IST).`,
    input.signedOut === "others"
      ? "Your other devices have been signed out; the one you used stays signed in."
      : "All devices that were signed in have been signed out.",
    "",
    "If this was not you, reset your password now from the sign-in page and check your e-mail account's security.",
  ].join("\n");
  return { to: input.to, subject: "Your Paisa Coach password was changed", text };
}

const DELETED_TEXTS = {
  en: {
    subject: "Your Paisa Coach account was deleted",
    deleted: (when: string) =>
      `Your Paisa Coach account was deleted on ${when} (IST), as asked from the app.`,
    what: "Your expenses, budgets, receipt photos, reminders and settings are gone, and every device that was signed in has been signed out.",
    last: "This is the last e-mail we send you. You are welcome back any time with a new account.",
    notYou:
      "If this was not you, someone knew your password: change it wherever else you use it, and check your e-mail account's security.",
  },
  hi: {
    subject: "आपका Paisa Coach खाता हटा दिया गया",
    deleted: (when: string) => `आपका Paisa Coach खाता ${when} (IST) को ऐप से किए गए अनुरोध पर हटा दिया गया।`,
    what: "आपके खर्च, बजट, रसीद की फ़ोटो, रिमाइंडर और सेटिंग्स मिटा दी गई हैं, और जो भी डिवाइस साइन इन थे, सब साइन आउट कर दिए गए हैं।",
    last: "यह हमारा आपको आख़िरी ई-मेल है। नए खाते के साथ आप कभी भी वापस आ सकते हैं।",
    notYou:
      "अगर यह आपने नहीं किया, तो किसी को आपका पासवर्ड पता था: जहाँ भी आप वही पासवर्ड इस्तेमाल करते हैं, उसे बदलें और अपने ई-मेल खाते की सुरक्षा जाँचें।",
  },
} as const;

/** After an account deletion (docs/product.md §4.22): what went, and what to do if it was not them. */
export function accountDeletedMail(input: { to: string; when: Date; language?: MailLanguage }) {
  const hindi = input.language === "hi";
  const t = DELETED_TEXTS[hindi ? "hi" : "en"];
  const when = new Intl.DateTimeFormat(hindi ? "hi-IN" : "en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: INDIA_TIME_ZONE,
    numberingSystem: "latn",
  }).format(input.when);
  const text = [t.deleted(when), t.what, "", t.last, "", t.notYou].join("\n");
  return { to: input.to, subject: t.subject, text };
}

/** One-click unsubscribe (RFC 8058): mail clients show their own button and POST to the link. */
const unsubscribeHeaders = (link: string) => ({
  "List-Unsubscribe": `<${link}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

const dayWord = (count: number) => (count === 1 ? "day" : "days");

const REMINDER_TEXTS = {
  en: {
    title: "Log today's spending",
    streakIs: (count: number) => `streak is ${count} ${dayWord(count)}`,
    pushBody: (streak: string) => `Your ${streak}`,
    subject: (title: string, streak: string) => `${title} — your ${streak}`,
    nothing: "Nothing logged today yet. A minute now keeps your budget honest and your streak alive.",
    add: "Add today's expenses",
    stop: "Stop these daily reminders",
  },
  hi: {
    title: "आज का खर्च दर्ज करें",
    streakIs: (count: number) => `सिलसिला ${count} दिन का है`,
    pushBody: (streak: string) => `आपका ${streak}`,
    subject: (title: string, streak: string) => `${title} — आपका ${streak}`,
    nothing: "आज अभी तक कुछ दर्ज नहीं हुआ। अभी एक मिनट दें, ताकि आपका बजट सही रहे और सिलसिला बना रहे।",
    add: "आज के खर्च जोड़ें",
    stop: "ये दैनिक रिमाइंडर बंद करें",
  },
} as const;

const reminderTexts = (language: MailLanguage) => REMINDER_TEXTS[language === "hi" ? "hi" : "en"];

/** The daily reminder's Web Push notification (docs/product.md §4.29): the e-mail's subject, split. */
export function dailyReminderPush(input: { streak: number; language?: MailLanguage }) {
  const t = reminderTexts(input.language);
  return { title: t.title, body: t.pushBody(t.streakIs(input.streak)), url: "/expense" };
}

/** The daily reminder (docs/product.md §4.25). */
export function dailyReminderMail(input: {
  to: string;
  streak: number;
  appLink: string;
  unsubscribeLink: string;
  language?: MailLanguage;
}) {
  const t = reminderTexts(input.language);
  const subject = t.subject(t.title, t.streakIs(input.streak));
  const text = [t.nothing, "", `${t.add}: ${input.appLink}`, "", `${t.stop}: ${input.unsubscribeLink}`].join(
    "\n",
  );
  const html = `<p>${t.nothing}</p>
<p><a href="${escapeHtml(input.appLink)}">${t.add}</a></p>
<p style="color:#666;font-size:0.9em"><a href="${escapeHtml(input.unsubscribeLink)}">${t.stop}</a></p>`;
  return { to: input.to, subject, text, html, headers: unsubscribeHeaders(input.unsubscribeLink) };
}

export interface WeeklyFigures {
  /** Monday and Sunday of the week, yyyy-mm-dd. */
  weekStart: string;
  weekEnd: string;
  week: Paise;
  previousWeek: Paise;
  top: Array<{ category: string; total: Paise }>;
  streak: number;
  /** The month of weekEnd so far, and its budget (null without one). */
  monthName: string;
  /**
   * The first day of the budget cycle that holds weekEnd (docs/product.md §4.31); a cycle that does
   * not start on the 1st is named by it ("Since 25 Nov") instead of the month. Absent: the 1st.
   */
  cycleStart?: string;
  month: Paise;
  budget: Paise | null;
}

const shortDay = (key: string, locale: "en-IN" | "hi-IN" = "en-IN") =>
  new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
    numberingSystem: "latn",
  }).format(new Date(`${key}T00:00:00Z`));

const dayAndMonth = (key: string, locale: "en-IN" | "hi-IN") =>
  new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
    numberingSystem: "latn",
  }).format(new Date(`${key}T00:00:00Z`));

const cycleFromMidMonth = (figures: WeeklyFigures): figures is WeeklyFigures & { cycleStart: string } =>
  figures.cycleStart !== undefined && !figures.cycleStart.endsWith("-01");

/** The weekly report in Hindi: the same figures, amounts as hi-IN writes them (Latin digits). */
function weeklyReportLinesHindi(figures: WeeklyFigures): string[] {
  const rupees = (amount: Paise) => formatRupees(amount, { locale: "hi-IN" });
  const soFar = cycleFromMidMonth(figures)
    ? `${dayAndMonth(figures.cycleStart, "hi-IN")} से अब तक`
    : `${new Intl.DateTimeFormat("hi-IN", { month: "long", timeZone: "UTC" }).format(
        new Date(`${figures.weekEnd.slice(0, 7)}-01T00:00:00Z`),
      )} में अब तक`;
  const change = subtractPaise(figures.week, figures.previousWeek);
  const changeSize = change < 0 ? negatePaise(change) : change;
  const versus =
    change === 0
      ? "पिछले हफ़्ते जितना ही"
      : `पिछले हफ़्ते (${rupees(figures.previousWeek)}) से ${rupees(changeSize)} ${change > 0 ? "ज़्यादा" : "कम"}`;
  return [
    `इस हफ़्ते (${shortDay(figures.weekStart, "hi-IN")} – ${shortDay(figures.weekEnd, "hi-IN")}): ${rupees(figures.week)}, ${versus}।`,
    figures.top.length
      ? `सबसे ज़्यादा खर्च: ${figures.top.map((row) => `${row.category} ${rupees(row.total)}`).join(", ")}।`
      : "इस हफ़्ते कोई खर्च दर्ज नहीं हुआ।",
    `दर्ज करने का सिलसिला: ${figures.streak} दिन।`,
    figures.budget
      ? `${soFar}: ${rupees(figures.month)}, आपके ${rupees(figures.budget)} के बजट का ${percentOf(figures.month, figures.budget, { rounding: "nearest" })}%।`
      : `${soFar}: ${rupees(figures.month)}। अपनी प्रगति देखने के लिए बजट तय करें।`,
  ];
}

/** The lines of the weekly report (docs/product.md §4.25), shared by its text and HTML. */
export function weeklyReportLines(figures: WeeklyFigures, language?: MailLanguage): string[] {
  if (language === "hi") return weeklyReportLinesHindi(figures);
  const monthName = cycleFromMidMonth(figures)
    ? `Since ${dayAndMonth(figures.cycleStart, "en-IN")}`
    : figures.monthName;
  const change = subtractPaise(figures.week, figures.previousWeek);
  const changeSize = change < 0 ? negatePaise(change) : change;
  const versus =
    change === 0
      ? `the same as the week before`
      : `${formatRupees(changeSize)} ${change > 0 ? "more" : "less"} than the week before (${formatRupees(figures.previousWeek)})`;
  return [
    `This week (${shortDay(figures.weekStart)} – ${shortDay(figures.weekEnd)}): ${formatRupees(figures.week)}, ${versus}.`,
    figures.top.length
      ? `Top categories: ${figures.top.map((row) => `${row.category} ${formatRupees(row.total)}`).join(", ")}.`
      : "No spending logged this week.",
    `Logging streak: ${figures.streak} ${dayWord(figures.streak)}.`,
    figures.budget
      ? `${monthName} so far: ${formatRupees(figures.month)} of your ${formatRupees(figures.budget)} budget (${percentOf(figures.month, figures.budget, { rounding: "nearest" })}%).`
      : `${monthName} so far: ${formatRupees(figures.month)}. Set a budget to see your progress.`,
  ];
}

const WEEKLY_TEXTS = {
  en: {
    subject: (week: Paise) => `Your week: ${formatRupees(week)} spent`,
    details: "See the details",
    stop: "Stop these weekly reports",
  },
  hi: {
    subject: (week: Paise) => `आपका हफ़्ता: ${formatRupees(week, { locale: "hi-IN" })} खर्च`,
    details: "पूरा ब्योरा देखें",
    stop: "ये साप्ताहिक रिपोर्ट बंद करें",
  },
} as const;

export function weeklyReportMail(input: {
  to: string;
  figures: WeeklyFigures;
  appLink: string;
  unsubscribeLink: string;
  language?: MailLanguage;
}) {
  const t = WEEKLY_TEXTS[input.language === "hi" ? "hi" : "en"];
  const lines = weeklyReportLines(input.figures, input.language);
  const subject = t.subject(input.figures.week);
  const text = [
    ...lines,
    "",
    `${t.details}: ${input.appLink}`,
    "",
    `${t.stop}: ${input.unsubscribeLink}`,
  ].join("\n");
  const html = `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p><a href="${escapeHtml(input.appLink)}">${t.details}</a></p>
<p style="color:#666;font-size:0.9em"><a href="${escapeHtml(input.unsubscribeLink)}">${t.stop}</a></p>`;
  return { to: input.to, subject, text, html, headers: unsubscribeHeaders(input.unsubscribeLink) };
}

const CONCERN_TEXTS = {
  en: {
    subject: (reference: string) => `We received your concern ${reference}`,
    received: "We received the concern you raised about your data in Paisa Coach.",
    reference: "Your reference:",
    category: "Category:",
    answer: (days: number, dueBy: string) => `We will answer within ${days} days, by ${dueBy}.`,
    status: "You can see its status in the app under Profile → Raise a concern.",
    contact: "Questions about your data:",
    categories: {
      data_access: "Data access",
      correction: "Correction",
      erasure: "Erasure",
      consent: "Consent",
      other: "Other",
    },
  },
  hi: {
    subject: (reference: string) => `आपकी शिकायत ${reference} हमें मिल गई है`,
    received: "Paisa Coach में अपने डेटा के बारे में आपकी शिकायत हमें मिल गई है।",
    reference: "आपका संदर्भ नंबर:",
    category: "श्रेणी:",
    answer: (days: number, dueBy: string) => `हम ${days} दिनों के भीतर, ${dueBy} तक जवाब देंगे।`,
    status: "इसकी स्थिति ऐप में प्रोफ़ाइल → शिकायत दर्ज करें में देखें।",
    contact: "अपने डेटा के बारे में सवाल:",
    categories: {
      data_access: "डेटा देखना",
      correction: "सुधार",
      erasure: "मिटाना",
      consent: "सहमति",
      other: "अन्य",
    },
  },
} as const;

/** The acknowledgement of a raised concern: its reference and the date the answer is due. */
export function concernReceivedMail(input: {
  to: string;
  reference: string;
  category: keyof (typeof CONCERN_TEXTS)["en"]["categories"];
  dueBy: Date;
  responseDays: number;
  contact: string;
  language?: MailLanguage;
}) {
  const hindi = input.language === "hi";
  const t = CONCERN_TEXTS[hindi ? "hi" : "en"];
  const dueBy = new Intl.DateTimeFormat(hindi ? "hi-IN" : "en-IN", {
    dateStyle: "long",
    timeZone: INDIA_TIME_ZONE,
    numberingSystem: "latn",
  }).format(input.dueBy);
  const lines = [
    t.received,
    "",
    `${t.reference} ${input.reference}`,
    `${t.category} ${t.categories[input.category]}`,
    "",
    t.answer(input.responseDays, dueBy),
    t.status,
    "",
    `${t.contact} ${input.contact}`,
  ];
  const html = `<p>${t.received}</p>
<p>${t.reference} <strong>${escapeHtml(input.reference)}</strong><br>
${t.category} ${t.categories[input.category]}</p>
<p>${escapeHtml(t.answer(input.responseDays, dueBy))}<br>
${t.status}</p>
<p>${t.contact} <a href="mailto:${escapeHtml(input.contact)}">${escapeHtml(input.contact)}</a></p>`;
  return { to: input.to, subject: t.subject(input.reference), text: lines.join("\n"), html };
}

const ARCHIVE_TEXTS = {
  en: {
    subject: "Your Paisa Coach data archive is ready",
    ready: "The archive of everything your Paisa Coach account holds is ready.",
    open: "Open this link, signed in, to download it:",
    until: (date: string) =>
      `The link works until ${date} (IST). After that, ask for a new archive in the app.`,
    notYou: "If you did not ask for this, change your password and tell us.",
  },
  hi: {
    subject: "आपके Paisa Coach डेटा का संग्रह तैयार है",
    ready: "आपके Paisa Coach खाते में रखी हर चीज़ का संग्रह (archive) तैयार है।",
    open: "डाउनलोड करने के लिए साइन इन करके यह लिंक खोलें:",
    until: (date: string) => `लिंक ${date} (IST) तक चलेगा। उसके बाद ऐप में नया संग्रह माँगें।`,
    notYou: "अगर यह आपने नहीं माँगा, तो अपना पासवर्ड बदलें और हमें बताएँ।",
  },
} as const;

/** The data archive is ready: a link to the app's "Your data" screen, which downloads it for the owner. */
export function archiveReadyMail(input: {
  to: string;
  link: string;
  expiresAt: Date;
  language?: MailLanguage;
}) {
  const hindi = input.language === "hi";
  const t = ARCHIVE_TEXTS[hindi ? "hi" : "en"];
  const until = new Intl.DateTimeFormat(hindi ? "hi-IN" : "en-IN", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: INDIA_TIME_ZONE,
    numberingSystem: "latn",
  }).format(input.expiresAt);
  const text = [t.ready, "", t.open, input.link, "", t.until(until), t.notYou].join("\n");
  const html = `<p>${t.ready}</p>
<p>${t.open}<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p>${escapeHtml(t.until(until))}<br>
${t.notYou}</p>`;
  return { to: input.to, subject: t.subject, text, html };
}

const NOMINEE_TEXTS = {
  en: {
    subject: "You have been named as a nominee on Paisa Coach",
    named: (name: string, who: string) =>
      `Hello ${name}, ${who} has named you in Paisa Coach, a personal expense app, as the person who may use their data rights if they die or can no longer act for themselves.`,
    means:
      "This means that, in that case, you may ask us to show, correct or erase their data, or to close their account, as India's Digital Personal Data Protection Act 2023 allows.",
    nothing: "You do not need to do anything now. This e-mail is for your information only.",
    contact: (contact: string) => `Questions, or to act as nominee later: ${contact}`,
  },
  hi: {
    subject: "Paisa Coach पर आपको नामित (nominee) किया गया है",
    named: (name: string, who: string) =>
      `नमस्ते ${name}, ${who} ने खर्च लिखने वाले ऐप Paisa Coach में आपको वह व्यक्ति चुना है जो उनकी मृत्यु या असमर्थता पर उनके डेटा से जुड़े अधिकारों का उपयोग कर सकेगा।`,
    means:
      "यानी ऐसी स्थिति में आप हमसे उनका डेटा दिखाने, सुधारने या मिटाने, या उनका खाता बंद करने को कह सकते हैं, जैसा भारत का डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम 2023 अनुमति देता है।",
    nothing: "अभी आपको कुछ नहीं करना है। यह ई-मेल केवल आपकी जानकारी के लिए है।",
    contact: (contact: string) => `प्रश्न हों, या बाद में नामित व्यक्ति के रूप में कार्य करना हो: ${contact}`,
  },
} as const;

/** To the person a user nominates: who named them, what it means, nothing to do now. */
export function nomineeNamedMail(input: {
  to: string;
  nomineeName: string;
  userName: string;
  contact: string;
  language?: MailLanguage;
}) {
  const t = NOMINEE_TEXTS[input.language === "hi" ? "hi" : "en"];
  const lines = [
    t.named(input.nomineeName, input.userName),
    "",
    t.means,
    "",
    t.nothing,
    t.contact(input.contact),
  ];
  const html = lines
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("\n");
  return { to: input.to, subject: t.subject, text: lines.join("\n"), html };
}
