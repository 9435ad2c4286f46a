// Dark mode and the daily screens at 360 px (issue 11, item 19): home, add expense, budget, analytics
// (with its chart), the calendar and profile, in light and in dark, each checked with axe and attached
// to the Playwright report as a full-page screenshot; the Profile switch overrides the system setting.
import type { Page, TestInfo } from "@playwright/test";
import { addExpense, dailyLimitAbout, setBudget, signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { expectAccessible, settleAnimations } from "./support-web.ts";

test.describe.configure({ timeout: 240_000 });

async function attachScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await settleAnimations(page);
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
}

for (const mode of ["light", "dark"] as const) {
  test.describe(`${mode} mode (the phone's setting)`, () => {
    test.use({ colorScheme: mode, viewport: { width: 360, height: 740 } });

    test(`every daily screen is readable and accessible in ${mode} mode`, async ({ page }, testInfo) => {
      await signedInUser(page, `q-${mode}`);
      await setBudget(page, 30000);
      // On the month's last day the rent set aside was paid on the 1st: one more expense this month.
      const { spentBeforeToday } = await dailyLimitAbout(page, 30000, 1000);
      const rentPaid = spentBeforeToday > 0 ? 1 : 0;
      await addExpense(page, { amount: 450, category: "Food & Dining", description: "Thali" });
      await addExpense(page, { amount: 1200, category: "Shopping", description: "Kurta" });
      await addExpense(page, { amount: 180, category: "Transport", description: "Auto" });
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${mode}\\b`));
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(mode === "dark" ? "rgb(17, 17, 17)" : "rgb(250, 250, 250)");

      await expect(page.getByTestId("today-spent")).toBeVisible();
      await expect(page.getByTestId("notification").first()).toBeVisible({ timeout: 40_000 });
      // ₹1,830 today is past the daily limit (about ₹1,000): the alert banner is part of the screen.
      await expect(page.getByTestId("budget-alert")).toBeVisible();
      await expectAccessible(page, `home (${mode})`);
      await attachScreen(page, testInfo, `home-${mode}`);

      await page.getByRole("tab", { name: "Calendar" }).click();
      await expect(page.getByTestId("calendar-dot").first()).toBeVisible();
      await expectAccessible(page, `calendar (${mode})`);
      await attachScreen(page, testInfo, `calendar-${mode}`);

      await page.goto("/expense");
      await page.getByRole("radio", { name: "Groceries", exact: true }).click();
      await expectAccessible(page, `add expense (${mode})`);
      await attachScreen(page, testInfo, `add-expense-${mode}`);

      await page.goto("/budget");
      await expect(page.getByRole("textbox", { name: /Budget Amount/ })).toHaveValue("30000");
      await expectAccessible(page, `budget (${mode})`);
      await attachScreen(page, testInfo, `budget-${mode}`);

      await page.goto("/analytics");
      await expect(page.getByTestId("category-chart").locator("svg").first()).toBeVisible();
      await expect(page.getByTestId("legend-row")).toHaveCount(3 + rentPaid);
      await expectAccessible(page, `analytics (${mode})`);
      await attachScreen(page, testInfo, `analytics-${mode}`);

      await page.goto("/history");
      await expect(page.getByTestId("history-count")).toHaveText(`${3 + rentPaid} expenses`);
      await expectAccessible(page, `history (${mode})`);
      await attachScreen(page, testInfo, `history-${mode}`);

      await page.getByRole("button", { name: /^Edit Kurta/ }).click();
      await expect(
        page.getByTestId("edit-expense-sheet").getByRole("textbox", { name: "Amount" }),
      ).toHaveValue("1200");
      await settleAnimations(page);
      await expectAccessible(page, `edit sheet (${mode})`);
      await attachScreen(page, testInfo, `edit-sheet-${mode}`);

      await page.goto("/import");
      await expect(page.getByTestId("import-file-input")).toBeAttached();
      await expectAccessible(page, `import (${mode})`);
      await attachScreen(page, testInfo, `import-${mode}`);

      await page.goto("/profile");
      await expect(page.getByTestId("profile-username")).toBeVisible();
      await expectAccessible(page, `profile (${mode})`);
      await attachScreen(page, testInfo, `profile-${mode}`);
    });
  });
}

test.describe("the Profile switch", () => {
  test.use({ colorScheme: "light" });

  test("overrides the phone's setting on this device, and System follows it again", async ({ page }) => {
    await signedInUser(page, "q-switch");
    await page.goto("/profile");
    const appearance = page.getByTestId("appearance");
    await expect(appearance.getByRole("radio", { name: "System" })).toBeChecked();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);

    await appearance.getByText("Dark", { exact: true }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.getByTestId("appearance").getByRole("radio", { name: "Dark" })).toBeChecked();

    await page.getByTestId("appearance").getByText("System", { exact: true }).click();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });
});
