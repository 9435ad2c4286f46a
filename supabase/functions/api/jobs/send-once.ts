// Sends a reminder or report at most once per user, kind, channel and local day (docs/product.md
// §4.25): the notification_log row is claimed first (a unique index), then the message goes out and
// the row says whether it was sent. A failed send is not retried that day.
import type postgres from "postgres";
import { withService } from "../db/with-user.ts";

export interface OnceADay {
  userId: string;
  /** notification_log.notification_type, e.g. "daily_reminder". */
  type: string;
  channel: "email" | "push";
  /** The user's local day it belongs to, yyyy-mm-dd. */
  day: string;
  title: string;
  message: string;
}

/** True when this call sent it; false when another run had claimed it already or the send failed. */
export async function sendOnce(
  sql: postgres.Sql,
  item: OnceADay,
  send: () => Promise<void>,
  now: Date,
): Promise<boolean> {
  const [claimed] = await withService(
    sql,
    (tx) => tx<{ id: string }[]>`
      insert into public.notification_log (user_id, notification_type, channel, sent_on, title, message, status)
      values (${item.userId}, ${item.type}, ${item.channel}, ${item.day}, ${item.title.slice(0, 200)},
        ${item.message.slice(0, 2000)}, 'queued')
      on conflict (user_id, notification_type, channel, sent_on) where sent_on is not null do nothing
      returning id::text as id`,
  );
  if (!claimed) return false;
  let sent = true;
  try {
    await send();
  } catch (error) {
    sent = false;
    console.error(
      `[jobs] ${item.type} to ${item.userId} by ${item.channel} failed: ${(error as Error).message}`,
    );
  }
  await withService(
    sql,
    (tx) => tx`
      update public.notification_log set status = ${sent ? "sent" : "failed"}, sent_at = ${sent ? now : null}
      where id = ${claimed.id}`,
  );
  return sent;
}
