// The e-mails the API sends. Plain text first (it is what most clients preview), HTML beside it.
import { formatRupees } from "@shared/money.ts";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function resetRequestMail(input: { to: string; otp: string; link: string }) {
  const text = [
    "Someone asked to reset the password of your Paisa Coach account.",
    "",
    `Your one-time code (OTP): ${input.otp}`,
    "",
    "Or open this link to choose a new password:",
    input.link,
    "",
    "The code and the link are valid for 10 minutes and work once.",
    "If you did not ask for this, ignore this e-mail: your password stays the same.",
  ].join("\n");
  const html = `<p>Someone asked to reset the password of your Paisa Coach account.</p>
<p>Your one-time code (OTP): <strong style="font-size:1.4em;letter-spacing:0.2em">${escapeHtml(input.otp)}</strong></p>
<p>Or <a href="${escapeHtml(input.link)}">choose a new password with this link</a>.</p>
<p>The code and the link are valid for 10 minutes and work once.<br>
If you did not ask for this, ignore this e-mail: your password stays the same.</p>`;
  return { to: input.to, subject: "Reset your Paisa Coach password", text, html };
}

/** `signedOut`: every device (after a reset), or every other device (a change made while signed in). */
export function passwordChangedMail(input: { to: string; when: Date; signedOut?: "all" | "others" }) {
  const when = new Intl.DateTimeFormat("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  }).format(input.when);
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

/** The daily reminder (docs/product.md §4.25). */
export function dailyReminderMail(input: {
  to: string;
  streak: number;
  appLink: string;
  unsubscribeLink: string;
}) {
  const subject = `Log today's spending — your streak is ${input.streak} ${dayWord(input.streak)}`;
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
