// The scheduler's weekly-report step (docs/product.md §4.25): on Sunday at or after the user's
// reminder time, one e-mail with the week's total against the week before, the top 3 categories, the
// logging streak and the month's progress against the budget. Only for accounts older than the week.

import { addDays } from "@shared/calendar/indian-day.ts";
import { paiseFromWire } from "@shared/money/paise.ts";
import type { Tx } from "../db/with-user.ts";
import { withService } from "../db/with-user.ts";
import { type MailLanguage, type WeeklyFigures, weeklyReportMail } from "../mail/messages.ts";
import type { JobContext } from "./daily-reminders.ts";
import { sendOnce } from "./send-once.ts";
import { loggingStreak } from "./streak.ts";

const BATCH = 200;

/**
 * Users due the report now: Sunday on their clock, at or after their reminder time, none sent
 * today. private.local_clock answers null for a zone Postgres does not know: that user is left out
 * instead of the query failing for everyone. `passOver` are users this run has given up on.
 */
function dueReports(tx: Tx, context: JobContext, passOver: string[]) {
  const userIds = context.userIds ?? null;
  return tx<{ userId: string; email: string; day: string; language: MailLanguage }[]>`
    with local as (
      select s.user_id, u.email, p.language, s.reminder_time,
        private.local_clock(${context.now}::timestamptz, s.timezone) as clock,
        private.local_clock(u.created_at, s.timezone)::date as joined
      from public.notification_settings s
      join auth.users u on u.id = s.user_id
      left join public.profiles p on p.id = s.user_id
      where s.weekly_reports and u.email is not null
        -- Not for a user who declined or withdrew the purpose (supabase/schemas/38_consents.sql).
        and private.consent_given(s.user_id, 'weekly_report') is not false
        and (${userIds}::uuid[] is null or s.user_id = any(${userIds}::uuid[]))
        and s.user_id <> all(${passOver}::uuid[])
    )
    select l.user_id::text as "userId", l.email, l.language, to_char(l.clock::date, 'YYYY-MM-DD') as day
    from local l
    where extract(isodow from l.clock) = 7 and l.clock::time >= l.reminder_time
      and l.joined < l.clock::date - 6
      and not exists (
        select 1 from public.notification_log n
        where n.user_id = l.user_id and n.notification_type = 'weekly_report' and n.channel = 'email'
          and n.sent_on = l.clock::date)
    limit ${BATCH}`;
}

/** The report's figures for the week ending on Sunday `day` (Indian days, from the daily totals). */
export async function weeklyFigures(tx: Tx, userId: string, day: string): Promise<WeeklyFigures> {
  const weekStart = addDays(day, -6);
  // "The month so far" is the user's budget cycle (docs/product.md §4.31).
  const [cycle] = await tx<{ start: string }[]>`
    select start_day::text as start from private.cycle_bounds(${userId}::uuid, ${day}::date)`;
  const monthStart = cycle?.start ?? `${day.slice(0, 7)}-01`;
  const [totals] = await tx<{ week: string; previous: string; month: string }[]>`
    select
      coalesce(sum(t.total) filter (where t.day between ${weekStart}::date and ${day}::date), 0)::text as week,
      coalesce(sum(t.total) filter (where t.day between ${weekStart}::date - 7 and ${weekStart}::date - 1), 0)::text as previous,
      coalesce(sum(t.total) filter (where t.day between ${monthStart}::date and ${day}::date), 0)::text as month
    from private.spending_daily_totals t
    where t.user_id = ${userId} and t.day between least(${weekStart}::date - 7, ${monthStart}::date) and ${day}::date`;
  const top = await tx<{ category: string; total: string }[]>`
    select t.category, sum(t.total)::text as total from private.spending_daily_totals t
    where t.user_id = ${userId} and t.day between ${weekStart}::date and ${day}::date
    group by t.category having sum(t.total) > 0
    order by sum(t.total) desc, t.category limit 3`;
  const [budget] = await tx<
    { amount: string }[]
  >`select b.amount::text as amount from public.budgets b where b.user_id = ${userId}`;
  const monthName = new Intl.DateTimeFormat("en-IN", { month: "long", timeZone: "UTC" }).format(
    new Date(`${monthStart}T00:00:00Z`),
  );
  return {
    weekStart,
    weekEnd: day,
    week: paiseFromWire(totals?.week),
    previousWeek: paiseFromWire(totals?.previous),
    top: top.map((row) => ({ category: row.category, total: paiseFromWire(row.total) })),
    streak: await loggingStreak(tx, userId, day),
    monthName,
    cycleStart: monthStart,
    month: paiseFromWire(totals?.month),
    budget: budget ? paiseFromWire(budget.amount) : null,
  };
}

export async function sendWeeklyReports(context: JobContext): Promise<{ sent: number }> {
  let sent = 0;
  const passOver: string[] = [];
  for (;;) {
    const due = await withService(context.sql, (tx) => dueReports(tx, context, passOver));
    for (const report of due) {
      // One user's failure is logged and costs nobody else their report.
      await reportOne(context, report).then(
        (wasSent) => {
          if (wasSent) sent += 1;
        },
        (error: Error) => {
          passOver.push(report.userId);
          console.error(`[jobs] weekly_report for ${report.userId} failed: ${error.message}`);
        },
      );
    }
    if (due.length < BATCH) return { sent };
  }
}

async function reportOne(
  context: JobContext,
  report: { userId: string; email: string; day: string; language: MailLanguage },
): Promise<boolean> {
  const figures = await withService(context.sql, (tx) => weeklyFigures(tx, report.userId, report.day));
  const mail = weeklyReportMail({
    to: report.email,
    figures,
    language: report.language,
    appLink: `${context.siteUrl}/analytics`,
    unsubscribeLink: `${context.siteUrl}/api/unsubscribe?token=${await context.signer.sign(report.userId, "weekly_reports")}`,
  });
  const item = {
    userId: report.userId,
    type: "weekly_report",
    channel: "email" as const,
    day: report.day,
    title: mail.subject,
    message: mail.text,
  };
  return sendOnce(context.sql, item, () => context.mailer.send(mail), context.now);
}
