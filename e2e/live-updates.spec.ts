// Live updates across devices (docs/product.md §7.3): two browser contexts signed in as the same user
// and a third as someone else. An expense saved on one phone shows on the other's today card within a
// second, pushed over the Realtime socket — no polling request in between — and the other user's
// screen receives nothing at all.

import type { BrowserContext, Page, WebSocket } from "@playwright/test";
import { formatRupees } from "../tests/support/rupees.ts";
import { saveExpenseForm } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import {
  createUserViaApi,
  expectSignedIn,
  patchUserState,
  signInViaUi,
  type TestUser,
  uniqueUser,
} from "./support-web.ts";

test.describe.configure({ timeout: 120_000 });

interface Device {
  context: BrowserContext;
  page: Page;
  /** Every /api request, with when it was sent. */
  apiRequests: Array<{ at: number; url: string }>;
  /** Every postgres_changes frame the Realtime socket received, with when. */
  changeFrames: Array<{ at: number; text: string }>;
  /** Resolves once the app's channel is subscribed and streaming. */
  subscribed: Promise<void>;
}

async function openDevice(
  browser: import("@playwright/test").Browser,
  baseURL: string,
  user: TestUser,
): Promise<Device> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
  });
  const page = await context.newPage();
  const apiRequests: Device["apiRequests"] = [];
  const changeFrames: Device["changeFrames"] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/"))
      apiRequests.push({ at: Date.now(), url: url.pathname + url.search });
  });
  const subscribed = new Promise<void>((resolve) => {
    page.on("websocket", (socket: WebSocket) => {
      if (!socket.url().includes("/realtime/v1/websocket")) return;
      socket.on("framereceived", ({ payload }) => {
        const text = typeof payload === "string" ? payload : payload.toString("utf8");
        if (text.includes("Subscribed to PostgreSQL")) resolve();
        if (text.includes('"postgres_changes",{"ids"')) changeFrames.push({ at: Date.now(), text });
      });
    });
  });
  await page.goto("/");
  await signInViaUi(page, user.email, user.password);
  await expectSignedIn(page);
  return { context, page, apiRequests, changeFrames, subscribed };
}

/** Waits until the devices have sent no /api request for a second (start-up reads and catch-up done). */
async function settled(devices: Device[]): Promise<void> {
  const count = () => devices.reduce((sum, device) => sum + device.apiRequests.length, 0);
  for (let before = -1; before !== count(); ) {
    before = count();
    await devices[0]?.page.waitForTimeout(1_000);
  }
}

test("an expense saved on one phone shows on the other within a second, pushed, not polled", async ({
  browser,
  page,
}) => {
  const baseURL = test.info().project.use.baseURL ?? "";
  const asha = uniqueUser("live-a");
  const ravi = uniqueUser("live-b");
  for (const user of [asha, ravi]) {
    const token = await createUserViaApi(page.request, user);
    // No welcome card or tour over home.
    await patchUserState(page.request, token, { welcomeSeen: true, tourCompleted: true });
  }

  const phone = await openDevice(browser, baseURL, asha);
  const tablet = await openDevice(browser, baseURL, asha);
  const other = await openDevice(browser, baseURL, ravi);
  await Promise.all([phone.subscribed, tablet.subscribed, other.subscribed]);
  for (const device of [tablet, other]) {
    await expect(device.page.getByTestId("today-spent")).toHaveText(formatRupees(0));
  }

  // Idle home screens: with the socket healthy nothing is polled (the daily limit used to be asked for
  // every second). Start counting once the screens have settled.
  await settled([tablet, other]);
  const idleFrom = Date.now();
  const requestsBefore = { tablet: tablet.apiRequests.length, other: other.apiRequests.length };
  await phone.page.waitForTimeout(3_000);
  expect(tablet.apiRequests.slice(requestsBefore.tablet)).toEqual([]);
  expect(other.apiRequests.slice(requestsBefore.other)).toEqual([]);

  // Save on the phone.
  await phone.page.goto("/expense");
  const saved = phone.page.waitForResponse(
    (response) => response.url().endsWith("/api/expenses") && response.request().method() === "POST",
  );
  await saveExpenseForm(phone.page, {
    amount: 250,
    category: "Food & Dining",
    description: "Chai and samosa",
  });
  expect((await saved).status()).toBe(201);
  const savedAt = Date.now();

  // The tablet shows it within a second, with no request between the idle start and the pushed change.
  await expect(tablet.page.getByTestId("today-spent")).toHaveText(formatRupees(250), { timeout: 1_000 });
  const pushedAt = tablet.changeFrames[0]?.at;
  expect(pushedAt).toBeDefined();
  const tabletRequests = tablet.apiRequests.filter((request) => request.at >= idleFrom);
  expect(tabletRequests.filter((request) => request.at < (pushedAt ?? 0))).toEqual([]);
  expect(tabletRequests.map((request) => request.url)).toContain("/api/analytics/daily-limit");
  expect((pushedAt ?? 0) - savedAt).toBeLessThan(1_000);

  // The other user heard nothing: no change on their socket, no request, the same figure.
  await tablet.page.waitForTimeout(1_000);
  expect(other.changeFrames).toEqual([]);
  expect(other.apiRequests.slice(requestsBefore.other)).toEqual([]);
  await expect(other.page.getByTestId("today-spent")).toHaveText(formatRupees(0));

  for (const device of [phone, tablet, other]) await device.context.close();
});
