// The budget cycle (docs/product.md §4.31): the user picks the 25th on Set Budget, sees the month it
// makes, and home's budget card shows that range and the days left in it. The browser's clock is
// fixed on 27 Nov 2026 (the ranges are the shared core's, from the saved start day and that day).

import { ist } from "./coach-helpers.ts";
import { signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";

test("a month starting on the 25th: Set Budget shows 25 Nov – 24 Dec, home counts its days left, Analytics the cycle", async ({
  page,
}) => {
  await page.clock.install({ time: ist("2026-11-27", "11:00") });
  await signedInUser(page, "cycle");
  await page.goto("/budget");
  await page.getByRole("textbox", { name: /Budget Amount/ }).fill("31000");
  const start = page.getByRole("combobox", { name: "My month starts on" });
  await expect(page.getByTestId("cycle-range")).toHaveText("Your budget month runs 1 Nov – 30 Nov");
  await start.selectOption("25");
  // A first budget's start day holds at once.
  await expect(page.getByTestId("cycle-range")).toHaveText("Your budget month runs 25 Nov – 24 Dec");
  await expect(page.getByTestId("cycle-next")).toHaveCount(0);
  await page.getByRole("button", { name: "Save Budget" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });

  const card = page.getByTestId("budget-card");
  await expect(card.getByTestId("budget-cycle")).toHaveText("25 Nov – 24 Dec · 28 days left");

  // Analytics counts the cycle, with the calendar month one toggle away.
  await page.goto("/analytics");
  await expect(page.getByText("This cycle's spending (25 Nov – 24 Dec)")).toBeVisible();
  await expect(page.getByTestId("cycle-switcher")).toHaveValue("2026-11-25");
  await page.getByRole("button", { name: "Calendar month" }).click();
  await expect(page.getByText("This Month's Spending")).toBeVisible();
  await expect(page.getByTestId("month-switcher")).toBeVisible();

  // A change to the saved day waits for the next cycle, and says so.
  await page.goto("/budget");
  await expect(start).toHaveValue("25");
  await start.selectOption("1");
  await expect(page.getByTestId("cycle-range")).toHaveText("Your budget month runs 25 Nov – 24 Dec");
  await expect(page.getByTestId("cycle-next")).toHaveText("From your next cycle: 25 Dec – 31 Dec");
});
