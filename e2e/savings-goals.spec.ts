// Savings goals (issue 28 item 3, docs/product.md §4.33): a goal is created on the Goals screen, money
// is added, progress and the monthly need show, the first milestone is celebrated, and home's spending
// figures do not move: goal money is never spending.
import { formatRupees } from "../tests/support/rupees.ts";
import { checkMoneyScreen, setBudget, signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { apiAs, expectToast, recordToasts } from "./support-web.ts";

test.describe.configure({ timeout: 120_000 });

test("a goal gets money and shows its progress, and home's spending stays as it was", async ({ page }) => {
  await signedInUser(page, "goals");
  await setBudget(page, 30000);
  await apiAs(page, "POST", "/expenses", { amount: "250", category: "Groceries", method: "manual" });

  await page.goto("/");
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(250));
  const usedBefore = await page.getByTestId("budget-used").textContent();
  const leftBefore = await page.getByTestId("budget-left").textContent();

  // Profile → Savings goals → add one.
  await page.goto("/profile");
  await page.getByRole("link", { name: "Savings goals" }).click();
  await expect(page.getByTestId("goals-page")).toBeVisible();
  await recordToasts(page);
  await page.getByRole("button", { name: "Add a goal" }).click();
  await page.getByRole("textbox", { name: "Goal name" }).fill("Goa trip");
  await page.getByRole("textbox", { name: "Target (₹)" }).fill("20000");
  await page.getByLabel("Reach it by (optional)").fill("2030-12-31");
  await page.getByRole("button", { name: "Save goal" }).click();
  const card = page.getByTestId("goal-card");
  await expect(card.getByTestId("goal-name")).toHaveText("Goa trip");
  await expect(card.getByTestId("goal-progress")).toHaveText(`${formatRupees(0)} of ${formatRupees(20000)}`);
  await expectToast(page, "Goal added");

  // Money in: ₹5,000 is a quarter, the first milestone.
  await card.getByRole("textbox", { name: "Amount (₹)" }).fill("5000");
  await card.getByRole("button", { name: "Add money to Goa trip" }).click();
  await expect(card.getByTestId("goal-progress")).toHaveText(
    `${formatRupees(5000)} of ${formatRupees(20000)}`,
  );
  await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "25");
  await expect(card.getByTestId("goal-need")).toContainText("a month to reach it by");
  await expect(card.getByTestId("goal-need")).toContainText("2030");
  // The coach celebrates the first milestone (instead of the plain "Money added").
  await expectToast(page, "Goa trip! 🎉", "A quarter of the way there");
  await checkMoneyScreen(page, "savings goals");
  // A little more, no new milestone: the plain toast.
  await card.getByRole("textbox", { name: "Amount (₹)" }).fill("100");
  await card.getByRole("button", { name: "Add money to Goa trip" }).click();
  await expect(card.getByTestId("goal-progress")).toHaveText(
    `${formatRupees(5100)} of ${formatRupees(20000)}`,
  );
  await expectToast(page, "Money added", `${formatRupees(100)} put towards Goa trip.`);

  // Home: today's spending and the month's budget use are what they were.
  await page.goto("/");
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(250));
  await expect(page.getByTestId("budget-used")).toHaveText(usedBefore ?? "");
  await expect(page.getByTestId("budget-left")).toHaveText(leftBefore ?? "");
});
