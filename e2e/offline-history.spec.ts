// History and the quick form without a connection (docs/offline.md): history opens on what this
// device last synced — the expenses home showed too — with the waiting adds on top, also after an
// offline reload; and every offline save of the quick form ends on home with its toast, the second as
// the first.

import { formatRupees } from "../tests/support/rupees.ts";
import { addExpense } from "./money-helpers.ts";
import { addOffline, controlledByServiceWorker, lastSyncedSaved, signedInWithId } from "./offline-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { expectToast } from "./support-web.ts";

test.describe.configure({ timeout: 150_000 });

test("offline history keeps the last-synced expenses with the waiting adds, after a reload too", async ({
  page,
  context,
  adminDb,
}) => {
  const { userId } = await signedInWithId(page, adminDb, "offline-history");
  await addExpense(page, { amount: 210, category: "Groceries", description: "Vegetables" });
  await addExpense(page, { amount: 95, category: "Transport", description: "Metro card" });
  await addExpense(page, { amount: 150, category: "Food & Dining", description: "Dosa" });
  // History was never opened on this device: home's lists are what it last synced.
  await expect(page.getByTestId("recent-transactions").getByTestId("expense-row")).toHaveCount(3);
  await controlledByServiceWorker(page);
  await lastSyncedSaved(page, userId, "Metro card");

  await context.setOffline(true);
  await addOffline(page, { amount: 40, category: "Food & Dining", description: "Chai" });
  await addOffline(page, { amount: 37, category: "Transport", description: "Auto" });

  const offlineHistory = async () => {
    const history = page.getByTestId("history-page");
    // History itself first, so a failure says which screen showed instead (a CI run found no notice).
    await expect(page).toHaveURL(/\/history$/);
    await expect(history).toBeVisible();
    await expect(page.getByTestId("offline-notice")).toBeVisible();
    const rows = history.getByTestId("expense-row");
    await expect(rows).toHaveCount(5);
    for (const text of ["Auto", "Chai", "Dosa", "Metro card", "Vegetables"]) {
      await expect(rows.filter({ hasText: text })).toHaveCount(1);
    }
    await expect(rows.getByTestId("sync-state")).toHaveText(["Waiting to sync", "Waiting to sync"]);
    // Not "That's everything": older expenses may exist that this device never fetched.
    await expect(history.getByTestId("history-end")).toHaveText("Older expenses show once you're online");
  };
  await page.getByRole("link", { name: "View All" }).click();
  await offlineHistory();

  await page.goto("/history");
  await offlineHistory();

  await context.setOffline(false);
  await expect(page.getByTestId("sync-status")).toHaveCount(0, { timeout: 30_000 });
  const history = page.getByTestId("history-page");
  await expect(history.getByTestId("sync-state")).toHaveCount(0);
  await expect(history.getByTestId("expense-row")).toHaveCount(5);
  await expect(history.getByTestId("history-total")).toHaveText(formatRupees(532));
  await expect(history.getByTestId("history-end")).toHaveText("That's everything.");
});

test("history opened once shows its full last-synced list and totals offline", async ({
  page,
  context,
  adminDb,
}) => {
  const { userId } = await signedInWithId(page, adminDb, "offline-history-full");
  await addExpense(page, { amount: 210, category: "Groceries", description: "Vegetables" });
  await addExpense(page, { amount: 95, category: "Transport", description: "Metro card" });
  await page.getByRole("link", { name: "View All" }).click();
  await expect(page.getByTestId("history-total")).toHaveText(formatRupees(305));
  await expect(page.getByTestId("history-day-total")).toHaveText(formatRupees(305));
  await controlledByServiceWorker(page);
  // The list's total and its day totals are two queries saved on their own: wait for the day's.
  await lastSyncedSaved(page, userId, "byDay=true");

  await context.setOffline(true);
  await page.goto("/");
  await addOffline(page, { amount: 40, category: "Food & Dining", description: "Chai" });
  const offlineHistory = async () => {
    const history = page.getByTestId("history-page");
    await expect(history.getByTestId("expense-row")).toHaveCount(3);
    await expect(history.getByTestId("history-total")).toHaveText(formatRupees(345));
    await expect(history.getByTestId("history-count")).toHaveText("3 expenses");
    await expect(history.getByTestId("history-day-total")).toHaveText(formatRupees(345));
    await expect(history.getByTestId("history-end")).toHaveText("That's everything.");
  };
  await page.goto("/history");
  await offlineHistory();
  await page.reload();
  await offlineHistory();
});

test("a second offline save from the quick form goes home with its toast, as the first", async ({
  page,
  context,
  adminDb,
}) => {
  const { userId } = await signedInWithId(page, adminDb, "offline-quick");
  await addExpense(page, { amount: 60, category: "Transport", description: "Auto" });
  // Opened on History with a connection, then the connection goes.
  await page.goto("/history");
  await expect(page.getByTestId("history-total")).toHaveText(formatRupees(60));
  await controlledByServiceWorker(page);
  await lastSyncedSaved(page, userId, "summary");
  await context.setOffline(true);

  for (const [index, category] of ["Food & Dining", "Groceries"].entries()) {
    await page.getByRole("link", { name: "Add Expense" }).first().click();
    await page.getByRole("textbox", { name: "Amount" }).fill("12");
    await page.getByRole("radio", { name: category, exact: true }).click();
    await expectToast(page, "Saved on this device");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("sync-count")).toHaveText(`${index + 1} to sync`);
    await page.getByRole("link", { name: "View All" }).click();
    await expect(page.getByTestId("history-page").getByTestId("sync-state")).toHaveCount(index + 1);
  }
});
