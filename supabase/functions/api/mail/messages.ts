// The e-mails the API sends, in the language on the user's profile (docs/product.md §4.29; English
// when never chosen). Plain text first (it is what most clients preview), HTML beside it.

export type MailLanguage = "en" | "hi" | null | undefined;

import { formatRupees } from "@shared/money.ts";

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
    timeZone: "Asia/Kolkata",
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

/** One-click unsubscribe (RFC 8058): mail clients show their own button and POST to the link. */
const unsubscribeHeaders = (link: string) => ({
  "List-Unsubscribe": `<${link}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

const dayWord = (count: number) => (count === 1 ? "day" : "days");

const REMINDER_TITLE = "Log today's spending";
const streakIs = (count: number) => `streak is ${count} ${dayWord(count)}`;

/** The daily reminder's Web Push notification (docs/product.md §4.29): the e-mail's subject, split. */
export function dailyReminderPush(input: { streak: number }) {
  return { title: REMINDER_TITLE, body: `Your ${streakIs(input.streak)}`, url: "/expense" };
}

/** The daily reminder (docs/product.md §4.25). */
export function dailyReminderMail(input: {
  to: string;
  streak: number;
  appLink: string;
  unsubscribeLink: string;
}) {
  const subject = `${REMINDER_TITLE} — your ${streakIs(input.streak)}`;
  const text = [
    "Nothing logged today yet. A minute now keeps your budget honest and your streak alive.",
    "",
    `Add today's expenses: ${input.appLink}`,
    "",
    `Stop these daily reminders: ${input.unsubscribeLink}`,
  ].join("\n");
  const html = `<p>Nothing logged today yet. A minute now keeps your budget honest and your streak alive.</p>
<p><a href="${escapeHtml(input.appLink)}">Add today's expenses</a></p>
<p style="color:#666;font-size:0.9em"><a href="${escapeHtml(input.unsubscribeLink)}">Stop these daily reminders</a></p>`;
  return { to: input.to, subject, text, html, headers: unsubscribeHeaders(input.unsubscribeLink) };
}

export interface WeeklyFigures {
  /** Monday and Sunday of the week, yyyy-mm-dd. */
  weekStart: string;
  weekEnd: string;
  week: number;
  previousWeek: number;
  top: Array<{ category: string; total: number }>;
  streak: number;
  /** The month of weekEnd so far, and its budget (null without one). */
  monthName: string;
  month: number;
  budget: number | null;
}

const shortDay = (key: string) =>
  new Intl.DateTimeFormat("en-IN", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${key}T00:00:00Z`));

/** The lines of the weekly report (docs/product.md §4.25), shared by its text and HTML. */
export function weeklyReportLines(figures: WeeklyFigures): string[] {
  const change = figures.week - figures.previousWeek;
  const versus =
    change === 0
      ? `the same as the week before`
      : `${formatRupees(Math.abs(change))} ${change > 0 ? "more" : "less"} than the week before (${formatRupees(figures.previousWeek)})`;
  return [
    `This week (${shortDay(figures.weekStart)} – ${shortDay(figures.weekEnd)}): ${formatRupees(figures.week)}, ${versus}.`,
    figures.top.length
      ? `Top categories: ${figures.top.map((row) => `${row.category} ${formatRupees(row.total)}`).join(", ")}.`
      : "No spending logged this week.",
    `Logging streak: ${figures.streak} ${dayWord(figures.streak)}.`,
    figures.budget
      ? `${figures.monthName} so far: ${formatRupees(figures.month)} of your ${formatRupees(figures.budget)} budget (${Math.round((figures.month / figures.budget) * 100)}%).`
      : `${figures.monthName} so far: ${formatRupees(figures.month)}. Set a budget to see your progress.`,
  ];
}

export function weeklyReportMail(input: {
  to: string;
  figures: WeeklyFigures;
  appLink: string;
  unsubscribeLink: string;
}) {
  const lines = weeklyReportLines(input.figures);
  const subject = `Your week: ${formatRupees(input.figures.week)} spent`;
  const text = [
    ...lines,
    "",
    `See the details: ${input.appLink}`,
    "",
    `Stop these weekly reports: ${input.unsubscribeLink}`,
  ].join("\n");
  const html = `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p><a href="${escapeHtml(input.appLink)}">See the details</a></p>
<p style="color:#666;font-size:0.9em"><a href="${escapeHtml(input.unsubscribeLink)}">Stop these weekly reports</a></p>`;
  return { to: input.to, subject, text, html, headers: unsubscribeHeaders(input.unsubscribeLink) };
}
