// Save all of the message review list without a connection (docs/offline.md, docs/capture.md): each
// reviewed expense becomes a queued save of its own, shows at once as "Waiting to sync" on home and in
// history (with the day's and the summary's totals), survives a reload, and reaches the server exactly
// once — a second replay of the same queued saves is answered with the expenses already saved.

import type { Page } from "@playwright/test";
import { formatRupees } from "../tests/support/rupees.ts";
import { pasteMessages, smsDate, upiRef } from "./message-helpers.ts";
import { checkMoneyScreen, saveExpenseForm } from "./money-helpers.ts";
import { controlledByServiceWorker, expensesOf, lastSyncedSaved, signedInWithId } from "./offline-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { expectToast } from "./support-web.ts";

test.describe.configure({ timeout: 150_000 });

/** The signed-in user's offline queue as stored in the browser. */
const queueInBrowser = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ id: string; status: string }[]>((resolve, reject) => {
        const open = indexedDB.open("paisa-coach-offline");
        open.onsuccess = () => {
          const all = open.result.transaction("queue").objectStore("queue").getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );

/** Puts queue items back into the browser's queue, as a tab that never heard the server's answer would have them. */
const putBack = (page: Page, items: unknown[]) =>
  page.evaluate(
    (entries) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("paisa-coach-offline");
        open.onsuccess = () => {
          const tx = open.result.transaction("queue", "readwrite");
          for (const entry of entries) tx.objectStore("queue").put(entry);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
    items,
  );

test("Save all offline queues each expense, shows them on home and in history, and syncs them once", async ({
  page,
  context,
  adminDb,
}) => {
  const { userId } = await signedInWithId(page, adminDb, "offline-batch");
  // At the start of today, so the messages below (a day alone: noon, or now before noon) are always
  // newer, whatever the hour the suite runs; at the current time it was newer than them after noon.
  await page.goto("/expense");
  await page.locator('input[name="time"]').fill("00:00");
  await saveExpenseForm(page, { amount: 100, category: "Food & Dining", description: "Lunch thali" });
  // In the service worker's hands first: its fallback is a reload, which would cut short the write of
  // what the page read just before it (written half a second after each read).
  await controlledByServiceWorker(page);
  // History read once online, so it has last-synced pages and totals to open on.
  await page.getByRole("link", { name: "View All" }).click();
  await expect(page.getByTestId("history-day-total")).toHaveText(formatRupees(100));
  await page.goBack();
  await lastSyncedSaved(page, userId, "history");
  await lastSyncedSaved(page, userId, "summary");

  await context.setOffline(true);
  await page.getByRole("link", { name: "Add Expense" }).first().click();
  await pasteMessages(
    page,
    [
      `Rs.612.00 debited from A/c XX1234 to VPA zepto@ybl on ${smsDate()}. UPI Ref ${upiRef()} -HDFC Bank`,
      `Sent Rs.89.00\nFrom Kotak Bank A/c X9012\nTo RAPIDO\nOn ${smsDate()}\nUPI Ref ${upiRef()}`,
    ].join("\n\n"),
  );
  await expect(page.getByTestId("message-row")).toHaveCount(2);
  await page.getByRole("button", { name: `Save all (2) · ${formatRupees(701)}` }).click();
  await expectToast(page, "Saved on this device", `2 expenses, ${formatRupees(701)} in all.`);
  await expect(page).toHaveURL(/\/$/);

  const pendingEverywhere = async () => {
    await expect(page.getByTestId("sync-count")).toHaveText("2 to sync");
    await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(801));
    const recent = page.getByTestId("recent-transactions").getByTestId("expense-row");
    await expect(recent).toHaveCount(3);
    await expect(recent.getByTestId("sync-state")).toHaveText(["Waiting to sync", "Waiting to sync"]);

    await page.getByRole("link", { name: "View All" }).click();
    const history = page.getByTestId("history-page");
    // Newest first in today's group: the two messages (noon, or now before noon) above the lunch at 00:00.
    const rows = history.getByTestId("history-day").first().getByTestId("expense-row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(2)).toContainText("Lunch thali");
    await expect(rows.getByTestId("sync-state")).toHaveText(["Waiting to sync", "Waiting to sync"]);
    await expect(history.getByTestId("history-day-total")).toHaveText(formatRupees(801));
    await expect(history.getByTestId("history-total")).toHaveText(formatRupees(801));
    await expect(history.getByTestId("history-count")).toHaveText("3 expenses");
  };
  await pendingEverywhere();
  await checkMoneyScreen(page, "offline-batch-history");
  expect(await expensesOf(adminDb, userId)).toHaveLength(1);

  // Reloaded offline: still waiting, still shown.
  await page.goto("/");
  await pendingEverywhere();
  const queued = await queueInBrowser(page);
  expect(queued.map((item) => item.status)).toEqual(["waiting", "waiting"]);

  await context.setOffline(false);
  await expect(page.getByTestId("sync-status")).toHaveCount(0, { timeout: 30_000 });
  const history = page.getByTestId("history-page");
  await expect(history.getByTestId("sync-state")).toHaveCount(0);
  await expect(history.getByTestId("history-day-total")).toHaveText(formatRupees(801));
  await expect(history.getByTestId("history-total")).toHaveText(formatRupees(801));

  // Exactly the two, each under its own key derived from the batch's.
  const saved = await expensesOf(adminDb, userId);
  expect(saved.map((row) => row.amount)).toEqual(["100.00", "612.00", "89.00"]);
  const keys = saved.slice(1).map((row) => row.idempotency_key);
  expect(keys).toEqual(queued.map((item) => item.id).sort());
  const [batchKey] = (keys[0] ?? "").split(":");
  expect(keys).toEqual([`${batchKey}:0`, `${batchKey}:1`]);

  // A second replay (a tab that never heard the answers) is answered with the same expenses.
  const replays: { status: number; replayed?: string }[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith("/api/expenses") && response.request().method() === "POST") {
      replays.push({ status: response.status(), replayed: response.headers()["idempotent-replayed"] });
    }
  });
  // Put back from a page where the app does not run: the running app would start sending them at once,
  // and a reload in the middle of that loses the answer of the request it cut short.
  const historyUrl = page.url();
  await page.goto("/favicon.svg");
  await putBack(page, queued);
  await page.goto(historyUrl);
  await expect
    .poll(() => replays)
    .toEqual([
      { status: 200, replayed: "true" },
      { status: 200, replayed: "true" },
    ]);
  await expect(page.getByTestId("sync-status")).toHaveCount(0);
  expect((await expensesOf(adminDb, userId)).map((row) => row.amount)).toEqual(["100.00", "612.00", "89.00"]);
});
