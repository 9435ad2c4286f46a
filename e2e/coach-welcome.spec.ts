// The welcome card and the 4-step onboarding tour (docs/product.md §2.12, §4.5 welcome flow), in real Chromium
// against the production build.
import type { Page } from "@playwright/test";
import { serverState, signedInNewUser } from "./coach-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { expectSignedIn } from "./support-web.ts";

/** A flag of the user's state on the server (the same on every device), once it has been stored. */
const expectStored = (page: Page, flag: "welcomeSeen" | "tourCompleted" | "replayWelcome") =>
  expect.poll(async () => (await serverState(page))[flag]).toBe(true);
const welcomeCard = (page: Page) => page.getByTestId("welcome-card");
const tour = (page: Page) => page.getByTestId("onboarding-tour");

test("a new user sees the welcome card; closing it starts the tour, finished with Start Tracking", async ({
  page,
}) => {
  await signedInNewUser(page, "coach-welcome");
  await expect(welcomeCard(page)).toBeVisible();
  await expect(welcomeCard(page).getByRole("button", { name: "Set Your Budget" })).toBeVisible();
  await expect(welcomeCard(page).getByRole("button", { name: "Add First Expense" })).toBeVisible();
  await expect(tour(page)).toHaveCount(0);

  await page.getByRole("button", { name: "Dismiss welcome" }).click();
  await expect(welcomeCard(page)).toHaveCount(0);
  await expectStored(page, "welcomeSeen");

  await expect(tour(page)).toBeVisible();
  await expect(tour(page)).toContainText("Step 1 of 4");
  await expect(tour(page)).toContainText("Set Your Monthly Budget");
  await tour(page).getByRole("button", { name: "Next" }).click();
  await expect(tour(page)).toContainText("Add Your First Expense");
  await tour(page).getByRole("button", { name: "Next" }).click();
  await expect(tour(page)).toContainText("View Your Analytics");
  await tour(page).getByRole("button", { name: "Next" }).click();
  await expect(tour(page)).toContainText("Step 4 of 4");
  await expect(tour(page)).toContainText("You're All Set!");
  await expect(tour(page).getByRole("button", { name: "Skip Tour" })).toHaveCount(0);
  await tour(page).getByRole("button", { name: "Start Tracking" }).click();
  await expect(tour(page)).toHaveCount(0);
  await expectStored(page, "tourCompleted");

  // Done for good: neither the card nor the tour comes back.
  await page.reload();
  await expectSignedIn(page);
  await expect(page.getByTestId("mission-card")).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(welcomeCard(page)).toHaveCount(0);
  await expect(tour(page)).toHaveCount(0);
});

test("an unfinished tour returns after a second on the next visit; Skip Tour ends it", async ({ page }) => {
  await signedInNewUser(page, "coach-skip");
  await page.getByRole("button", { name: "Dismiss welcome" }).click();
  await expect(tour(page)).toBeVisible();

  await page.reload();
  await expectSignedIn(page);
  await expect(welcomeCard(page)).toHaveCount(0);
  await expect(tour(page)).toBeVisible();
  await expect(tour(page)).toContainText("Step 1 of 4");

  await tour(page).getByRole("button", { name: "Skip Tour" }).click();
  await expect(tour(page)).toHaveCount(0);
  await expectStored(page, "tourCompleted");
  await page.reload();
  await expectSignedIn(page);
  await page.waitForTimeout(1500);
  await expect(tour(page)).toHaveCount(0);
});

test("welcome and tour shortcuts open their screens; the tour resumes at the next step", async ({ page }) => {
  await signedInNewUser(page, "coach-links");
  await welcomeCard(page).getByRole("button", { name: "Set Your Budget" }).click();
  await expect(page).toHaveURL(/\/budget$/);
  await page.goBack();
  await welcomeCard(page).getByRole("button", { name: "Add First Expense" }).click();
  await expect(page).toHaveURL(/\/expense$/);
  await page.goBack();

  await page.getByRole("button", { name: "Dismiss welcome" }).click();
  await tour(page).getByRole("button", { name: "Set Budget" }).click();
  await expect(page).toHaveURL(/\/budget$/);
  await page.goBack();
  await expect(tour(page)).toContainText("Step 2 of 4");
  await tour(page).getByRole("button", { name: "Add Expense" }).click();
  await expect(page).toHaveURL(/\/expense$/);
  await page.goBack();
  await expect(tour(page)).toContainText("Step 3 of 4");
  await tour(page).getByRole("button", { name: "View Analytics" }).click();
  await expect(page).toHaveURL(/\/analytics$/);
});

test("Show Welcome Tour Again on the profile replays the welcome card and the tour", async ({ page }) => {
  await signedInNewUser(page, "coach-replay");
  await page.getByRole("button", { name: "Dismiss welcome" }).click();
  await tour(page).getByRole("button", { name: "Skip Tour" }).click();
  await expect(tour(page)).toHaveCount(0);

  await page.goto("/profile");
  await page.getByRole("button", { name: "Show Welcome Tour Again" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(welcomeCard(page)).toBeVisible();
  await expectStored(page, "replayWelcome");

  await page.getByRole("button", { name: "Dismiss welcome" }).click();
  await expect(tour(page)).toContainText("Step 1 of 4");
  await tour(page).getByRole("button", { name: "Skip Tour" }).click();
  await expectStored(page, "tourCompleted");
});

test("a skipped tour leaves nothing over home even when its exit animation's end is never seen", async ({
  page,
}) => {
  // A busy phone (or a page whose timers run late) can miss the dialog's animationend; the closed,
  // see-through backdrop must not stay over home and swallow taps.
  await page.addInitScript(() => {
    window.addEventListener("animationend", (event) => event.stopImmediatePropagation(), true);
  });
  await signedInNewUser(page, "coach-stuck");
  await page.getByRole("button", { name: "Dismiss welcome" }).click();
  await expect(tour(page)).toBeVisible();
  await tour(page).getByRole("button", { name: "Skip Tour" }).click();
  await expect(page.locator('[data-scope="dialog"][data-part="backdrop"]')).toHaveCount(0);
  await page.getByRole("tab", { name: "Calendar" }).click();
  await expect(page.getByRole("tab", { name: "Calendar" })).toHaveAttribute("aria-selected", "true");
});
