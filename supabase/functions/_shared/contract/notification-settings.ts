// Reminder and report settings (docs/product.md §4.25): the Profile switches and the reminder time.
import { z } from "zod";

export const DEFAULT_REMINDER_TIME = "19:00";

const onOff = (label: string) => z.boolean({ error: `${label} must be true or false` }).optional();

export const notificationSettingsPatchSchema = z
  .strictObject(
    {
      dailyReminders: onOff("dailyReminders"),
      budgetAlerts: onOff("budgetAlerts"),
      weeklyReports: onOff("weeklyReports"),
      reminderTime: z
        .string({ error: "Reminder time must be a time written HH:MM, e.g. 19:00" })
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Reminder time must be a time written HH:MM, e.g. 19:00")
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : undefined,
    },
  )
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: "Nothing to change: send dailyReminders, budgetAlerts, weeklyReports or reminderTime",
  });
export type NotificationSettingsPatch = z.output<typeof notificationSettingsPatchSchema>;
