// Quick logging (docs/product.md §4.27): from home, + opens the quick form with the amount focused for
// the number keypad, the last-used category and paid-with first, and a category tap saves: two taps
// from home to a saved expense. The full form stays one tap away ("More details").
import { formatRupees } from "../tests/support/rupees.ts";
import { checkMoneyScreen, signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { apiAs, expectToast } from "./support-web.ts";

test.describe.configure({ timeout: 150_000 });

const addButton = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Add expense", exact: true });

test("two taps from home: + then a category, with the amount typed between", async ({ page }) => {
  await signedInUser(page, "quick-log");
  // Yesterday's metro ride, paid in cash: the quick form offers Transport and Cash first.
  await apiAs(page, "POST", "/expenses", {
    category: "Transport",
    amount: "40",
    method: "manual",
    date: new Date(Date.now() - 86_400_000).toISOString(),
    paidWith: "cash",
  });
  await page.goto("/");
  await expect(page.getByTestId("recent-transactions").getByTestId("expense-row")).toHaveCount(1);

  let taps = 0;
  await addButton(page).click();
  taps++;
  await expect(page).toHaveURL(/\/expense$/);
  const amount = page.getByRole("textbox", { name: "Amount" });
  await expect(amount).toBeFocused();
  await expect(amount).toHaveAttribute("inputmode", "decimal");
  await expect(page.getByTestId("category-tile").first()).toHaveAttribute("data-category", "Transport");
  await expect(page.getByTestId("paid-with-chip").first()).toHaveAttribute("data-paid-with", "cash");
  await expect(page.getByTestId("paid-with-chip").first()).toHaveAttribute("aria-checked", "true");
  // The rest of the form waits behind "More details".
  await expect(page.getByPlaceholder("Where did you spend?")).toHaveCount(0);
  await checkMoneyScreen(page, "quick-log");

  await page.keyboard.type("120");
  await page.getByRole("radio", { name: "Food & Dining", exact: true }).click();
  taps++;
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, "Expense Added!");
  const latest = page.getByTestId("recent-transactions").getByTestId("expense-row").first();
  await expect(latest).toContainText("Food & Dining");
  await expect(latest).toContainText(formatRupees(120));
  expect(taps).toBe(2);

  const [saved] = await apiAs<{ category: string; amount: number; paidWith: string | null }[]>(
    page,
    "GET",
    "/expenses?limit=1",
  );
  expect(saved).toMatchObject({ category: "Food & Dining", paidWith: "cash" });
});

test("a category tap without an amount only picks it; More details opens the full form", async ({ page }) => {
  await signedInUser(page, "quick-more");
  await page.goto("/");
  await addButton(page).click();
  await expect(page.getByRole("textbox", { name: "Amount" })).toBeFocused();

  // No amount yet: the tap picks the category and nothing is saved.
  const groceries = page.getByRole("radio", { name: "Groceries", exact: true });
  await groceries.click();
  await expect(groceries).toHaveAttribute("aria-checked", "true");
  await expect(page).toHaveURL(/\/expense$/);

  // The full form keeps what was typed and picked, and saves with Save Expense only.
  await page.getByRole("textbox", { name: "Amount" }).fill("75");
  await page.getByRole("button", { name: "More details" }).click();
  await expect(page.getByRole("button", { name: "More details" })).toHaveCount(0);
  await expect(groceries).toHaveAttribute("aria-checked", "true");
  await page.getByPlaceholder("Where did you spend?").fill("Vegetables");
  await page.getByRole("radio", { name: "Shopping", exact: true }).click();
  await expect(page).toHaveURL(/\/expense$/);
  await page.getByRole("button", { name: "Save Expense" }).click();
  await expect(page).toHaveURL(/\/$/);
  const latest = page.getByTestId("recent-transactions").getByTestId("expense-row").first();
  await expect(latest).toContainText("Vegetables");
  await expect(latest).toContainText(formatRupees(75));

  // Any other way in (here the address) opens the full form at once.
  await page.goto("/expense");
  await expect(page.getByPlaceholder("Where did you spend?")).toBeVisible();
  await expect(page.getByRole("button", { name: "More details" })).toHaveCount(0);
});
