// Coach state on every device (issue 11, item 17): two browsers of one user are two devices. What one
// completes, logs or switches off, the other shows; and a device that kept its streak in the browser
// before the move carries it to the server the first time it signs in (the larger streak wins).
import type { Browser, Page } from "@playwright/test";
import { missionForDay } from "../src/features/coach/missions.ts";
import { ist, logExpense, serverState } from "./coach-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import {
  apiAs,
  createUserViaApi,
  expectSignedIn,
  expectToast,
  signInViaUi,
  type TestUser,
  uniqueUser,
} from "./support-web.ts";

test.describe.configure({ timeout: 150_000 });

/** The first day from 1 Nov 2026 on which `email` gets the mission `missionId` (one in every 8 days). */
function dayWithMission(email: string, missionId: string): string {
  for (let i = 0; i < 8; i++) {
    const day = new Date(Date.parse("2026-11-01T00:00:00Z") + i * 86_400_000).toISOString().slice(0, 10);
    if (missionForDay(email, day).id === missionId) return day;
  }
  throw new Error(`no day with ${missionId} for ${email}`);
}

/** Another device: a fresh browser context (its own storage), its clock at `at`, signed in as `user`. */
async function device(browser: Browser, user: TestUser, at: Date): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install({ time: at });
  await signInViaUi(page, user.email, user.password);
  await expectSignedIn(page);
  return page;
}

test("a mission, a streak, the welcome and the sound setting follow the user to a second browser", async ({
  browser,
  page,
}) => {
  const user = uniqueUser("q-devices");
  const day = dayWithMission(user.email, "petrol-saver");
  const evening = ist(day, "18:30");
  await createUserViaApi(page.request, user);

  // Phone: the welcome is dismissed and the tour skipped, an expense logged (day 1 of the streak, and
  // the tracked day a spending-limit mission needs), the petrol mission completed, sound switched off.
  await page.clock.install({ time: evening });
  await signInViaUi(page, user.email, user.password);
  await expectSignedIn(page);
  await page.getByRole("button", { name: "Dismiss welcome" }).click();
  // A person sees the tour before skipping it: let the dialog's opening animations end first (a skip
  // in the middle of them once left its backdrop over home on a busy machine), then see it go.
  await expect(page.getByTestId("onboarding-tour")).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('[data-scope="dialog"]')].flatMap((part) =>
            part.getAnimations().filter((animation) => animation.playState === "running"),
          ).length,
      ),
    )
    .toBe(0);
  await page.getByTestId("onboarding-tour").getByRole("button", { name: "Skip Tour" }).click();
  await expect(page.locator('[data-scope="dialog"][data-part="backdrop"]')).toHaveCount(0);
  const mission = page.getByTestId("mission-card");
  await logExpense(page, 40, "Transport");
  await expect(page.getByTestId("streak-count")).toHaveText("1 day");
  await mission.getByRole("button", { name: "Mark Complete" }).click();
  await expectToast(page, "Mission Complete!");
  await page.goto("/profile");
  await expect(page.getByRole("checkbox", { name: /Sound Effects/ })).toBeEnabled();
  await page.getByText("Sound Effects", { exact: true }).click();
  await expect.poll(async () => (await serverState(page)).soundEnabled).toBe(false);
  await expect.poll(async () => (await serverState(page)).tourCompleted).toBe(true);

  // Laptop: the same user in another browser sees all of it.
  const laptop = await device(browser, user, ist(day, "20:00"));
  const laptopMission = laptop.getByTestId("mission-card");
  await expect(laptopMission.getByRole("button", { name: "Completed!" })).toBeDisabled();
  await expect(laptopMission.getByRole("button", { name: "Mark Complete" })).toHaveCount(0);
  await expect(laptopMission.getByTestId("mission-streak")).toHaveText("🏆 1 mission done");
  await expect(laptop.getByTestId("streak-count")).toHaveText("1 day");
  await expect(laptop.getByTestId("welcome-card")).toHaveCount(0);
  await expect(laptop.getByTestId("onboarding-tour")).toHaveCount(0);
  await laptop.goto("/profile");
  await expect(laptop.getByRole("checkbox", { name: /Sound Effects/ })).not.toBeChecked();
  await laptop.context().close();
});

test("a device's own streak reaches the server at its first sign-in; the larger streak wins", async ({
  browser,
  page,
}) => {
  const user = uniqueUser("q-carry");
  await createUserViaApi(page.request, user);
  // The server knows a 2-day streak (another device), this browser an older app version's 6 days.
  await signInViaUi(page, user.email, user.password);
  await expectSignedIn(page);
  await apiAs(page, "PATCH", "/user-state", {
    expenseStreak: { currentStreak: 2, longestStreak: 9, lastLoggedDate: "2026-11-09", totalDaysLogged: 30 },
    welcomeSeen: true,
    tourCompleted: true,
  });

  const context = await browser.newContext();
  const old = await context.newPage();
  await old.addInitScript((email) => {
    if (window.localStorage.getItem(`${email}_stateOnServer`)) return;
    window.localStorage.setItem(
      `${email}_expenseStreak`,
      JSON.stringify({
        currentStreak: 6,
        longestStreak: 6,
        lastLoggedDate: "2026-11-09",
        totalDaysLogged: 12,
      }),
    );
    window.localStorage.setItem(`${email}_soundEnabled`, "false");
  }, user.email);
  await old.clock.install({ time: ist("2026-11-10", "09:00") });
  await signInViaUi(old, user.email, user.password);
  await expectSignedIn(old);
  await expect(old.getByTestId("streak-count")).toHaveText("6 days");
  await expect(old.getByTestId("streak-longest")).toHaveText("Longest: 9 days");
  await expect
    .poll(async () => (await serverState(old)).expenseStreak)
    .toEqual({ currentStreak: 6, longestStreak: 9, lastLoggedDate: "2026-11-09", totalDaysLogged: 30 });
  // The server already had a sound choice (on): it stands. The browser's old keys are gone.
  expect((await serverState(old)).soundEnabled).toBe(true);
  expect(
    await old.evaluate((email) => window.localStorage.getItem(`${email}_expenseStreak`), user.email),
  ).toBeNull();
  await context.close();
});
