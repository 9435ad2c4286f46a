// Editing and deleting without a connection (docs/offline.md): an edit shows at once everywhere marked
// "Waiting to sync", survives a reload and reaches the server once; edits and deletes of expenses
// whose create still waits fold into it (one POST, or nothing at all); a refused edit says why and
// Discard brings the server's version back.

import type { Page, Request } from "@playwright/test";
import { indianDay } from "@shared/calendar/indian-day.ts";
import { formatRupees } from "../tests/support/rupees.ts";
import { addExpense, checkMoneyScreen, setBudget } from "./money-helpers.ts";
import {
  addOffline,
  controlledByServiceWorker,
  expensesOf,
  lastSyncedSaved,
  sentWithADateTheServerRefuses,
  signedInWithId,
} from "./offline-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { expectToast } from "./support-web.ts";

test.describe.configure({ timeout: 150_000 });

/** Every request the page makes to change expenses, as "METHOD path". */
function expenseWrites(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== "GET" && path.includes("/api/expenses"))
      seen.push(`${request.method()} ${path}`);
  });
  return seen;
}

/** Opens a row's edit sheet on home, changes the amount (and the date), saves it on this device. */
async function editOffline(page: Page, name: string, change: { amount?: string; date?: string }) {
  await page
    .getByTestId("recent-transactions")
    .getByRole("button", { name: new RegExp(`^Edit ${name}`) })
    .click();
  const sheet = page.getByTestId("edit-expense-sheet");
  if (change.amount) await sheet.getByRole("textbox", { name: "Amount" }).fill(change.amount);
  if (change.date) await sheet.getByLabel("Date").fill(change.date);
  await sheet.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Saved on this device");
  await expect(sheet).toBeHidden();
}

const recentRow = (page: Page, name: string) =>
  page.getByTestId("recent-transactions").getByTestId("expense-row").filter({ hasText: name });

test("an expense edited offline shows everywhere, survives a reload and is sent once", async ({
  page,
  context,
  adminDb,
}) => {
  const { userId } = await signedInWithId(page, adminDb, "offline-edit");
  await setBudget(page, 30000);
  await addExpense(page, { amount: 300, category: "Food & Dining", description: "Lunch thali" });
  await addExpense(page, { amount: 100, category: "Transport", description: "Auto" });
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(400));
  // In the service worker's hands first: its fallback is a reload, which would cut short the write of
  // what the page read just before it (written half a second after each read).
  await controlledByServiceWorker(page);
  // History read once online, so it has last-synced pages to open on.
  await page.getByRole("link", { name: "View All" }).click();
  await expect(page.getByTestId("history-page").getByTestId("expense-row")).toHaveCount(2);
  await page.goBack();
  await lastSyncedSaved(page, userId, "history");
  await lastSyncedSaved(page, userId, "daily-limit");
  const writes = expenseWrites(page);

  await context.setOffline(true);
  await editOffline(page, "Lunch thali", { amount: "450" });

  const today = indianDay(new Date());
  const editedEverywhere = async () => {
    await expect(page.getByTestId("sync-count")).toHaveText("1 to sync");
    await expect(recentRow(page, "Lunch thali").getByTestId("expense-amount")).toHaveText(formatRupees(450));
    await expect(recentRow(page, "Lunch thali").getByTestId("sync-state")).toHaveText("Waiting to sync");
    await expect(recentRow(page, "Auto").getByTestId("sync-state")).toHaveCount(0);
    await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(550));
    await expect(page.getByTestId("budget-card")).toContainText(formatRupees(30000 - 550));
    await page.getByRole("tab", { name: "Calendar" }).click();
    await page.locator(`[data-testid="calendar-day"][data-date="${today}"]`).click();
    const day = page.getByTestId("day-expenses");
    await expect(day.getByTestId("day-total")).toHaveText(`Total: ${formatRupees(550)}`);
    await expect(day.getByTestId("sync-state")).toHaveCount(1);
    await page.getByRole("tab", { name: "Overview" }).click();
    await page.getByRole("link", { name: "View All" }).click();
    const history = page.getByTestId("history-page");
    await expect(history.getByTestId("expense-row").filter({ hasText: "Lunch thali" })).toContainText(
      formatRupees(450),
    );
    await expect(history.getByTestId("sync-state")).toHaveText("Waiting to sync");
    await expect(page.getByTestId("offline-notice")).toHaveText("Offline — showing what was last synced");
    await page.getByRole("link", { name: "Home", exact: true }).click();
  };
  await editedEverywhere();
  await checkMoneyScreen(page, "offline-edit-home");
  // The queued row can be edited again: still one change waiting, with the latest amount.
  await editOffline(page, "Lunch thali", { amount: "500" });
  await expect(page.getByTestId("sync-count")).toHaveText("1 to sync");
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(600));
  await editOffline(page, "Lunch thali", { amount: "450" });

  await page.reload();
  await editedEverywhere();
  expect(writes).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByTestId("sync-status")).toHaveCount(0, { timeout: 30_000 });
  await expect(recentRow(page, "Lunch thali").getByTestId("sync-state")).toHaveCount(0);
  await expect(recentRow(page, "Lunch thali").getByTestId("expense-amount")).toHaveText(formatRupees(450));
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(550));
  const saved = await expensesOf(adminDb, userId);
  expect(saved.map((row) => [row.amount, row.category])).toEqual([
    ["450.00", "Food & Dining"],
    ["100.00", "Transport"],
  ]);
  expect(writes.filter((write) => write.startsWith("PATCH"))).toHaveLength(1);
});

test("edits and deletes of expenses still waiting fold into them: one POST, or nothing", async ({
  page,
  context,
  adminDb,
}) => {
  const { userId } = await signedInWithId(page, adminDb, "offline-fold");
  await controlledByServiceWorker(page);
  await lastSyncedSaved(page, userId, "daily-limit");
  const writes = expenseWrites(page);

  await context.setOffline(true);
  await addOffline(page, { amount: 120, category: "Food & Dining", description: "Cutting chai" });
  await editOffline(page, "Cutting chai", { amount: "150" });
  await addOffline(page, { amount: 45, category: "Transport", description: "Bus" });
  await page.getByTestId("recent-transactions").getByRole("button", { name: "Delete Bus" }).click();
  // The server never had it: nothing to undo there.
  await expectToast(page, "Expense Deleted");
  await expect(page.getByRole("button", { name: "Undo" })).toHaveCount(0);
  await expect(recentRow(page, "Bus")).toHaveCount(0);
  await expect(page.getByTestId("sync-count")).toHaveText("1 to sync");
  await expect(recentRow(page, "Cutting chai").getByTestId("expense-amount")).toHaveText(formatRupees(150));
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(150));

  await context.setOffline(false);
  await expect(page.getByTestId("sync-status")).toHaveCount(0, { timeout: 30_000 });
  await expect(recentRow(page, "Cutting chai").getByTestId("sync-state")).toHaveCount(0);
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(150));
  expect((await expensesOf(adminDb, userId)).map((row) => [row.amount, row.category])).toEqual([
    ["150.00", "Food & Dining"],
  ]);
  expect(writes).toEqual(["POST /api/expenses"]);
});

test("a refused edit says why; Discard brings back the server's version", async ({
  page,
  context,
  adminDb,
}) => {
  const { userId } = await signedInWithId(page, adminDb, "offline-edit-refused");
  await addExpense(page, { amount: 300, category: "Food & Dining", description: "Lunch thali" });
  await controlledByServiceWorker(page);
  await lastSyncedSaved(page, userId, "daily-limit");

  // The server keeps expenses between the years 2000 and 2100; the edit reaches it dated 1999.
  await sentWithADateTheServerRefuses(page, (_body, method) => method === "PATCH");
  await context.setOffline(true);
  await editOffline(page, "Lunch thali", { amount: "80" });
  await expect(recentRow(page, "Lunch thali").getByTestId("sync-state")).toHaveText("Waiting to sync");
  await context.setOffline(false);

  const status = page.getByTestId("sync-status");
  await expect(status).toHaveAttribute("aria-label", "1 not saved", { timeout: 30_000 });
  await status.click();
  const refused = page.getByTestId("sync-sheet").getByTestId("queued-change");
  await expect(refused).toContainText("Edit: Lunch thali");
  await expect(refused.getByTestId("refusal")).toHaveText(
    "Not saved: Date must be between the years 2000 and 2100",
  );
  await refused.getByRole("button", { name: "Discard" }).click();
  await expect(page.getByTestId("sync-status")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(recentRow(page, "Lunch thali").getByTestId("expense-amount")).toHaveText(formatRupees(300));
  await expect(recentRow(page, "Lunch thali").getByTestId("sync-state")).toHaveCount(0);
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(300));
  expect((await expensesOf(adminDb, userId)).map((row) => row.amount)).toEqual(["300.00"]);
});
