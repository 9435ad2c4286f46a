// The daily reminder's Web Push (docs/product.md §4.28): one notification to each of the user's
// devices, claimed once a day in notification_log (channel 'push') like the e-mail. A device its push
// service no longer knows (404/410) is forgotten; other failures are logged, not retried that day.
// A push service that never answers costs one timeout (push/web-push.ts), not the run: a user's devices
// are posted to together, and several users' pushes go at once (reminderPushes).
import type postgres from "postgres";
import { forgetPushTarget, pushTargetsOf } from "../db/push-subscriptions.ts";
import type { PushMessage, PushSender } from "../push/web-push.ts";
import { sendOnce } from "./send-once.ts";

const GONE = new Set([404, 410]);

/** Users whose pushes are under way at once: each holds a connection only around its log row. */
export const PUSH_USERS_AT_ONCE = 8;

export interface PushReminder {
  userId: string;
  day: string;
}

export async function sendReminderPush(
  sql: postgres.Sql,
  push: PushSender,
  reminder: PushReminder,
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
      const answers = await Promise.all(
        targets.map(async (target) => ({
          endpoint: target.endpoint,
          status: await push.send(target, message).catch((error: Error) => error.message),
        })),
      );
      const failures: string[] = [];
      let delivered = 0;
      for (const { endpoint, status } of answers) {
        if (typeof status === "number" && status >= 200 && status < 300) delivered += 1;
        else if (typeof status === "number" && GONE.has(status)) await forgetPushTarget(sql, endpoint);
        else failures.push(`${new URL(endpoint).host}: ${status}`);
      }
      // Sent when any device took it; logged as failed when none did (all gone or refused).
      if (delivered === 0) throw new Error(failures.join("; ") || "every device is gone");
      if (failures.length > 0)
        console.error(`[jobs] daily_reminder push partly failed: ${failures.join("; ")}`);
    },
    now,
  );
}

/**
 * The run's pushes, PUSH_USERS_AT_ONCE users at a time: `add` waits only for a free place, `done`
 * for them all and answers how many users' devices took the reminder. One user's failure is logged
 * and touches no one else's push.
 */
export function reminderPushes(sql: postgres.Sql, push: PushSender, now: Date) {
  const running = new Set<Promise<void>>();
  let pushed = 0;
  return {
    async add(reminder: PushReminder, message: PushMessage): Promise<void> {
      while (running.size >= PUSH_USERS_AT_ONCE) await Promise.race(running);
      const task: Promise<void> = sendReminderPush(sql, push, reminder, message, now)
        .then((sent) => {
          if (sent) pushed += 1;
        })
        .catch((error: Error) => {
          console.error(`[jobs] daily_reminder push to ${reminder.userId} failed: ${error.message}`);
        })
        .finally(() => running.delete(task));
      running.add(task);
    },
    async done(): Promise<number> {
      await Promise.all(running);
      return pushed;
    },
  };
}
