// Issue 30: every category budgetable and one default split (item 5, polish 29); amount fields that
// never merge digits around a refused key and take a pasted "Rs. 450" (item 11, polish 31); a dirty form
// asks before it is left (polish 38); quick add's tiles above the keypad (polish 39); no blank space
// under home's "Add Expense" while the banner waits (polish 26).

import type { Page } from "@playwright/test";
import { SPENDING_CATEGORY_NAMES } from "@shared/contract/categories.ts";
import { formatRupees } from "../tests/support/rupees.ts";
import { addExpense, checkMoneyScreen, setBudget, signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { apiAs, expectToast } from "./support-web.ts";

test.describe.configure({ timeout: 120_000 });

const categoryField = (page: Page, name: string) =>
  page.locator(`[data-testid="category-budget-input"][data-category="${name}"]`);
const cardRow = (page: Page, name: string) =>
  page
    .locator(`[data-testid="budget-category-row"][data-category="${name}"]`)
    .getByTestId("budget-category-amounts");

test("Set Budget budgets every category, custom ones too, from the default split home shows", async ({
  page,
}) => {
  await signedInUser(page, "bi-split");
  await apiAs(page, "POST", "/categories", { name: "Pet care" });

  // Home before any budget: the default split of ₹25,000.
  await page.goto("/");
  await expect(cardRow(page, "Food & Dining")).toHaveText(`${formatRupees(0)} / ${formatRupees(6250)}`);
  await expect(cardRow(page, "Mobile Recharge")).toHaveText(`${formatRupees(0)} / ${formatRupees(500)}`);
  await expect(page.locator('[data-testid="budget-category-row"]')).toHaveCount(8);

  // Set Budget starts from the very same split, and lists every category.
  await page.goto("/budget");
  for (const name of [...SPENDING_CATEGORY_NAMES, "Pet care"])
    await expect(categoryField(page, name)).toBeVisible();
  await expect(categoryField(page, "Food & Dining")).toHaveValue("6250");
  await expect(categoryField(page, "Petrol")).toHaveValue("2000");
  await expect(categoryField(page, "Mobile Recharge")).toHaveValue("500");
  await expect(categoryField(page, "Rent")).toHaveValue("0");
  await expect(page.getByTestId("total-allocated")).toHaveText(formatRupees(25000));
  await checkMoneyScreen(page, "set budget, every category");

  await page.getByRole("textbox", { name: /Budget Amount/ }).fill("40000");
  await expect(categoryField(page, "Food & Dining")).toHaveValue("10000");
  for (const [name, amount] of [
    ["Rent", "12000"],
    ["Bills & Utilities", "3000"],
    ["Education", "2500"],
    ["Others", "500"],
    ["Pet care", "1500"],
  ] as const) {
    await categoryField(page, name).fill(amount);
  }
  await categoryField(page, "Entertainment").fill("0");
  await page.getByRole("button", { name: "Save Budget" }).click();
  await expect(page).toHaveURL(/\/$/);

  await expect(cardRow(page, "Rent")).toHaveText(`${formatRupees(0)} / ${formatRupees(12000)}`);
  await expect(cardRow(page, "Bills & Utilities")).toHaveText(`${formatRupees(0)} / ${formatRupees(3000)}`);
  await expect(cardRow(page, "Pet care")).toHaveText(`${formatRupees(0)} / ${formatRupees(1500)}`);
  // A category set to ₹0 has no budget.
  await expect(
    page.locator('[data-testid="budget-category-row"][data-category="Entertainment"]'),
  ).toHaveCount(0);
  const saved = await apiAs<{ categoryBudgets: string | Record<string, number> }>(page, "GET", "/budget");
  const split =
    typeof saved.categoryBudgets === "string" ? JSON.parse(saved.categoryBudgets) : saved.categoryBudgets;
  expect(split).toMatchObject({ Rent: 12000, Education: 2500, Others: 500, "Pet care": 1500, Petrol: 3200 });
  expect(split).not.toHaveProperty("Entertainment");

  // Coming back shows what was saved, the categories left out at ₹0.
  await page.goto("/budget");
  await expect(categoryField(page, "Rent")).toHaveValue("12000");
  await expect(categoryField(page, "Entertainment")).toHaveValue("0");
});

test("a refused key never merges the digits around it; a pasted 'Rs. 450' is ₹450", async ({ page }) => {
  await signedInUser(page, "bi-keys");
  await page.goto("/expense");
  const amount = page.getByRole("textbox", { name: "Amount" });
  const form = page.getByTestId("add-expense-page");

  await amount.pressSequentially("1e5");
  await expect(amount).toHaveValue("1e5");
  await expect(form.getByText("Use digits with at most one decimal point, e.g. 120.50")).toBeVisible();
  await amount.fill("");
  await amount.pressSequentially("-5");
  await expect(amount).toHaveValue("-5");
  await expect(form.getByText("Amounts can't be negative")).toBeVisible();
  // Nothing is saved from a refused amount.
  await page.getByRole("radio", { name: "Rent", exact: true }).click();
  await page.getByRole("button", { name: "Save Expense" }).click();
  await expect(page).toHaveURL(/\/expense$/);
  await expect(form.getByText("Amounts can't be negative")).toBeVisible();

  // A paste arrives as one input of the whole text.
  for (const [pasted, taken] of [
    ["Rs. 450", "450"],
    ["₹450", "450"],
    ["INR 1,250.50", "1250.50"],
  ] as const) {
    await amount.fill("");
    await page.keyboard.insertText(pasted);
    await expect(amount).toHaveValue(taken);
  }
  await amount.fill("Rs. 450");
  await expect(amount).toHaveValue("450");
  await page.getByRole("button", { name: "Save Expense" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(450));

  // Set Budget: whole rupees; paise are refused whole, with a message that stays, never read as 100×.
  await page.goto("/budget");
  const budget = page.getByRole("textbox", { name: /Budget Amount/ });
  await budget.fill("");
  await budget.pressSequentially("30,000.50");
  await expect(budget).toHaveValue("30000.50");
  await expect(page.getByText("Whole rupees only, without paise")).toBeVisible();
  await page.getByRole("button", { name: "Save Budget" }).click();
  await expect(page).toHaveURL(/\/budget$/);
  await expect(page.getByText("Whole rupees only, without paise")).toBeVisible();
  const food = categoryField(page, "Food & Dining");
  await food.fill("");
  await food.pressSequentially("2500.50");
  await expect(food).toHaveValue("2500.50");
  await budget.fill("30000");
  await food.fill("2500");
  await page.getByRole("button", { name: "Save Budget" }).click();
  await expect(page).toHaveURL(/\/$/);
  const saved = await apiAs<{ amount: string }>(page, "GET", "/budget");
  expect(Number(saved.amount)).toBe(30000);
});

test("leaving Set Budget or Add Expense with unsaved edits asks first", async ({ page }) => {
  await signedInUser(page, "bi-leave");
  const back = page.getByRole("link", { name: "Back to home" });
  const dialog = page.getByRole("alertdialog", { name: "Discard changes?" });

  // Untouched: the arrow leaves at once.
  await page.goto("/expense");
  await expect(page.getByRole("textbox", { name: "Amount" })).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(/\/$/);

  // Opened from home, as a user does, so the phone's Back stays inside the app.
  await page.getByRole("link", { name: "Add Expense", exact: true }).click();
  await page.getByRole("textbox", { name: "Amount" }).fill("120");
  await back.click();
  await expect(dialog).toBeVisible();
  await checkMoneyScreen(page, "discard changes");
  await dialog.getByRole("button", { name: "Keep editing" }).click();
  await expect(page).toHaveURL(/\/expense$/);
  await expect(page.getByRole("textbox", { name: "Amount" })).toHaveValue("120");
  // The phone's Back asks too.
  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Discard" }).click();
  await expect(page).toHaveURL(/\/$/);

  // A save leaves without asking.
  await page.goto("/expense");
  await page.getByRole("textbox", { name: "Amount" }).fill("80");
  await page.getByRole("radio", { name: "Transport", exact: true }).click();
  await page.getByRole("button", { name: "Save Expense" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, "Expense Added!");
  await expect(dialog).toHaveCount(0);

  await page.goto("/budget");
  await expect(categoryField(page, "Rent")).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/budget");
  await categoryField(page, "Rent").fill("9000");
  await back.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Discard" }).click();
  await expect(page).toHaveURL(/\/$/);
  await setBudget(page, 30000);
  await expect(dialog).toHaveCount(0);

  // In Hindi too.
  await page.goto("/profile");
  await page.getByTestId("language-setting").getByText("हिन्दी", { exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await page.goto("/budget");
  await expect(categoryField(page, "Others")).toBeVisible();
  await checkMoneyScreen(page, "set budget, hindi");
  await categoryField(page, "Rent").fill("9000");
  await page.getByRole("link", { name: "होम पर वापस" }).click();
  const hindi = page.getByRole("alertdialog", { name: "बदलाव छोड़ दें?" });
  await expect(hindi).toBeVisible();
  await expect(hindi.getByRole("button", { name: "भरना जारी रखें" })).toBeVisible();
});

test("quick add: with the keypad open the first rows of category tiles stay above it", async ({ page }) => {
  await signedInUser(page, "bi-keypad");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Add expense", exact: true })
    .click();
  const amount = page.getByRole("textbox", { name: "Amount" });
  await expect(amount).toBeFocused();
  // A phone's number keypad takes about 336 px of the 844: what stays visible is 390 × 508.
  await page.setViewportSize({ width: 390, height: 508 });
  const tiles = page.getByTestId("category-tile");
  await expect(tiles.nth(5)).toBeInViewport({ ratio: 1 });
  await expect(amount).toBeInViewport({ ratio: 1 });
  await amount.pressSequentially("60");
  await tiles.nth(4).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(60));
});

test("home shows the budget banner as soon as it is known, with no blank space under Add Expense", async ({
  page,
}) => {
  await signedInUser(page, "bi-gap");
  await setBudget(page, 1000);
  await addExpense(page, { amount: 1200, category: "Rent" });
  await expect(page.getByTestId("budget-alert")).toBeVisible();
  // Every banner slot home adds to the screen is recorded as it arrives: one added hidden is the gap.
  // The slot already on screen is not one: marked now, or the first change elsewhere on home (a lower
  // widget arriving) would record it as if it had been added.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { bannerSlots: string[] }).bannerSlots = seen;
    for (const slot of document.querySelectorAll<HTMLElement>('[data-testid="budget-alert-slot"]'))
      slot.dataset.recorded = "1";
    new MutationObserver(() => {
      for (const slot of document.querySelectorAll<HTMLElement>('[data-testid="budget-alert-slot"]')) {
        if (slot.dataset.recorded) continue;
        slot.dataset.recorded = "1";
        seen.push(getComputedStyle(slot).visibility);
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole("link", { name: "Add Expense", exact: true }).click();
  await expect(page.getByTestId("add-expense-page")).toBeVisible();
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page.getByTestId("budget-alert")).toBeVisible();
  const slots = await page.evaluate(() => (window as unknown as { bannerSlots: string[] }).bannerSlots);
  expect(slots).toEqual(["visible"]);
  const button = await page.getByRole("link", { name: "Add Expense", exact: true }).boundingBox();
  const banner = await page.getByTestId("budget-alert").boundingBox();
  expect(banner && button ? banner.y - (button.y + button.height) : -1).toBeLessThan(40);
});
