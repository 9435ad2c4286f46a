// Recurring payments and the user's own categories in real Chromium (docs/product.md §2.21, §4.23,
// §5.5): the form offers custom categories, a delete asks first and says it is done, "Repeat
// monthly" shows its schedule before creating anything, and Profile renames, merges and deletes a
// custom category with its expenses.

import { indianDay } from "@shared/calendar/indian-day.ts";
import type { ExpenseRow, RecurringPaymentsAnswer } from "@shared/contract/api-rows.ts";
import { formatRupees } from "../tests/support/rupees.ts";
import { addExpense, checkMoneyScreen, signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { apiAs, expectToast } from "./support-web.ts";

test.describe.configure({ timeout: 150_000 });

const ordinal = (day: number) =>
  `${day}${day % 100 >= 11 && day % 100 <= 13 ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[day % 10] ?? "th")}`;

test("the recurring form offers the user's own categories", async ({ page }) => {
  await signedInUser(page, "recurring-custom");
  await apiAs(page, "POST", "/categories", { name: "Gym" });
  await page.goto("/recurring");
  await page.getByRole("button", { name: "Add recurring payment" }).click();
  const form = page.getByTestId("recurring-form");
  await form.getByRole("textbox", { name: /Name/ }).fill("Cult pass");
  await form.getByRole("textbox", { name: /Amount/ }).fill("1500");
  await form.getByRole("combobox", { name: "Category" }).selectOption("Gym");
  await form.getByRole("combobox", { name: "Day of month" }).selectOption("5");
  await checkMoneyScreen(page, "recurring-form-custom");
  await form.getByRole("button", { name: "Add recurring payment" }).click();

  const card = page.getByTestId("recurring-payment").filter({ hasText: "Cult pass" });
  await expect(card).toContainText("Gym · Monthly on the 5th");
  const { payments } = await apiAs<RecurringPaymentsAnswer>(page, "GET", "/recurring");
  expect(payments.map((p) => [p.category, p.dayOfMonth])).toEqual([["Gym", 5]]);
});

test("deleting a recurring payment asks first, then says it is done", async ({ page }) => {
  await signedInUser(page, "recurring-delete");
  await apiAs(page, "POST", "/recurring", {
    name: "Netflix",
    amount: "649",
    category: "Entertainment",
    frequency: "monthly",
    dayOfMonth: 3,
  });
  await page.goto("/recurring");
  const card = page.getByTestId("recurring-payment").filter({ hasText: "Netflix" });
  await card.getByRole("button", { name: "Delete Netflix" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete Netflix?" });
  await expect(dialog).toContainText(`${formatRupees(649)} · Monthly on the 3rd.`);
  await checkMoneyScreen(page, "recurring-delete-confirm");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect((await apiAs<RecurringPaymentsAnswer>(page, "GET", "/recurring")).payments).toHaveLength(1);

  await card.getByRole("button", { name: "Delete Netflix" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(card).toHaveCount(0);
  expect((await apiAs<RecurringPaymentsAnswer>(page, "GET", "/recurring")).payments).toEqual([]);
  await expectToast(page, "Recurring payment deleted", "Expenses already added stay.");
});

test("Repeat monthly shows the schedule and creates nothing until confirmed", async ({ page }) => {
  await signedInUser(page, "recurring-repeat");
  await addExpense(page, { amount: 499, category: "Mobile Recharge", description: "Jio" });
  await page
    .getByTestId("recent-transactions")
    .getByRole("button", { name: /^Edit Jio/ })
    .click();
  const sheet = page.getByTestId("edit-expense-sheet");
  await sheet.getByRole("button", { name: "Repeat monthly" }).click();

  const day = Number(indianDay(new Date()).slice(8, 10));
  const confirm = sheet.getByTestId("repeat-confirm");
  await expect(confirm).toContainText("Repeat this expense every month?");
  await expect(confirm).toContainText(`${formatRupees(499)} on the ${ordinal(day)} of every month, next `);
  await checkMoneyScreen(page, "repeat-monthly-confirm");
  expect((await apiAs<RecurringPaymentsAnswer>(page, "GET", "/recurring")).payments).toEqual([]);

  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await sheet.getByRole("button", { name: "Repeat monthly" }).click();
  await sheet.getByRole("button", { name: "Yes, repeat monthly" }).click();
  await expect(sheet).toBeHidden();
  const { payments } = await apiAs<RecurringPaymentsAnswer>(page, "GET", "/recurring");
  expect(payments.map((p) => [p.name, p.amount, p.dayOfMonth])).toEqual([["Jio", "499.00", day]]);
  await expectToast(page, "Repeats monthly");
});

test("Profile renames, merges and deletes a custom category, moving its expenses", async ({ page }) => {
  await signedInUser(page, "categories");
  await apiAs(page, "POST", "/categories", { name: "Gym" });
  await apiAs(page, "POST", "/categories", { name: "Yoga" });
  await addExpense(page, { amount: 1500, category: "Gym" });
  await addExpense(page, { amount: 400, category: "Yoga" });

  await page.goto("/profile");
  const mine = page.getByTestId("my-categories");
  await expect(mine.getByTestId("my-category")).toHaveCount(2);
  await mine.getByRole("button", { name: "Rename Gym" }).click();
  await mine.getByRole("textbox", { name: "New name for Gym" }).fill("Fitness");
  await mine.getByRole("button", { name: "Save name" }).click();
  await expect(mine).toContainText("Fitness");
  await expect(mine).not.toContainText("Gym");
  await expectToast(page, "Category renamed");

  await mine.getByRole("button", { name: "Merge Yoga" }).click();
  const merge = page.getByRole("alertdialog", { name: "Merge Yoga into another category?" });
  await merge.getByRole("combobox", { name: "Move to" }).selectOption("Fitness");
  await checkMoneyScreen(page, "categories-merge");
  await merge.getByRole("button", { name: "Merge" }).click();
  await expect(mine.getByTestId("my-category")).toHaveCount(1);
  await expectToast(page, "Categories merged", "1 expense moved from Yoga to Fitness.");

  await mine.getByRole("button", { name: "Delete Fitness" }).click();
  const remove = page.getByRole("alertdialog", { name: "Delete Fitness?" });
  await remove.getByRole("combobox", { name: "Move to" }).selectOption("Health");
  await remove.getByRole("button", { name: "Delete and move" }).click();
  await expect(mine.getByTestId("my-category")).toHaveCount(0);
  await expect(mine).toContainText("Categories you add on Add Expense show here");
  await checkMoneyScreen(page, "categories-none");

  const expenses = await apiAs<ExpenseRow[]>(page, "GET", "/expenses?limit=10");
  expect(expenses.map((e) => [e.category, e.amount]).sort()).toEqual([
    ["Health", "1500.00"],
    ["Health", "400.00"],
  ]);
});
