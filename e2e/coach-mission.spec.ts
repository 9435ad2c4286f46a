// Today's mission (docs/product.md §4.11 mission, §5.8 progress): chosen from the user and the Indian date, progress
// from the day's real expenses, completion once per day with its toast, sound and mission streak.

import { missionForDay } from "../src/features/coach/missions.ts";
import { ist, logExpense, recordTones, serverState, signedInNewUser, takeTones } from "./coach-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { expectToast, uniqueUser } from "./support-web.ts";

/** The first day from `from` on which `email` gets the mission `missionId` (one in every 8 days). */
function dayWithMission(email: string, missionId: string, from = "2026-11-01"): string {
  for (let i = 0; i < 8; i++) {
    const day = new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    if (missionForDay(email, day).id === missionId) return day;
  }
  throw new Error(`no day with ${missionId} for ${email}`);
}

test("track every expense: not ready at 0% and 33%, completed at 3 expenses, once", async ({ page }) => {
  test.setTimeout(150_000);
  await recordTones(page);
  // The user (and so the mission) is known before signing up, so the clock can be set to their day.
  const probe = uniqueUser("coach-mission");
  const day = dayWithMission(probe.email, "track-every-expense");
  await page.clock.install({ time: ist(day, "11:00") });
  const user = await signedInNewUser(page, "coach-mission", probe);
  const card = page.getByTestId("mission-card");
  await expect(card.getByTestId("mission-title")).toHaveText("Track Every Expense");

  await card.getByRole("button", { name: "In Progress..." }).click();
  await expectToast(page, "Mission Not Ready", "You're 0% there");

  await logExpense(page, 12, "Food & Dining");
  await expect(card.getByTestId("mission-progress")).toHaveText("33%");
  await card.getByRole("button", { name: "In Progress..." }).click();
  await expectToast(page, "Mission Not Ready", "You're 33% there");

  await logExpense(page, 20);
  await expect(card.getByTestId("mission-progress")).toHaveText("66%");
  await logExpense(page, 35, "Groceries");
  await expect(card.getByTestId("mission-progress")).toHaveText("100%");
  await takeTones(page);

  await card.getByRole("button", { name: "Mark Complete" }).click();
  await expectToast(page, "Mission Complete!", "daily mission streak");
  await expect(card.getByRole("button", { name: "Completed!" })).toBeDisabled();
  await expect(card.getByTestId("mission-streak")).toHaveText("🏆 1 mission done");
  expect((await takeTones(page)).length).toBe(4);

  // Completed stays completed for the rest of the Indian day, on reload too.
  await page.reload();
  await expect(card.getByRole("button", { name: "Completed!" })).toBeDisabled();
  expect((await serverState(page)).missionState).toMatchObject({
    missionId: "track-every-expense",
    date: day,
    completed: true,
  });

  // The next Indian day brings the next mission, not yet completed.
  await page.clock.setSystemTime(ist(day, "23:59"));
  await page.clock.runFor(2 * 60_000);
  await page.reload();
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await expect(card.getByTestId("mission-title")).toHaveText(missionForDay(user.email, next).title);
  await expect(card.getByRole("button", { name: "Completed!" })).toHaveCount(0);
});

test("a no-spend mission is ready with no expenses and can be completed at once", async ({ page }) => {
  const probe = uniqueUser("coach-nospend");
  const day = dayWithMission(probe.email, "no-spend-day");
  await page.clock.install({ time: ist(day, "18:00") });
  await signedInNewUser(page, "coach-nospend", probe);
  const card = page.getByTestId("mission-card");
  await expect(card.getByTestId("mission-title")).toHaveText("No-Spend Day");
  await expect(card.getByTestId("mission-progress")).toHaveText("100%");
  await card.getByRole("button", { name: "Mark Complete" }).click();
  await expectToast(page, "Mission Complete!");
  await expect(card.getByRole("button", { name: "Completed!" })).toBeVisible();
});

test("a spending limit counts on a tracked day; passed after completing, it shows no trophy", async ({
  page,
}) => {
  const probe = uniqueUser("coach-petrol");
  const day = dayWithMission(probe.email, "petrol-saver");
  await page.clock.install({ time: ist(day, "19:00") });
  await signedInNewUser(page, "coach-petrol", probe);
  const card = page.getByTestId("mission-card");
  await expect(card.getByTestId("mission-title")).toHaveText("Petrol Saver");
  // Nothing logged: the app cannot tell a day within the limit from a day not recorded.
  await expect(card.getByTestId("mission-needs-log")).toHaveText(
    "A spending limit counts on a day you track: log today's expenses first.",
  );
  await expect(card.getByTestId("mission-progress")).toHaveText("0%");
  await expect(card.getByRole("button", { name: "In Progress..." })).toBeVisible();

  await logExpense(page, 60, "Groceries");
  await expect(card.getByTestId("mission-progress")).toHaveText("100%");
  await card.getByRole("button", { name: "Mark Complete" }).click();
  await expect(card.getByRole("button", { name: "Completed!" })).toBeVisible();
  await expect(card.getByTestId("mission-streak")).toHaveText("🏆 1 mission done");

  // Petrol past the limit later the same day: still counted, but no longer shown as a win.
  await logExpense(page, 500, "Petrol");
  await expect(card.getByRole("button", { name: "Limit Passed" })).toBeVisible();
  await expect(card.getByTestId("mission-passed")).toBeVisible();
  await expect(card.getByTestId("mission-streak")).toHaveCount(0);
  expect((await serverState(page)).missionStreak).toBe(1);
});
