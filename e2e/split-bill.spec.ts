// One bill split across categories (docs/product.md §4.19.1) in real Chromium at 390 px: a ₹2,400
// supermarket bill saved as ₹1,900 Groceries + ₹500 Household from Add Expense, with what is left to
// assign said as the user types and Save held until the lines add up; both categories then show on
// home; the edit sheet opens the whole bill and replaces its lines; analytics counts the new lines.
import { checkMoneyScreen, signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { apiAs, expectToast, waitForToastsToClose } from "./support-web.ts";

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

  // Edit: either line opens the whole bill; ₹1,700 + ₹700 makes the new split.
  await waitForToastsToClose(page);
  await page
    .getByTestId("recent-transactions")
    .getByRole("button", { name: /^Edit Supermarket/ })
    .first()
    .click();
  const sheet = page.getByTestId("edit-expense-sheet");
  await expect(sheet.getByRole("textbox", { name: "Amount", exact: true })).toHaveValue("2400");
  await expect(sheet.getByRole("textbox", { name: "Amount of line 1" })).toHaveValue("1900");
  await expect(sheet.getByRole("combobox", { name: "Category of line 2" })).toHaveValue("Household");
  await sheet.getByRole("textbox", { name: "Amount of line 1" }).fill("1700");
  await expect(sheet.getByTestId("split-remaining")).toHaveText("₹200 left to assign");
  await expect(sheet.getByRole("button", { name: "Save" })).toBeDisabled();
  await sheet.getByRole("textbox", { name: "Amount of line 2" }).fill("700");
  await expect(sheet.getByTestId("split-remaining")).toHaveText("All assigned");
  await checkMoneyScreen(page, "edit a split bill");
  await sheet.getByRole("button", { name: "Save" }).click();
  await expect(sheet).toBeHidden();
  await expect(breakdown("Groceries").getByTestId("breakdown-amount")).toHaveText("₹1,700");
  await expect(breakdown("Household").getByTestId("breakdown-amount")).toHaveText("₹700");
  await expectToast(page, "Expense Updated", "Your changes are saved.");

  await page.goto("/analytics");
  const legend = (category: string) =>
    page.locator(`[data-testid="legend-row"][data-category="${category}"]`);
  await expect(legend("Groceries")).toContainText("₹1,700");
  await expect(legend("Household")).toContainText("₹700");
  await checkMoneyScreen(page, "analytics with a split bill");
});
