// What the app remembers for the user on the server (docs/product.md §10.8).
import { z } from "zod";
import { count, dayKey } from "./fields.ts";

/**
 * A change to the user's state kept on the server (docs/product.md §10.8): any of the fields, each
 * replacing what was stored. Unknown fields are refused so a misspelt one is not silently dropped.
 */
export const userStatePatchSchema = z.strictObject(
  {
    expenseStreak: z
      .strictObject({
        currentStreak: count("currentStreak"),
        longestStreak: count("longestStreak"),
        lastLoggedDate: dayKey("lastLoggedDate").nullable(),
        totalDaysLogged: count("totalDaysLogged"),
      })
      .optional(),
    missionState: z
      .strictObject({
        missionId: z
          .string({ error: "missionId is required" })
          .min(1, "missionId is required")
          .max(50, "missionId is too long"),
        date: dayKey("Mission date"),
        completed: z.boolean({ error: "completed must be true or false" }),
        progress: count("progress").max(100, "progress must be at most 100"),
      })
      .nullable()
      .optional(),
    missionStreak: count("missionStreak").optional(),
    soundEnabled: z.boolean({ error: "soundEnabled must be true or false" }).optional(),
    welcomeSeen: z.boolean({ error: "welcomeSeen must be true or false" }).optional(),
    tourCompleted: z.boolean({ error: "tourCompleted must be true or false" }).optional(),
    replayWelcome: z.boolean({ error: "replayWelcome must be true or false" }).optional(),
    greetingShownOn: dayKey("greetingShownOn").nullable().optional(),
    closedAlerts: z
      .array(
        z.string().min(1, "An alert key must not be empty").max(40, "An alert key is at most 40 characters"),
        {
          error: "closedAlerts must be a list of alert keys",
        },
      )
      .max(20, "closedAlerts holds at most 20 alerts")
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : undefined,
  },
);
export type UserStatePatch = z.input<typeof userStatePatchSchema>;
