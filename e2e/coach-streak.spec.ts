// The logging streak over consecutive Indian days with a faked browser clock (docs/product.md §4.12 logging streak,
// §9.7 milestones, §9.8 sounds). Each day's expense goes through the real add-expense form and API.
import type { Page } from "@playwright/test";
import { ist, logExpense, recordTones, serverState, signedInNewUser, takeTones } from "./coach-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { apiAs, expectToast } from "./support-web.ts";

// Tones of src/lib/sounds.ts: the expense sound has 2 notes, the milestone fanfare 6.
const EXPENSE_TONES = 2;
const MILESTONE_TONES = 6;

/** The save's sound played (tones counted without clearing while waiting), then clears them. */
async function expectSound(page: Page, tones: number) {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __tones?: number[] }).__tones?.length ?? 0))
    .toBe(tones);
  await takeTones(page);
}

async function expectStreak(page: Page, days: number, dots: number) {
  const card = page.getByTestId("streak-card");
  await expect(card.getByTestId("streak-count")).toHaveText(`${days} ${days === 1 ? "day" : "days"}`);
  await expect(card.getByTestId("streak-dot")).toHaveCount(dots);
}

test("logging on consecutive Indian days grows the streak; day 5 is celebrated with a milestone", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await recordTones(page);
  // 23:59 IST: the next expense two minutes later falls on the next Indian day.
  await page.clock.install({ time: ist("2026-11-01", "23:58") });
  await signedInNewUser(page, "coach-streak");
  await expectStreak(page, 0, 0);

  // Each save is known by its sound (the toast lasts 3 s, which a busy machine can miss).
  await logExpense(page, 40);
  await expectStreak(page, 1, 1);
  await expectSound(page, EXPENSE_TONES);

  await page.clock.setSystemTime(ist("2026-11-02", "00:01"));
  await logExpense(page, 25);
  await expectSound(page, EXPENSE_TONES);
  await expectStreak(page, 2, 2);

  // A second expense the same Indian day changes nothing.
  await page.clock.setSystemTime(ist("2026-11-02", "23:30"));
  await logExpense(page, 10);
  await expectStreak(page, 2, 2);

  for (const [day, streak] of [
    ["2026-11-03", 3],
    ["2026-11-04", 4],
  ] as const) {
    await page.clock.setSystemTime(ist(day, "12:00"));
    await logExpense(page, 30);
    await expectSound(page, EXPENSE_TONES);
    await expectStreak(page, streak, streak);
  }

  await page.clock.setSystemTime(ist("2026-11-05", "09:00"));
  await logExpense(page, 30);
  await expectToast(page, "5-Day Streak! 🔥", "logged your expenses 5 days in a row");
  await expectStreak(page, 5, 5);
  expect((await takeTones(page)).length).toBe(MILESTONE_TONES);
  await expect(page.getByTestId("streak-longest")).toHaveText("Longest: 5 days");
  await expect(page.getByTestId("streak-total")).toHaveText("Total days logged: 5");

  // The milestone fires once: another log on day 5 is a plain save, with the plain sound.
  await logExpense(page, 15);
  await expectSound(page, EXPENSE_TONES);
  await expectStreak(page, 5, 5);

  // Skipping a day breaks the streak; the longest is kept.
  await page.clock.setSystemTime(ist("2026-11-07", "10:00"));
  await page.goto("/");
  await expectStreak(page, 0, 0);
  await logExpense(page, 20);
  await expectStreak(page, 1, 1);
  await expect(page.getByTestId("streak-longest")).toHaveText("Longest: 5 days");

  await expect
    .poll(async () => (await serverState(page)).expenseStreak)
    .toEqual({ currentStreak: 1, longestStreak: 5, lastLoggedDate: "2026-11-07", totalDaysLogged: 6 });
});

test("a long streak shows 14 dots and +N more; sounds stay silent when switched off", async ({ page }) => {
  await recordTones(page);
  await page.clock.install({ time: ist("2026-11-10", "12:00") });
  await signedInNewUser(page, "coach-dots");
  // Twenty days logged up to yesterday, and sound effects off (what the profile switch stores).
  await apiAs(page, "PATCH", "/user-state", {
    expenseStreak: {
      currentStreak: 20,
      longestStreak: 20,
      lastLoggedDate: "2026-11-09",
      totalDaysLogged: 20,
    },
    soundEnabled: false,
  });
  await page.reload();
  await expectStreak(page, 20, 14);
  await expect(page.getByTestId("streak-more")).toHaveText("+6 more");

  await logExpense(page, 50);
  await expectToast(page, "21-Day Streak! 🔥");
  await expectStreak(page, 21, 14);
  await expect(page.getByTestId("streak-more")).toHaveText("+7 more");
  expect(await takeTones(page)).toEqual([]);
});

test.describe("with the device in Los Angeles", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("23:59 and 00:01 IST are still consecutive days (the device's own date does not change)", async ({
    page,
  }) => {
    // 23:59 IST on 1 Nov and 00:01 IST on 2 Nov are both the morning of 1 Nov in Los Angeles.
    await page.clock.install({ time: ist("2026-11-01", "23:57") });
    await signedInNewUser(page, "coach-la");
    await logExpense(page, 40);
    await expectStreak(page, 1, 1);
    await page.clock.setSystemTime(ist("2026-11-02", "00:01"));
    await logExpense(page, 25);
    await expectStreak(page, 2, 2);
    await expect
      .poll(async () => (await serverState(page)).expenseStreak)
      .toMatchObject({ currentStreak: 2, lastLoggedDate: "2026-11-02" });
  });
});
