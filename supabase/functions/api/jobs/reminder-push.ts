// The daily reminder's Web Push (docs/product.md §4.28): one notification to each of the user's
// devices, claimed once a day in notification_log (channel 'push') like the e-mail. A device its push
// service no longer knows (404/410) is forgotten; other failures are logged, not retried that day.
// A push service that never answers costs one timeout (push/web-push.ts), not the run: a user's devices
// are posted to together, and several users' pushes go at once (reminderPushes). The budget alerts'
// push (budget-alert-push.ts) posts with the same pushToDevices and usersAtOnce.
import type postgres from "postgres";
import { forgetPushTarget, pushTargetsOf } from "../db/push-subscriptions.ts";
import type { PushMessage, PushSender, PushTarget } from "../push/web-push.ts";
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
      await pushToDevices(sql, push, targets, message, "daily_reminder");
    },
    now,
  );
}

/**
 * Posts one message to each of a user's devices at once (the one home of the device rules, shared
 * with the budget alerts' push): a device its push service no longer knows (404/410) is forgotten;
 * throws when no device took it, and logs the devices that failed when some did. Answers the devices
 * kept, for the next message to the same user.
 */
export async function pushToDevices(
  sql: postgres.Sql,
  push: PushSender,
  targets: PushTarget[],
  message: PushMessage,
  kind: string,
): Promise<PushTarget[]> {
  const answers = await Promise.all(
    targets.map(async (target) => ({
      endpoint: target.endpoint,
      status: await push.send(target, message).catch((error: Error) => error.message),
    })),
  );
  const failures: string[] = [];
  const gone = new Set<string>();
  let delivered = 0;
  for (const { endpoint, status } of answers) {
    if (typeof status === "number" && status >= 200 && status < 300) delivered += 1;
    else if (typeof status === "number" && GONE.has(status)) {
      await forgetPushTarget(sql, endpoint);
      gone.add(endpoint);
    } else failures.push(`${new URL(endpoint).host}: ${status}`);
  }
  // Sent when any device took it; failed when none did (all gone or refused).
  if (delivered === 0) throw new Error(failures.join("; ") || "every device is gone");
  if (failures.length > 0) console.error(`[jobs] ${kind} push partly failed: ${failures.join("; ")}`);
  return targets.filter((target) => !gone.has(target.endpoint));
}

/**
 * Work for several users at once, PUSH_USERS_AT_ONCE at a time: `add` waits only for a free place,
 * `done` for them all and answers how many answered true. One user's failure is logged and touches
 * no one else's.
 */
export function usersAtOnce(kind: string) {
  const running = new Set<Promise<void>>();
  let count = 0;
  return {
    async add(userId: string, work: () => Promise<boolean>): Promise<void> {
      while (running.size >= PUSH_USERS_AT_ONCE) await Promise.race(running);
      const task: Promise<void> = work()
        .then((counted) => {
          if (counted) count += 1;
        })
        .catch((error: Error) => {
          console.error(`[jobs] ${kind} push to ${userId} failed: ${error.message}`);
        })
        .finally(() => running.delete(task));
      running.add(task);
    },
    async done(): Promise<number> {
      await Promise.all(running);
      return count;
    },
  };
}

/** The run's reminder pushes, several users at once; `done` answers how many users' devices took it. */
export function reminderPushes(sql: postgres.Sql, push: PushSender, now: Date) {
  const users = usersAtOnce("daily_reminder");
  return {
    add: (reminder: PushReminder, message: PushMessage): Promise<void> =>
      users.add(reminder.userId, () => sendReminderPush(sql, push, reminder, message, now)),
    done: (): Promise<number> => users.done(),
  };
}
