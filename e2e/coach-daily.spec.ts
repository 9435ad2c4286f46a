// The coach greeting (once per Indian day, wording by the Indian hour) and the daily wisdom quote
// (chosen by the Indian date), with a faked browser clock; plus accessibility of the coach's screens.

import type { Page } from "@playwright/test";
import { coachTips } from "../src/features/coach/coach-greeting.ts";
import { quoteForDay } from "../src/features/coach/daily-wisdom.ts";
import { expectCoachAccessible, ist, signedInNewUser } from "./coach-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { expectSignedIn } from "./support-web.ts";

/** The day's quote, with its English gloss only when it has one (a Roman-Hindi line). */
async function expectQuoteOf(page: Page, day: string): Promise<void> {
  const quote = quoteForDay(day);
  await expect(page.getByTestId("wisdom-quote")).toHaveText(quote.text);
  if (quote.meaning) await expect(page.getByTestId("wisdom-meaning")).toHaveText(quote.meaning);
  else await expect(page.getByTestId("wisdom-meaning")).toHaveCount(0);
}

test("the greeting shows once per Indian day with the time of day; the quote follows the date", async ({
  page,
}) => {
  await page.clock.install({ time: ist("2026-11-03", "11:58") });
  await signedInNewUser(page, "coach-daily");
  const greeting = page.getByTestId("coach-greeting");
  await expect(greeting).toContainText("Good morning!");
  const text = (await greeting.textContent()) ?? "";
  expect(
    coachTips().some((tip) => text.includes(tip)),
    "one of the 5 tips",
  ).toBe(true);
  await expectQuoteOf(page, "2026-11-03");
  await expectCoachAccessible(page, "home: coach widgets and welcome card", [
    "[data-testid=coach-widgets]",
    "[data-testid=welcome-card]",
  ]);

  // Same Indian day, now afternoon: no second greeting.
  await page.clock.setSystemTime(ist("2026-11-03", "14:00"));
  await page.reload();
  await expectSignedIn(page);
  await expect(page.getByTestId("mission-card")).toBeVisible();
  await expect(greeting).toHaveCount(0);

  // 00:30 IST is still the previous evening in UTC; the Indian date decides: a new day, a new greeting.
  await page.clock.setSystemTime(ist("2026-11-04", "00:30"));
  await page.reload();
  await expect(greeting).toContainText("Good morning!");
  await expectQuoteOf(page, "2026-11-04");

  await page.clock.setSystemTime(ist("2026-11-05", "16:59"));
  await page.reload();
  await expect(greeting).toContainText("Good afternoon!");
  await page.getByRole("button", { name: "Close greeting" }).click();
  await expect(greeting).toHaveCount(0);

  await page.clock.setSystemTime(ist("2026-11-06", "17:00"));
  await page.reload();
  await expect(greeting).toContainText("Good evening!");
});

test("the onboarding tour is accessible", async ({ page }) => {
  await signedInNewUser(page, "coach-a11y");
  await page.getByRole("button", { name: "Dismiss welcome" }).click();
  await expect(page.getByTestId("onboarding-tour")).toBeVisible();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectCoachAccessible(page, "onboarding tour", ["[data-testid=onboarding-tour]"]);
});
