// The scheduler's daily-reminder step (docs/product.md §4.25): at or after the user's reminder time
// on their clock, if they have logged nothing that day, one e-mail "Log today's spending — your
// streak is N days", and a Web Push to each of their devices (§4.28). Not on the day the account was made.
import type postgres from "postgres";
import type { UnsubscribeSigner } from "../auth/unsubscribe-token.ts";
import { withService } from "../db/with-user.ts";
import type { Mailer } from "../mail/mailer.ts";
import { dailyReminderMail, dailyReminderPush, type MailLanguage } from "../mail/messages.ts";
import type { PushSender } from "../push/web-push.ts";
import { reminderPushes } from "./reminder-push.ts";
import { sendOnce } from "./send-once.ts";
import { loggingStreak } from "./streak.ts";

export interface JobContext {
  sql: postgres.Sql;
  mailer: Mailer;
  /** Web Push to the user's devices as well (docs/product.md §4.28); absent without VAPID keys. */
  push?: PushSender;
  signer: UnsubscribeSigner;
  siteUrl: string;
  now: Date;
  /** Only these users (a manual re-run, and tests on a shared database); all when absent. */
  userIds?: string[];
}

const BATCH = 200;

interface DueReminder {
  userId: string;
  email: string;
  day: string;
  /** The profile's language: the e-mail and push in Hindi for 'hi' (docs/product.md §4.29). */
  language: MailLanguage;
}

/**
 * Users due a reminder now: the switch on, their reminder time passed today on their clock, nothing
 * logged today (expenses dated today or added today; those the recurring job added do not count),
 * and no reminder logged today. Clocks come from private.local_clock, which answers null for a zone
 * Postgres does not know: that user is left out instead of the query failing for everyone.
 * `passOver` are users this run has given up on.
 */
function dueReminders(tx: postgres.TransactionSql, context: JobContext, passOver: string[]) {
  const userIds = context.userIds ?? null;
  return tx<DueReminder[]>`
    with local as (
      select s.user_id, u.email, p.language, s.timezone, s.reminder_time,
        private.local_clock(${context.now}::timestamptz, s.timezone) as clock,
        private.local_clock(u.created_at, s.timezone) as joined
      from public.notification_settings s
      join auth.users u on u.id = s.user_id
      left join public.profiles p on p.id = s.user_id
      where s.daily_reminders and u.email is not null
        -- Not for a user who declined or withdrew the purpose (supabase/schemas/38_consents.sql).
        and private.consent_given(s.user_id, 'reminders') is not false
        and (${userIds}::uuid[] is null or s.user_id = any(${userIds}::uuid[]))
        and s.user_id <> all(${passOver}::uuid[])
    ), today as (
      select l.user_id, l.email, l.language, l.clock::date as day,
        private.zone_instant(l.clock::date::timestamp, l.timezone) as day_start,
        private.zone_instant((l.clock::date + 1)::timestamp, l.timezone) as day_end
      from local l
      where l.clock::time >= l.reminder_time and l.joined::date < l.clock::date
    )
    select t.user_id::text as "userId", t.email, t.language, to_char(t.day, 'YYYY-MM-DD') as day
    from today t
    where not exists (
        select 1 from public.notification_log n
        where n.user_id = t.user_id and n.notification_type = 'daily_reminder' and n.channel = 'email'
          and n.sent_on = t.day)
      and not exists (
        select 1 from public.expenses e
        where e.user_id = t.user_id and e.recurring_payment_id is null
          and ((e.spent_at >= t.day_start and e.spent_at < t.day_end)
            or (e.created_at >= t.day_start and e.created_at < t.day_end)))
    limit ${BATCH}`;
}

export async function sendDailyReminders(context: JobContext): Promise<{ sent: number; pushed: number }> {
  let sent = 0;
  const passOver: string[] = [];
  const pushes = context.push ? reminderPushes(context.sql, context.push, context.now) : undefined;
  for (;;) {
    const due = await withService(context.sql, (tx) => dueReminders(tx, context, passOver));
    for (const reminder of due) {
      // One user's failure is logged and costs nobody else their reminder.
      await remindOne(context, reminder, pushes).then(
        (mailed) => {
          if (mailed) sent += 1;
        },
        (error: Error) => {
          passOver.push(reminder.userId);
          console.error(`[jobs] daily_reminder for ${reminder.userId} failed: ${error.message}`);
        },
      );
    }
    // Each handled user now has a log row (sent or failed), or is passed over, so the next query moves on.
    if (due.length < BATCH) return { sent, pushed: (await pushes?.done()) ?? 0 };
  }
}

/** Mails one reminder and queues its push (sent with other users' at once); answers whether it mailed. */
async function remindOne(
  context: JobContext,
  reminder: DueReminder,
  pushes: ReturnType<typeof reminderPushes> | undefined,
): Promise<boolean> {
  const streak = await withService(context.sql, (tx) => loggingStreak(tx, reminder.userId, reminder.day));
  const mail = dailyReminderMail({
    to: reminder.email,
    streak,
    language: reminder.language,
    appLink: `${context.siteUrl}/expense`,
    unsubscribeLink: `${context.siteUrl}/api/unsubscribe?token=${await context.signer.sign(reminder.userId, "daily_reminders")}`,
  });
  const item = {
    userId: reminder.userId,
    type: "daily_reminder",
    channel: "email" as const,
    day: reminder.day,
    title: mail.subject,
    message: mail.text,
  };
  const mailed = await sendOnce(context.sql, item, () => context.mailer.send(mail), context.now);
  await pushes?.add(reminder, dailyReminderPush({ streak, language: reminder.language }));
  return mailed;
}
