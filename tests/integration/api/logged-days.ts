// What the app records after a save on each of these Indian days (use-expense-logged-handler.ts, by the
// shared rule): the streak record the home card and the server's reminders both read.
import { EMPTY_STREAK, recordExpenseLogged } from "@shared/coach/logging-streak.ts";
import { expect } from "vitest";
import { call, type TestApp } from "./api-client.ts";

export async function recordLoggedDays(app: TestApp, token: string, days: readonly string[]): Promise<void> {
  let streak = EMPTY_STREAK;
  for (const day of days) streak = recordExpenseLogged(streak, day).streak;
  const stored = await call(app, "PATCH", "/user-state", { token, body: { expenseStreak: streak } });
  expect(stored.status).toBe(200);
}
