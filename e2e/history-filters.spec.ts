// History's search and filters, expense dates and Analytics of a past month in real Chromium (issue
// 30: the search beyond descriptions, the date-range tag, a reversed range, Clear filters, two quick
// filter changes, dates the API refuses, upcoming expenses, and Analytics' month lists).

import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { addDays, indianDay } from "@shared/calendar/indian-day.ts";
import type postgres from "postgres";
import { shiftMonth } from "../src/features/analytics/month-comparison.ts";
import { formatRupees } from "../tests/support/rupees.ts";
import { checkMoneyScreen, signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { expectToast } from "./support-web.ts";

test.describe.configure({ timeout: 150_000 });

interface Seeded {
  at: string;
  amount: string;
  category: string;
  description?: string;
  paidWith?: string;
  payee?: string;
}

async function seed(adminDb: postgres.Sql, email: string, rows: Seeded[]): Promise<string> {
  const [account] = await adminDb<{ id: string }[]>`select id::text from auth.users where email = ${email}`;
  const id = account?.id as string;
  await adminDb`insert into public.expenses ${adminDb(
    rows.map((row) => ({
      id: randomUUID(),
      user_id: id,
      amount: row.amount,
      category: row.category,
      description: row.description ?? null,
      paid_with: row.paidWith ?? null,
      merchant_key: row.payee ?? null,
      spent_at: row.at,
    })),
  )}`;
  return id;
}

const today = () => indianDay(new Date());
/** 10:00 IST on the Indian day `offset` days from today. */
const dayAt = (offset: number, time = "10:00") => `${addDays(today(), offset)}T${time}:00+05:30`;

test("history search finds amounts, categories, payees and ways of paying, every word", async ({
  page,
  adminDb,
}) => {
  const user = await signedInUser(page, "history-search");
  await seed(adminDb, user.email, [
    // Quick-added: amount and category only.
    { at: dayAt(-1), amount: "560.00", category: "Groceries", paidWith: "cash" },
    {
      at: dayAt(-2),
      amount: "142.00",
      category: "Transport",
      paidWith: "upi",
      payee: "rapido",
      description: "Ride home",
    },
    { at: dayAt(-3), amount: "98.00", category: "Transport", paidWith: "card", payee: "rapido" },
    { at: dayAt(-4), amount: "1560.00", category: "Rent", description: "Rent share" },
  ]);
  await page.goto("/history");
  await expect(page.getByTestId("history-count")).toHaveText("4 expenses");
  const search = page.getByRole("searchbox", { name: "Search expenses" });
  const listed = page.getByTestId("history-page").getByTestId("expense-row");
  for (const [q, amounts] of [
    ["560", [560]],
    ["groceries", [560]],
    ["rapido upi", [142]],
    ["rapido", [142, 98]],
  ] as const) {
    await search.fill(q);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(q).replace(/%20/g, "\\+")}`));
    await expect(page.getByTestId("history-count")).toHaveText(
      `${amounts.length} expense${amounts.length === 1 ? "" : "s"}`,
    );
    await expect(listed.getByTestId("expense-amount")).toHaveText(
      amounts.map((amount) => formatRupees(amount)),
    );
  }
  await checkMoneyScreen(page, "history-search");
});

/** Opens History's Filters sheet. */
async function openFilters(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: /^Filters/ }).click();
  return page.getByTestId("history-filter-sheet");
}

test("history filters: a date range reads as days and runs forwards when picked backwards", async ({
  page,
}) => {
  await signedInUser(page, "history-range");
  await page.goto("/history");
  const month = today().slice(0, 7);
  const dayText = (day: string) =>
    new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" }).format(
      new Date(`${day}T00:00:00Z`),
    );
  const [first, fifteenth] = [`${month}-01`, `${month}-15`];
  const sheet = await openFilters(page);
  await sheet.getByLabel("Period").selectOption("range");
  // Picked backwards: From the 15th, then To the 1st. The range runs from the 1st to the 15th.
  await sheet.getByLabel("From", { exact: true }).fill(fifteenth);
  await expect(page).toHaveURL(new RegExp(`from=${fifteenth}`));
  await sheet.getByLabel("To", { exact: true }).fill(first);
  await expect(page).toHaveURL(new RegExp(`from=${first}&to=${fifteenth}`));
  await expect(sheet.getByLabel("From", { exact: true })).toHaveValue(first);
  await expect(sheet.getByLabel("To", { exact: true })).toHaveValue(fifteenth);
  await expect(page.getByTestId("active-filters")).toContainText(`${dayText(first)} – ${dayText(fifteenth)}`);
  await expect(page.getByTestId("active-filters")).not.toContainText(month.slice(0, 4));
  await expect(page.getByTestId("history-refused-filters")).toHaveCount(0);
});

test("history filters: Clear filters resets the whole sheet, Period included", async ({ page }) => {
  await signedInUser(page, "history-clear");
  const month = today().slice(0, 7);
  await page.goto("/history?q=chai");
  const sheet = await openFilters(page);
  await sheet.getByLabel("Period").selectOption("range");
  await sheet.getByLabel("From", { exact: true }).fill(`${month}-01`);
  await sheet.getByLabel("Category").selectOption("Rent");
  await expect(page).toHaveURL(new RegExp(`from=${month}-01&category=Rent&q=chai`));
  await sheet.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/history\?q=chai$/);
  await expect(sheet.getByLabel("Period")).toHaveValue("all");
  await expect(sheet.getByLabel("From", { exact: true })).toHaveCount(0);
  await expect(sheet.getByLabel("Category")).toHaveValue("");
});

test("history filters: Category then Paid with in quick succession both apply", async ({ page }) => {
  await signedInUser(page, "history-race");
  await page.goto("/history");
  const sheet = await openFilters(page);
  // Both changes land before the screen re-renders in between (the race a quick user met once in six
  // tries), every time: the two change events are dispatched in one task.
  await sheet.evaluate((root) => {
    const choose = (label: string, value: string) => {
      const field = [...root.querySelectorAll("label")].find((l) => l.textContent === label);
      const select = root.querySelector<HTMLSelectElement>(`#${CSS.escape(field?.htmlFor ?? "")}`);
      if (!select) throw new Error(`no ${label}`);
      select.value = value;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    };
    choose("Category", "Groceries");
    choose("Paid with", "upi");
  });
  await expect(page).toHaveURL(/category=Groceries&paidWith=upi/);
  await expect(sheet.getByLabel("Category")).toHaveValue("Groceries");
  await expect(sheet.getByLabel("Paid with")).toHaveValue("upi");
});

test("expense dates: the picker is bounded, 1999 is refused in a sentence, a future date shows under Upcoming", async ({
  page,
  adminDb,
}) => {
  const user = await signedInUser(page, "expense-dates");
  await page.goto("/expense");
  const date = page.getByRole("textbox", { name: "Date", exact: true });
  await expect(date).toHaveAttribute("min", "2000-01-01");
  await expect(date).toHaveAttribute("max", "2100-12-31");
  await page.getByRole("textbox", { name: "Amount" }).fill("250");
  await page.getByRole("radio", { name: "Shopping", exact: true }).click();
  await date.fill("1999-12-31");
  const sentence = "Expenses can be dated from 1 Jan 2000 to 31 Dec 2100. Please check the date.";
  await expect(page.getByTestId("date-problem")).toHaveText(sentence);
  await page.getByRole("button", { name: "Save Expense" }).click();
  await expectToast(page, "Check the date", sentence);
  await expect(page).toHaveURL(/\/expense$/);
  const [{ count } = { count: -1 }] = await adminDb<{ count: number }[]>`
    select count(*)::int as count from public.expenses e join auth.users u on u.id = e.user_id
    where u.email = ${user.email}`;
  expect(count).toBe(0);

  // Dated after today: said before saving, and listed apart at the top of History.
  const later = addDays(today(), 40);
  await date.fill(later);
  await expect(page.getByTestId("future-date-warning")).toContainText("it will be saved as upcoming");
  await seed(adminDb, user.email, [
    { at: `${later}T10:00:00+05:30`, amount: "3000.00", category: "Rent", description: "Advance rent" },
    { at: dayAt(-1), amount: "40.00", category: "Transport", description: "Metro" },
  ]);
  await page.goto("/history");
  const upcoming = page.getByTestId("history-upcoming");
  await expect(upcoming.getByRole("heading", { name: "Upcoming" })).toBeVisible();
  await expect(upcoming.getByTestId("expense-row")).toHaveCount(1);
  await expect(upcoming.getByTestId("expense-row")).toContainText("Advance rent");
  await expect(page.getByTestId("history-day").filter({ hasText: "Metro" })).toHaveCount(1);
  await expect(upcoming.getByText("Metro")).toHaveCount(0);
});

test("analytics of last month: its own latest expenses, a legend on the comparison, budgets by the largest spend", async ({
  page,
  adminDb,
}) => {
  const user = await signedInUser(page, "analytics-month");
  const current = today().slice(0, 7);
  const last = shiftMonth(current, -1);
  const before = shiftMonth(current, -2);
  const id = await seed(adminDb, user.email, [
    {
      at: `${last}-05T12:00:00+05:30`,
      amount: "4000.00",
      category: "Shopping",
      description: "Diwali clothes",
    },
    { at: `${last}-08T12:00:00+05:30`, amount: "2500.00", category: "Food & Dining", description: "Dinners" },
    { at: `${last}-12T12:00:00+05:30`, amount: "1000.00", category: "Groceries", description: "DMart" },
    { at: `${last}-15T12:00:00+05:30`, amount: "500.00", category: "Transport", description: "Metro card" },
    { at: `${before}-15T12:00:00+05:30`, amount: "800.00", category: "Shopping", description: "Shoes" },
    {
      at: new Date().toISOString(),
      amount: "1200.00",
      category: "Entertainment",
      description: "Movie tickets",
    },
  ]);
  await adminDb`insert into public.budgets (user_id, amount, category_budgets) values (${id}, 25000,
    ${adminDb.json({ Groceries: 5000, Transport: 2000, Shopping: 1000, "Food & Dining": 3000 })})`;
  await page.goto("/analytics");
  await page.getByTestId("month-switcher").selectOption(last);
  await expect(page.getByTestId("month-total")).toHaveText(formatRupees(8000));

  const latest = page.getByTestId("recent-expenses").getByTestId("analytics-expense");
  await expect(latest).toHaveCount(4);
  await expect(page.getByTestId("recent-expenses")).not.toContainText("Movie tickets");
  await expect(latest.first()).toContainText("Metro card");

  const monthName = (key: string) =>
    new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${key}-01T00:00:00Z`),
    );
  const legend = page.getByTestId("comparison-legend");
  await expect(legend.getByRole("listitem")).toHaveText([monthName(last), monthName(before)]);

  await expect(page.getByTestId("budget-row")).toHaveCount(4);
  expect(
    await page
      .getByTestId("budget-row")
      .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-category"))),
  ).toEqual(["Shopping", "Food & Dining", "Groceries", "Transport"]);
  await checkMoneyScreen(page, "analytics-past-month");
});
