// Numbers must never lie (issue 11, items 1–7): amount fields that refuse instead of reinterpreting,
// the ceiling stated, alert times and texts, "limit reached" at exactly the limit with the two daily
// figures explained, categories without a budget, and error states instead of made-up figures.
import type { NotificationRow } from "@shared/contract/api-rows.ts";
import { formatIstDateTime } from "../src/lib/ist-format.ts";
import { formatRupees } from "../tests/support/rupees.ts";
import { addExpense, dailyLimitAbout, dailyLimitNow, setBudget, signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { apiAs, expectToast } from "./support-web.ts";

test.describe.configure({ timeout: 120_000 });

test("amount fields refuse what they cannot take, say why, and state the ceiling", async ({ page }) => {
  await signedInUser(page, "q-amount");
  await page.goto("/expense");
  const amount = page.getByRole("textbox", { name: "Amount" });
  const form = page.getByTestId("add-expense-page");

  // A refused text stays in the field, with its reason, until it is fixed (issue 30 item 11).
  await amount.fill("1e5");
  await expect(amount).toHaveValue("1e5");
  await expect(form.getByText("Use digits with at most one decimal point, e.g. 120.50")).toBeVisible();
  await amount.fill("-50");
  await expect(amount).toHaveValue("-50");
  await expect(form.getByText("Amounts can't be negative")).toBeVisible();
  await amount.fill("");
  await amount.pressSequentially("45.678");
  await expect(amount).toHaveValue("45.678");
  await expect(form.getByText("At most two decimals (paise), e.g. 45.50")).toBeVisible();
  // A pasted amount loses its grouping commas, nothing else.
  await amount.fill("1,23,456.50");
  await expect(amount).toHaveValue("123456.50");
  await expect(form.getByText("At most two decimals (paise), e.g. 45.50")).toBeHidden();

  await amount.fill("2000000");
  await expect(form.getByText("Amounts up to ₹10,00,000 only")).toBeVisible();
  await page.getByRole("radio", { name: "Rent", exact: true }).click();
  await page.getByRole("button", { name: "Save Expense" }).click();
  await expectToast(page, "Amount too large", "Amounts up to ₹10,00,000 only.");
  await expect(page).toHaveURL(/\/expense$/);

  await page.goto("/budget");
  const budget = page.getByRole("textbox", { name: /Budget Amount/ });
  await expect(budget).toHaveValue("25000");
  await budget.fill("25,000.50");
  await expect(budget).toHaveValue("25,000.50");
  await expect(page.getByText("Whole rupees only, without paise")).toBeVisible();
  await budget.fill("40,000");
  await expect(budget).toHaveValue("40000");
  const food = page.locator('[data-testid="category-budget-input"][data-category="Food & Dining"]');
  await food.fill("2e3");
  await expect(food).toHaveValue("2e3");
  await expect(page.getByText("Use digits only, e.g. 25000")).toBeVisible();
});

test("alerts raised together: own threshold each, newest first, stamped with the IST time raised", async ({
  page,
}) => {
  await signedInUser(page, "q-alerts");
  await setBudget(page, 30000);
  // Rent set aside keeps today's daily limit under ₹24,600 on any day of the month.
  const figure = await dailyLimitAbout(page, 30000, 1000);
  await addExpense(page, { amount: 24600, category: "Shopping", description: "Phone" });

  // On the month's last day the rent was paid on the 1st: that raised 50 % and 80 % already, and
  // today's spend passes 100 % with the daily limit (one transaction: highest threshold first).
  const titles =
    figure.spentBeforeToday > 0
      ? ["Budget exceeded", "Daily limit passed", "80% of your budget used", "Half your budget used"]
      : ["80% of your budget used", "Half your budget used", "Daily limit passed"];
  const notifications = page.getByTestId("notification");
  await expect(notifications).toHaveCount(titles.length, { timeout: 40_000 });
  await expect(notifications.getByTestId("notification-title")).toHaveText(titles);
  const half = notifications.filter({ hasText: "Half your budget used" });
  await expect(half.getByTestId("notification-message")).toHaveText(
    `You've passed ${formatRupees(15000)} of your ${formatRupees(30000)} monthly budget.`,
  );
  await expect(half).not.toContainText("82%");
  const rows = await apiAs<NotificationRow[]>(page, "GET", "/notifications");
  const raised = rows[0]?.createdAt ?? "";
  await expect(notifications.first().getByTestId("notification-time")).toHaveText(formatIstDateTime(raised));
  // Not the day's UTC midnight shown as 5:30 am — unless the alert really was raised in that minute
  // (a run at 00:00 UTC).
  const atUtcMidnight = new Date(raised).getUTCHours() === 0 && new Date(raised).getUTCMinutes() === 0;
  if (!atUtcMidnight) {
    await expect(notifications.first().getByTestId("notification-time")).not.toHaveText(/5:30\s?am$/);
  }
});

test("exactly at the daily limit, explained figures, and a category without a budget", async ({ page }) => {
  await signedInUser(page, "q-limit");
  await setBudget(page, 30000);
  const figure = await dailyLimitAbout(page, 30000, 1000);
  const limit = figure.dailyLimit ?? 0;
  await addExpense(page, { amount: Math.round((limit - 60) * 100) / 100, category: "Food & Dining" });
  await addExpense(page, { amount: 60, category: "Others" });

  await expect(page.getByTestId("today-title")).toContainText("Daily Limit Reached");
  await expect(page.getByTestId("today-message")).toHaveText(
    "Limit reached: you've spent today's whole limit. Try not to spend more today.",
  );
  await expect(page.getByTestId("today-message")).not.toContainText("Over by");
  // One daily figure: today's card, "Safe to spend / day" and Set Budget show the same number, and
  // one line says how it is made.
  await expect(page.getByTestId("today-limit")).toHaveText(formatRupees(limit));
  await expect(page.getByTestId("safe-to-spend")).toHaveText(formatRupees(limit));
  const days =
    figure.daysLeft === 1 ? "1 day left (today)." : `${figure.daysLeft} days left, today included.`;
  const rule = `Daily limit = (${formatRupees(30000)} budget − ${formatRupees(figure.spentBeforeToday)} spent before today − ${formatRupees(figure.committed)} recurring still due) ÷ ${days}`;
  await expect(page.getByTestId("daily-figures-note")).toHaveText(rule);

  const others = page.locator('[data-testid="budget-category-row"][data-category="Others"]');
  await expect(others.getByTestId("budget-category-amounts")).toHaveText(
    `${formatRupees(60)} spent · no budget set`,
  );
  await others.click();
  // Its own detail: on the month's last day the rent paid on the 1st is a second row without a budget.
  await expect(
    page.getByText("Give it a share of your budget on Set Budget to track it.").filter({ visible: true }),
  ).toHaveCount(1);
  await expect(page.getByTestId("budget-card")).not.toContainText("over by ₹60");

  await page.goto("/budget");
  await expect(page.getByTestId("daily-allowance")).toHaveText(`${formatRupees(limit)}/day`);
  await expect(page.getByTestId("budget-committed")).toHaveText(formatRupees(figure.committed));
  await expect(page.getByTestId("daily-limit-rule")).toHaveText(rule);
});

test("failed reads show an error with Retry, never figures that look real", async ({ page }) => {
  await signedInUser(page, "q-fail");
  await setBudget(page, 3000);
  await page.route("**/api/budget", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: '{"message":"Database unreachable"}',
    }),
  );
  const recentList = (url: URL) => url.pathname === "/api/expenses" && url.searchParams.get("limit") === "10";
  await page.route(recentList, (route) => route.fulfill({ status: 500, body: "" }));
  // Live updates refetch every read when they connect: let that happen (and fail) before the Retry
  // taps below, so the taps — not the connection — are what mends each read.
  let apiRequests = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) apiRequests += 1;
  });
  const subscribed = new Promise<void>((resolve) => {
    page.on("websocket", (socket) => {
      socket.on("framereceived", ({ payload }) => {
        if (String(payload).includes("Subscribed to PostgreSQL")) resolve();
      });
    });
  });
  await page.reload();
  await subscribed;
  for (let before = -1; before !== apiRequests; ) {
    before = apiRequests;
    await page.waitForTimeout(1_000);
  }

  const failed = page.getByTestId("money-load-error");
  await expect(failed).toContainText("Couldn't load your budget and this month's spending.");
  await expect(page.getByTestId("today-card")).toHaveCount(0);
  await expect(page.getByTestId("budget-card")).toHaveCount(0);
  await expect(page.getByTestId("home-page")).not.toContainText(formatRupees(25000));
  await expect(page.getByTestId("recent-transactions")).toContainText("Failed to fetch expenses");

  // One at a time: the list keeps failing until its own Retry.
  await page.unroute("**/api/budget");
  await failed.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByTestId("today-limit")).toHaveText(
    formatRupees((await dailyLimitNow(page)).dailyLimit ?? 0),
  );
  await expect(page.getByTestId("recent-transactions")).toContainText("Failed to fetch expenses");
  await page.unroute(recentList);
  await page.getByTestId("recent-transactions").getByRole("button", { name: "Retry" }).click();
  await expect(page.getByTestId("recent-transactions")).toContainText("No expenses yet.");

  await page.route("**/api/budget", (route) => route.fulfill({ status: 500, body: "" }));
  await page.goto("/budget");
  await expect(page.getByText("Couldn't load your budget.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: /Budget Amount/ })).toHaveCount(0);
});

test("without a budget there is no daily limit: the widget and the line under it say so, never ₹0", async ({
  page,
}) => {
  await signedInUser(page, "q-no-budget");
  await addExpense(page, { amount: 120, category: "Transport", description: "Auto" });
  await page.goto("/");
  await expect(page.getByTestId("widget-safe")).toContainText("Set a budget first");
  await expect(page.getByTestId("safe-to-spend")).toHaveText("—");
  await expect(page.getByTestId("daily-figures-note")).toHaveText(
    "Set a monthly budget to get a daily limit.",
  );
});
