// Home at an Indian midnight with the app open (docs/product.md §2.9): at 00:00 IST the app's "today"
// turns over by itself — the date on today's card, today's categories and the daily figure are read
// again for the new day — with no reload. The browser's clock is faked; the server keeps the real one,
// so the expenses sit on the real Indian today and yesterday and the page's clock crosses into today.

import {
  addDays,
  indianDay,
  indianDayStart,
  indianIso,
} from "../supabase/functions/_shared/calendar/indian-day.ts";
import { signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { apiAs } from "./support-web.ts";

const cardDate = (instant: Date) =>
  new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    weekday: "short",
    day: "numeric",
    month: "short",
  }).format(instant);

test("at 00:00 IST home shows the new day: its date, its categories and a fresh daily figure", async ({
  page,
}) => {
  await signedInUser(page, "midnight");
  const today = indianDay(new Date());
  const yesterday = addDays(today, -1);
  await apiAs(page, "POST", "/expenses", {
    category: "Food & Dining",
    amount: "480",
    method: "manual",
    date: indianIso(yesterday, "20:00"),
  });
  // Now on the real clock: today's (the server's today too), never in the future.
  await apiAs(page, "POST", "/expenses", {
    category: "Transport",
    amount: "60",
    method: "manual",
    date: new Date().toISOString(),
  });

  // The page's clock: yesterday, 23:59:55 IST, five seconds before the Indian midnight (too short for
  // any poll or live-update heartbeat to refresh the screen by chance).
  const midnight = indianDayStart(today);
  const beforeMidnight = new Date(midnight.getTime() - 5_000);
  await page.clock.install({ time: beforeMidnight });
  await page.goto("/");
  const card = page.getByTestId("today-card");
  const breakdown = page.getByTestId("category-breakdown");
  await expect(card.getByTestId("today-date")).toHaveText(cardDate(beforeMidnight));
  await expect(breakdown.getByTestId("breakdown-row")).toHaveCount(1);
  await expect(breakdown.getByTestId("breakdown-row")).toHaveAttribute("data-category", "Food & Dining");

  // Midnight passes with the app open: the daily figure is asked for again, for the new day.
  const dailyFigureAgain = page.waitForResponse(
    (response) => response.url().includes("/api/analytics/daily-limit") && response.ok(),
    { timeout: 15_000 },
  );
  await page.clock.runFor(10_000);
  await dailyFigureAgain;
  await expect(card.getByTestId("today-date")).toHaveText(cardDate(midnight));
  await expect(breakdown.getByTestId("breakdown-row")).toHaveCount(1);
  await expect(breakdown.getByTestId("breakdown-row")).toHaveAttribute("data-category", "Transport");
  await expect(card.getByTestId("today-spent")).toHaveText("₹60");
});
