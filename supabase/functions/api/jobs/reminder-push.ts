// The daily reminder's Web Push (docs/product.md §4.28): one notification to each of the user's
// devices, claimed once a day in notification_log (channel 'push') like the e-mail. A device its push
// service no longer knows (404/410) is forgotten; other failures are logged, not retried that day.
import type postgres from "postgres";
import { forgetPushTarget, pushTargetsOf } from "../db/push-subscriptions.ts";
import type { PushMessage, PushSender } from "../push/web-push.ts";
import { sendOnce } from "./send-once.ts";

const GONE = new Set([404, 410]);

export async function sendReminderPush(
  sql: postgres.Sql,
  push: PushSender,
  reminder: { userId: string; day: string },
  message: PushMessage,
  now: Date,
): Promise<boolean> {
  const targets = await pushTargetsOf(sql, reminder.userId);
  if (targets.length === 0) return false;
  const item = {
    userId: reminder.userId,
    type: "daily_reminder",
    channel: "push" as const,
    day: reminder.day,
    title: message.title,
    message: message.body,
  };
  return sendOnce(
    sql,
    item,
    async () => {
      const failures: string[] = [];
      let delivered = 0;
      for (const target of targets) {
        const status = await push.send(target, message).catch((error: Error) => error.message);
        if (typeof status === "number" && status >= 200 && status < 300) delivered += 1;
        else if (typeof status === "number" && GONE.has(status)) await forgetPushTarget(sql, target.endpoint);
        else failures.push(`${new URL(target.endpoint).host}: ${status}`);
      }
      // Sent when any device took it; logged as failed when none did (all gone or refused).
      if (delivered === 0) throw new Error(failures.join("; ") || "every device is gone");
      if (failures.length > 0)
        console.error(`[jobs] daily_reminder push partly failed: ${failures.join("; ")}`);
    },
    now,
  );
}
