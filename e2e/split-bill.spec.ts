// One bill split across categories (docs/product.md §4.19.1) in real Chromium at 390 px: a ₹2,400
// supermarket bill saved as ₹1,900 Groceries + ₹500 Household from Add Expense, with what is left to
// assign said as the user types and Save held until the lines add up; both categories then show on
// home and in analytics, each with its own line.
import { checkMoneyScreen, signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { apiAs, expectToast } from "./support-web.ts";

test.describe.configure({ timeout: 150_000 });

test("split bill: ₹2,400 as ₹1,900 Groceries + ₹500 Household, both on home and analytics", async ({
  page,
}) => {
  await signedInUser(page, "split");
  // Household is the user's own category.
  await apiAs(page, "POST", "/categories", { name: "Household" });
  await page.goto("/expense");
  await page.getByRole("textbox", { name: "Amount", exact: true }).fill("2400");
  await page.getByRole("radio", { name: "Groceries", exact: true }).click();
  await page.getByPlaceholder("Where did you spend?").fill("Supermarket");
  await page.getByRole("button", { name: "Split across categories" }).click();

  const remaining = page.getByTestId("split-remaining");
  const save = page.getByRole("button", { name: "Save Expense" });
  await expect(remaining).toHaveText("₹2,400 left to assign");
  await expect(page.getByRole("combobox", { name: "Category of line 1" })).toHaveValue("Groceries");
  await expect(save).toBeDisabled();
  await page.getByRole("textbox", { name: "Amount of line 1" }).fill("1900");
  await expect(remaining).toHaveText("₹500 left to assign");
  await page.getByRole("combobox", { name: "Category of line 2" }).selectOption("Household");
  await page.getByRole("textbox", { name: "Amount of line 2" }).fill("600");
  await expect(remaining).toHaveText("₹100 more than the bill");
  await expect(save).toBeDisabled();
  await page.getByRole("textbox", { name: "Amount of line 2" }).fill("500");
  await expect(remaining).toHaveText("All assigned");
  await expect(save).toBeEnabled();
  await checkMoneyScreen(page, "add expense: split across categories");

  await save.click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  const breakdown = (category: string) =>
    page.locator(`[data-testid="breakdown-row"][data-category="${category}"]`);
  await expect(breakdown("Groceries").getByTestId("breakdown-amount")).toHaveText("₹1,900");
  await expect(breakdown("Household").getByTestId("breakdown-amount")).toHaveText("₹500");
  await expectToast(page, "Split expense added!", "₹2,400 across 2 categories.");

  await page.goto("/analytics");
  const legend = (category: string) =>
    page.locator(`[data-testid="legend-row"][data-category="${category}"]`);
  await expect(legend("Groceries")).toContainText("₹1,900");
  await expect(legend("Household")).toContainText("₹500");
  await checkMoneyScreen(page, "analytics with a split bill");
});
