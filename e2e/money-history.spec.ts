// The history screen in real Chromium: reached from home's View All, every expense grouped by Indian
// day, more pages while scrolling, search "swig", a category filter, filters that survive a reload
// and Back, and the CSV export of the filtered set.

import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { indianDay } from "@shared/calendar/indian-day.ts";
import { formatRupees } from "../tests/support/rupees.ts";
import { checkMoneyScreen, signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { expectToast } from "./support-web.ts";

test.describe.configure({ timeout: 150_000 });

test("history: scroll for more, search swig, filter by category, reload and Back keep the filters", async ({
  page,
  adminDb,
}) => {
  const user = await signedInUser(page, "money-history");
  const [account] = await adminDb<
    { id: string }[]
  >`select id::text from auth.users where email = ${user.email}`;
  // 75 expenses on the 25 Indian days before today, three a day: a Swiggy order (every fifth one from
  // Instamart, filed under Groceries), a metro ride and a chai.
  const rows = Array.from({ length: 25 }, (_, day) =>
    [
      {
        description: day % 5 === 0 ? `Swiggy Instamart ${day}` : `Swiggy dinner ${day}`,
        category: day % 5 === 0 ? "Groceries" : "Food & Dining",
        amount: "250.00",
        paid_with: "upi",
        hour: 20,
      },
      {
        description: `Metro ride ${day}`,
        category: "Transport",
        amount: "40.00",
        paid_with: "card",
        hour: 10,
      },
      { description: `Chai ${day}`, category: "Food & Dining", amount: "15.50", paid_with: "cash", hour: 16 },
    ].map((row) => ({
      id: randomUUID(),
      user_id: account?.id,
      amount: row.amount,
      category: row.category,
      description: row.description,
      paid_with: row.paid_with,
      spent_at: `${indianDay(new Date(Date.now() - (day + 1) * 86_400_000))}T${row.hour}:00:00+05:30`,
    })),
  ).flat();
  await adminDb`insert into public.expenses ${adminDb(rows)}`;

  await page.goto("/");
  await page.getByTestId("recent-transactions").getByRole("link", { name: "View All" }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByTestId("history-count")).toHaveText("75 expenses");
  await expect(page.getByTestId("history-total")).toHaveText(formatRupees(25 * (250 + 40 + 15.5)));
  const listed = page.getByTestId("history-page").getByTestId("expense-row");
  await expect(listed).toHaveCount(50);
  // Each day's heading carries that day's total.
  const firstDay = page.getByTestId("history-day").first();
  await expect(firstDay.getByTestId("history-day-total")).toHaveText(formatRupees(305.5));
  await checkMoneyScreen(page, "money-history");

  // Scrolling to the end loads the rest.
  await page.getByTestId("history-load-more").scrollIntoViewIfNeeded();
  await expect(listed).toHaveCount(75);
  await expect(page.getByTestId("history-end")).toBeVisible();

  // Search: "swig" finds every Swiggy order, whatever its case.
  await page.getByRole("searchbox", { name: "Search expenses" }).fill("swig");
  await expect(page).toHaveURL(/[?&]q=swig/);
  await expect(page.getByTestId("history-count")).toHaveText("25 expenses");
  await expect(listed).toHaveCount(25);
  for (const text of await listed.allInnerTexts()) expect(text).toMatch(/Swiggy/);

  // And a category filter on top.
  await page.getByRole("button", { name: /^Filters/ }).click();
  const sheet = page.getByTestId("history-filter-sheet");
  await sheet.getByLabel("Category").selectOption("Groceries");
  await sheet.getByRole("button", { name: "Show results" }).click();
  await expect(page).toHaveURL(/category=Groceries/);
  await expect(page.getByTestId("history-count")).toHaveText("5 expenses");
  await expect(page.getByTestId("history-total")).toHaveText(formatRupees(1250));
  await expect(listed).toHaveCount(5);
  await expect(page.getByTestId("active-filters")).toContainText("Groceries");

  // A reload keeps it all.
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search expenses" })).toHaveValue("swig");
  await expect(page.getByTestId("history-count")).toHaveText("5 expenses");
  await expect(listed).toHaveCount(5);

  // Export the filtered set: a CSV with a BOM, the header and the five Instamart orders.
  await page.getByRole("button", { name: "Export CSV" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export the 5 matching" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^paisa-coach-expenses-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").split("\r\n").filter(Boolean);
  expect(lines[0]).toBe("Date,Time,Amount,Category,Description,Paid with,Entry method,Split");
  expect(lines.slice(1)).toHaveLength(5);
  for (const line of lines.slice(1))
    expect(line).toMatch(/^\d{4}-\d{2}-\d{2},20:00,250\.00,Groceries,Swiggy Instamart \d+,UPI,Manual,$/);
  await expectToast(page, "Export Ready");

  // Back goes to the search without the category; a removed tag widens the list again.
  await page.goBack();
  await expect(page.getByTestId("history-count")).toHaveText("25 expenses");
  await page.getByRole("button", { name: "Remove filter “swig”" }).click();
  await expect(page.getByTestId("history-count")).toHaveText("75 expenses");
  await expect(page.getByRole("searchbox", { name: "Search expenses" })).toHaveValue("");

  // Nothing matches: the empty state offers to clear.
  await page.getByRole("searchbox", { name: "Search expenses" }).fill("biryani");
  await expect(page.getByTestId("history-empty")).toContainText("No expenses match these filters.");
  await page.getByTestId("history-empty").getByRole("button", { name: "Clear filters" }).click();
  await expect(page.getByTestId("history-count")).toHaveText("75 expenses");

  // Analytics leads here too.
  await page.goto("/analytics");
  await page.getByRole("link", { name: "View all history" }).click();
  await expect(page).toHaveURL(/\/history$/);
});
