// Offline use (docs/offline.md) in real Chromium with `context.setOffline`: expenses logged without a
// connection show at once as "Waiting to sync", survive a reload, and reach the server exactly once
// (the receipt too) when the connection is back; a refused one says why and offers Retry / Discard;
// another user signing in on the same browser never sends the first user's queue.

import { randomUUID } from "node:crypto";
import type { Page, Route } from "@playwright/test";
import { addDays, indianDay } from "@shared/calendar/indian-day.ts";
import { formatRupees } from "../tests/support/rupees.ts";
import { addExpense, forwardRequest, setBudget, signedInUser } from "./money-helpers.ts";
import {
  addOffline,
  controlledByServiceWorker,
  expensesOf,
  lastSyncedSaved,
  sentWithADateTheServerRefuses,
  signedInWithId,
  userIdOf,
} from "./offline-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import {
  apiAs,
  createUserViaApi,
  expectLanding,
  expectSignedIn,
  patchUserState,
  signInViaUi,
  type TestUser,
  uniqueUser,
} from "./support-web.ts";

test.describe.configure({ timeout: 150_000 });

test("expenses logged offline show at once, survive a reload and sync exactly once, receipt included", async ({
  page,
  context,
  adminDb,
}) => {
  const { userId } = await signedInWithId(page, adminDb, "offline");
  await setBudget(page, 30000);
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(0));
  await controlledByServiceWorker(page);
  await lastSyncedSaved(page, userId, "daily-limit");

  await context.setOffline(true);
  // A long ride without signal: the access token has expired and cannot be refreshed offline.
  await page.evaluate(() => {
    const key = "paisa-coach-auth";
    const session = JSON.parse(window.localStorage.getItem(key) ?? "{}");
    window.localStorage.setItem(
      key,
      JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 }),
    );
  });
  await addOffline(page, { amount: 120, category: "Food & Dining", description: "Cutting chai" });
  await addOffline(page, { amount: 300, category: "Groceries", description: "Kirana", receipt: true });
  await addOffline(page, { amount: 45, category: "Transport", description: "Auto" });

  const pendingHome = async () => {
    await expect(page.getByTestId("offline-notice")).toHaveText("Offline — showing what was last synced");
    await expect(page.getByTestId("sync-count")).toHaveText("3 to sync");
    await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(465));
    const rows = page.getByTestId("recent-transactions").getByTestId("expense-row");
    await expect(rows).toHaveCount(3);
    await expect(rows.getByTestId("sync-state")).toHaveText([
      "Waiting to sync",
      "Waiting to sync",
      "Waiting to sync",
    ]);
    await expect(page.getByTestId("budget-card")).toContainText(formatRupees(30000 - 465));
  };
  await pendingHome();
  await page.getByRole("tab", { name: "Calendar" }).click();
  const today = page.locator(`[data-testid="calendar-day"][data-date="${indianDay(new Date())}"]`);
  await expect(today).toHaveAttribute("data-has-expenses", "true");
  await today.click();
  await expect(page.getByTestId("day-expenses").getByTestId("sync-state")).toHaveCount(3);
  await page.getByRole("link", { name: "Analytics" }).click();
  await expect(page.getByTestId("month-total")).toHaveText(formatRupees(465));
  await expect(page.getByText("Failed to fetch")).toHaveCount(0);
  await page.getByRole("link", { name: "Home", exact: true }).click();
  expect(await expensesOf(adminDb, userId)).toEqual([]);

  // Reloaded (or reopened) offline: the queue and the last-synced screens (home, calendar, analytics)
  // are still there.
  await page.reload();
  await pendingHome();
  await page.getByRole("tab", { name: "Calendar" }).click();
  await expect(today).toHaveAttribute("data-has-expenses", "true");
  await page.getByRole("link", { name: "Analytics" }).click();
  await expect(page.getByTestId("month-total")).toHaveText(formatRupees(465));
  await page.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page.getByTestId("sync-count")).toHaveText("3 to sync");

  await context.setOffline(false);
  await expect(page.getByTestId("sync-status")).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId("offline-notice")).toHaveCount(0);
  await expect(page.getByTestId("recent-transactions").getByTestId("sync-state")).toHaveCount(0);
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(465));

  // Exactly the three, sent in the order they were logged.
  const saved = await expensesOf(adminDb, userId);
  expect(saved.map((row) => [row.amount, row.category])).toEqual([
    ["120.00", "Food & Dining"],
    ["300.00", "Groceries"],
    ["45.00", "Transport"],
  ]);
  // The receipt was uploaded once, under the name its save's Idempotency-Key gives it.
  const withReceipt = saved.find((row) => row.receipt_path);
  expect(withReceipt?.receipt_path).toBe(`${userId}/${withReceipt?.idempotency_key}.jpg`);
  const objects = await adminDb<{ name: string }[]>`
    select name from storage.objects where bucket_id = 'receipts' and name like ${`${userId}/%`}`;
  expect(objects.map((object) => object.name)).toEqual([withReceipt?.receipt_path]);
});

test("a save whose answer is lost is sent again after a reload and saved once, its receipt stored once", async ({
  page,
  adminDb,
}) => {
  const { userId } = await signedInWithId(page, adminDb, "offline-lost");
  await controlledByServiceWorker(page);

  // The server saves the expense, but its answer never reaches the phone (the signal drops, or the
  // tab is closed mid-request).
  let firstKey: string | null = null;
  await page.route("**/api/expenses", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    // Retries before the reload below find no connection at all.
    if (firstKey) return route.abort("internetdisconnected");
    firstKey = route.request().headers()["idempotency-key"] ?? null;
    const answer = await forwardRequest(route);
    expect(answer.status()).toBe(201);
    await route.abort("connectionreset");
  });
  await addOffline(page, { amount: 210, category: "Groceries", description: "Sabzi", receipt: true });
  expect(firstKey).toBeTruthy();
  expect((await expensesOf(adminDb, userId)).map((row) => row.idempotency_key)).toEqual([firstKey]);
  await expect(page.getByTestId("recent-transactions").getByTestId("sync-state")).toHaveText(
    "Waiting to sync",
  );

  // Reopened with the connection working: the same save goes again, with the same key, and the server
  // answers with the expense it already has instead of saving a second one.
  await page.unroute("**/api/expenses");
  const replayed = page.waitForResponse(
    (response) => response.url().endsWith("/api/expenses") && response.request().method() === "POST",
  );
  await page.reload();
  const replay = await replayed;
  expect(replay.request().headers()["idempotency-key"]).toBe(firstKey);
  expect(replay.status()).toBe(200);
  expect(replay.headers()["idempotent-replayed"]).toBe("true");
  await expect(page.getByTestId("sync-status")).toHaveCount(0);
  await expect(page.getByTestId("recent-transactions").getByTestId("expense-row")).toHaveCount(1);
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(210));

  const saved = await expensesOf(adminDb, userId);
  expect(saved.map((row) => [row.amount, row.receipt_path])).toEqual([
    ["210.00", `${userId}/${firstKey}.jpg`],
  ]);
  const objects = await adminDb<{ name: string }[]>`
    select name from storage.objects where bucket_id = 'receipts' and name like ${`${userId}/%`}`;
  expect(objects.map((object) => object.name)).toEqual([`${userId}/${firstKey}.jpg`]);
});

test("a change the server refuses stays with its message, and Retry / Discard", async ({
  page,
  context,
  adminDb,
}) => {
  const { userId } = await signedInWithId(page, adminDb, "offline-refused");
  await controlledByServiceWorker(page);

  await sentWithADateTheServerRefuses(page, (body) => body.description === "Tea");
  await context.setOffline(true);
  await addOffline(page, { amount: 80, category: "Food & Dining", description: "Tea" });
  await addOffline(page, { amount: 60, category: "Transport", description: "Bus" });
  await context.setOffline(false);

  // The good one goes through; the other is refused with the server's own words.
  const status = page.getByTestId("sync-status");
  await expect(status).toHaveAttribute("aria-label", "1 not saved", { timeout: 30_000 });
  expect((await expensesOf(adminDb, userId)).map((row) => row.amount)).toEqual(["60.00"]);
  await status.click();
  const refused = page.getByTestId("sync-sheet").getByTestId("queued-change");
  await expect(refused).toHaveCount(1);
  await expect(refused.getByTestId("refusal")).toHaveText(
    "Not saved: Date must be between the years 2000 and 2100",
  );

  // Retry asks again (and is refused again); Discard drops it for good.
  await refused.getByRole("button", { name: "Retry" }).click();
  await expect(refused.getByTestId("refusal")).toBeVisible();
  await refused.getByRole("button", { name: "Discard" }).click();
  await expect(page.getByTestId("sync-status")).toHaveCount(0);
  expect((await expensesOf(adminDb, userId)).map((row) => row.amount)).toEqual(["60.00"]);
});

async function signIn(page: Page, user: TestUser): Promise<void> {
  await signInViaUi(page, user.email, user.password);
  await expectSignedIn(page);
}

test("another user signing in on the same browser never sends the first user's queue", async ({
  page,
  context,
  adminDb,
}) => {
  const asha = await signedInUser(page, "offline-asha");
  const ravi = uniqueUser("offline-ravi");
  // No welcome card or tour over Ravi's home either.
  await patchUserState(page.request, await createUserViaApi(page.request, ravi), {
    welcomeSeen: true,
    tourCompleted: true,
  });
  const ashaId = await userIdOf(adminDb, asha.email);
  const raviId = await userIdOf(adminDb, ravi.email);
  await controlledByServiceWorker(page);

  await context.setOffline(true);
  await addOffline(page, { amount: 999, category: "Shopping", description: "Asha's kurta" });
  // Signing out offline ends the session on this device; the queue stays for Asha.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expectLanding(page);
  await context.setOffline(false);

  await page.goto("/signin");
  await signIn(page, ravi);
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(0));
  await expect(page.getByTestId("sync-status")).toHaveCount(0);
  // Ravi's screens have loaded and settled; nothing of Asha's went out under his session.
  await page.waitForLoadState("networkidle");
  expect(await expensesOf(adminDb, raviId)).toEqual([]);
  expect(await expensesOf(adminDb, ashaId)).toEqual([]);

  // Asha's next sign-in sends it, as her.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expectLanding(page);
  await page.goto("/signin");
  await signIn(page, asha);
  await expect
    .poll(async () => (await expensesOf(adminDb, ashaId)).map((row) => row.amount))
    .toEqual(["999.00"]);
  expect(await expensesOf(adminDb, raviId)).toEqual([]);
});

test("offline, a month never opened on this device says so instead of loading for good, and shows once online", async ({
  page,
  context,
  adminDb,
}) => {
  const { userId } = await signedInWithId(page, adminDb, "offline-gap");
  await controlledByServiceWorker(page);
  // 70 Indian days back is at least two calendar months back: not the month Analytics reads beside
  // this one for its comparison.
  const earlier = addDays(indianDay(new Date()), -70);
  await adminDb`insert into public.expenses ${adminDb({
    id: randomUUID(),
    user_id: userId,
    amount: "640.00",
    category: "Shopping",
    spent_at: `${earlier}T10:00:00+05:30`,
  })}`;
  await page.getByRole("link", { name: "Analytics" }).click();
  await expect(page.getByTestId("month-total")).toHaveText(formatRupees(0));
  const switcher = page.getByTestId("month-switcher");
  await expect(switcher.locator("option")).toHaveCount(2);

  await context.setOffline(true);
  await switcher.selectOption(earlier.slice(0, 7));
  await expect(page.getByTestId("not-on-device")).toHaveText(
    "You're offline, and this period was never opened on this device. It shows once you're online.",
  );
  await expect(page.getByTestId("category-chart")).toContainText(
    "The chart appears once this month's spending has loaded.",
  );

  await context.setOffline(false);
  await expect(page.getByTestId("month-total")).toHaveText(formatRupees(640));
  await expect(page.getByTestId("not-on-device")).toHaveCount(0);
});

test("a read the connection cuts off keeps home's list on screen under the offline line, and reads it again once back", async ({
  page,
  context,
  adminDb,
}) => {
  await signedInWithId(page, adminDb, "offline-cut");
  await addExpense(page, { amount: 300, category: "Food & Dining", description: "Lunch thali" });
  const recent = page.getByTestId("recent-transactions");
  await expect(recent.getByTestId("expense-row").filter({ hasText: "Lunch thali" })).toBeVisible();
  await controlledByServiceWorker(page);

  // An expense saved on another device refreshes home's list (live updates); that read is caught in
  // flight and cut off as the connection drops, as on a metro.
  const recentList = (url: URL) => url.pathname === "/api/expenses" && url.searchParams.get("limit") === "10";
  const inFlight = new Promise<Route>((resolve) => void page.route(recentList, resolve));
  await apiAs(page, "POST", "/expenses", {
    amount: "100",
    category: "Transport",
    method: "manual",
    description: "Auto",
  });
  const read = await inFlight;
  await context.setOffline(true);
  await read.abort("internetdisconnected");
  await page.unroute(recentList);

  await expect(page.getByTestId("offline-notice")).toHaveText("Offline — showing what was last synced");
  // What was on screen stays, usable, instead of "Failed to fetch expenses" with Retry.
  await expect(recent.getByRole("button", { name: /^Edit Lunch thali/ })).toBeVisible();
  await expect(recent.getByRole("button", { name: "Retry" })).toHaveCount(0);

  await context.setOffline(false);
  await expect(recent.getByTestId("expense-row").filter({ hasText: "Auto" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(recent.getByTestId("expense-row")).toHaveCount(2);
});
