// Recurring payments in real Chromium (docs/product.md §2.21, §4.23, §4.24): rent made recurring
// from its expense, the scheduler's job run as the service role for next month's due date, and the
// expense it adds shows on home with the Recurring mark.
import type { RecurringPaymentsAnswer } from "@shared/contract/api-rows.ts";
import { formatRupees } from "../tests/support/rupees.ts";
import { addExpense, checkMoneyScreen, setBudget, signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { accessTokenOf, apiAs, expectToast } from "./support-web.ts";

test.describe.configure({ timeout: 150_000 });

test("make rent recurring from its expense; the job adds next month's on its due date", async ({
  page,
  stack,
}) => {
  await signedInUser(page, "recurring");
  await setBudget(page, 40000);
  await addExpense(page, { amount: 15000, category: "Rent", description: "Flat rent" });

  const recent = page.getByTestId("recent-transactions");
  await recent.getByRole("button", { name: /^Edit Flat rent/ }).click();
  const sheet = page.getByTestId("edit-expense-sheet");
  await sheet.getByRole("button", { name: "Repeat monthly" }).click();
  await sheet.getByRole("button", { name: "Yes, repeat monthly" }).click();
  await expectToast(page, "Repeats monthly");
  await expect(sheet).toBeHidden();

  await page.goto("/recurring");
  const card = page.getByTestId("recurring-payment").filter({ hasText: "Flat rent" });
  await expect(card).toContainText("Rent · Monthly on the");
  await expect(card).toContainText(formatRupees(15000));
  await checkMoneyScreen(page, "recurring-list");

  // The scheduler's call for next month's due date, as the hosted cron makes it, for this user only:
  // other journeys on the same stack keep their payments due later this month.
  const { payments } = await apiAs<RecurringPaymentsAnswer>(page, "GET", "/recurring");
  const dueOn = payments[0]?.nextDueOn;
  expect(dueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const userId = JSON.parse(
    Buffer.from((await accessTokenOf(page)).split(".")[1] ?? "", "base64url").toString(),
  ).sub;
  const run = await page.request.post(`${stack.urls.gateway}/functions/v1/api/jobs/run`, {
    headers: { Authorization: `Bearer ${stack.keys.serviceRoleKey}` },
    data: { now: `${dueOn}T09:00:00+05:30`, userIds: [userId] },
  });
  expect(run.status()).toBe(200);

  await page.goto("/");
  const added = recent.getByTestId("expense-row").filter({ has: page.getByTestId("recurring-mark") });
  await expect(added).toHaveCount(1);
  await expect(added).toContainText("Flat rent");
  await expect(added.getByTestId("expense-amount")).toHaveText(formatRupees(15000));
  await checkMoneyScreen(page, "recurring-home");

  // The list moved on to the month after.
  await page.goto("/recurring");
  await expect(card).not.toContainText(dueOn as string);
});

test("add, pause and skip a recurring payment; Set Budget sets the committed amount aside", async ({
  page,
}) => {
  await signedInUser(page, "recurring-add");
  await setBudget(page, 30000);
  await page.goto("/recurring");
  await expect(page.getByText("No recurring payments yet.")).toBeVisible();
  await page.getByRole("button", { name: "Add recurring payment" }).click();
  const form = page.getByTestId("recurring-form");
  await form.getByRole("textbox", { name: /Name/ }).fill("Milk");
  await form.getByRole("textbox", { name: /Amount/ }).fill("60");
  await form.getByRole("combobox", { name: "Category" }).selectOption("Groceries");
  await form.getByRole("combobox", { name: "Repeats" }).selectOption("weekly");
  await form.getByRole("combobox", { name: "Weekday" }).selectOption("Sunday");
  await checkMoneyScreen(page, "recurring-form");
  await form.getByRole("button", { name: "Add recurring payment" }).click();
  await expectToast(page, "Recurring payment added", "Milk: Weekly on Sunday.");

  const card = page.getByTestId("recurring-payment").filter({ hasText: "Milk" });
  await expect(card).toContainText("Next:");
  const nextBefore = await card.textContent();
  await card.getByRole("button", { name: "Skip next Milk" }).click();
  await expectToast(page, "Skipped");
  await expect(card).not.toHaveText(nextBefore as string);

  await card.getByRole("button", { name: "Pause Milk" }).click();
  await expect(card.getByText("Paused")).toBeVisible();
  await card.getByRole("button", { name: "Resume Milk" }).click();
  await expect(card).toContainText("Next:");

  await page.goto("/budget");
  await expect(page.getByTestId("committed-card")).toContainText("Committed this month");
  await expect(page.getByTestId("daily-allowance")).toContainText("/day");
  await checkMoneyScreen(page, "budget-committed");
});

test("change the reminder time and the switches in Profile; they are kept on the server", async ({
  page,
}) => {
  await signedInUser(page, "reminders");
  await page.goto("/profile");
  const settings = page.getByTestId("notification-settings");
  const time = settings.getByLabel("Reminder time (IST)");
  await expect(time).toHaveValue("19:00");
  await time.fill("08:30");
  await settings.getByRole("button", { name: "Save time" }).click();
  await expectToast(page, "Reminder time saved", "Daily reminder at 08:30 (IST).");

  const weekly = settings.getByRole("checkbox", { name: /Weekly report/ });
  await expect(weekly).toBeChecked();
  await settings.getByText("Weekly report", { exact: true }).click();
  await expect(weekly).not.toBeChecked();
  await expect
    .poll(
      async () =>
        (await apiAs<{ weeklyReports: boolean }>(page, "GET", "/notification-settings")).weeklyReports,
    )
    .toBe(false);
  await checkMoneyScreen(page, "profile-reminders");

  await page.reload();
  await expect(settings.getByLabel("Reminder time (IST)")).toHaveValue("08:30");
  await expect(settings.getByRole("checkbox", { name: /Weekly report/ })).not.toBeChecked();
});

/** The Indian month `offset` months from now, as `yyyy-mm`. */
function istMonth(offset: number): string {
  const ist = new Date(Date.now() + 5.5 * 3_600_000);
  const index = ist.getUTCFullYear() * 12 + ist.getUTCMonth() + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}
const monthName = (key: string) =>
  new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${key}-01T00:00:00Z`),
  );

test("Analytics: month switcher, this month against last, six months and budget vs actual", async ({
  page,
}) => {
  await signedInUser(page, "analytics-time");
  await setBudget(page, 30000);
  const [thisMonth, lastMonth, twoBack] = [istMonth(0), istMonth(-1), istMonth(-2)];
  const spend = (month: string, category: string, amount: number) =>
    apiAs(page, "POST", "/expenses", { category, amount, date: `${month}-10T10:00:00+05:30` });
  await spend(lastMonth, "Groceries", 4000);
  await spend(lastMonth, "Transport", 800);
  await spend(twoBack, "Groceries", 2500);
  await addExpense(page, { amount: 1500, category: "Groceries", description: "Weekly veggies" });

  await page.goto("/analytics");
  await expect(page.getByTestId("month-total")).toHaveText(formatRupees(1500));
  const comparison = page.getByTestId("month-comparison");
  await expect(comparison.getByRole("heading")).toHaveText(`Compared with ${monthName(lastMonth)}`);
  await expect(comparison.locator('[data-testid="comparison-row"][data-category="Groceries"]')).toContainText(
    `${formatRupees(1500)} vs ${formatRupees(4000)}`,
  );
  await expect(comparison.locator('[data-testid="comparison-row"][data-category="Transport"]')).toContainText(
    `${formatRupees(0)} vs ${formatRupees(800)}`,
  );
  const sixMonths = page.getByTestId("six-months");
  await expect(sixMonths.getByTestId("six-months-row")).toHaveCount(6);
  await expect(sixMonths.locator(`[data-month="${lastMonth}"]`)).toContainText(formatRupees(4800));
  await expect(sixMonths.locator(`[data-month="${twoBack}"]`)).toContainText(formatRupees(2500));
  // Set Budget's default split gives Groceries 20 % of ₹30,000.
  await expect(page.locator('[data-testid="budget-row"][data-category="Groceries"]')).toContainText(
    `${formatRupees(1500)} of ${formatRupees(6000)} (25%)`,
  );
  await checkMoneyScreen(page, "analytics-over-time");

  // Any past month with data; a month without data is not offered.
  const switcher = page.getByRole("combobox", { name: "Month" });
  await expect(switcher.locator("option")).toHaveText([
    monthName(thisMonth),
    monthName(lastMonth),
    monthName(twoBack),
  ]);
  await switcher.selectOption(lastMonth);
  await expect(page.getByText(`Spending in ${monthName(lastMonth)}`)).toBeVisible();
  await expect(page.getByTestId("month-total")).toHaveText(formatRupees(4800));
  await expect(comparison.getByRole("heading")).toHaveText(`Compared with ${monthName(twoBack)}`);
  await expect(comparison.locator('[data-testid="comparison-row"][data-category="Groceries"]')).toContainText(
    `${formatRupees(4000)} vs ${formatRupees(2500)}`,
  );
  await expect(page.locator('[data-testid="budget-row"][data-category="Groceries"]')).toContainText("(67%)");
  await checkMoneyScreen(page, "analytics-past-month");
});
