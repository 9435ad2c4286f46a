// Paint from the device (docs/offline.md, issue 26): a repeat visit to home shows the figures this
// browser last synced before the network answers anything, reads each of them once (not again when the
// live channel joins), and nothing moves when the fresh answers arrive. Never for another user, never
// signed out; offline the same figures show.
import type { Page, Request } from "@playwright/test";
import { formatRupees } from "../tests/support/rupees.ts";
import { addExpense, setBudget } from "./money-helpers.ts";
import { controlledByServiceWorker, savedData, signedInWithId, userIdOf } from "./offline-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import {
  accessTokenOf,
  createUserViaApi,
  expectLanding,
  expectSignedIn,
  patchUserState,
  signInViaUi,
  uniqueUser,
} from "./support-web.ts";

test.describe.configure({ timeout: 150_000 });

const isApi = (url: URL) => url.pathname.startsWith("/api/");
const isAuth = (url: URL) => url.pathname.startsWith("/auth/v1/");

/**
 * Holds every request to the API and to Auth until `release()`: whatever the page shows meanwhile
 * comes from the device. `answered` counts those let through.
 */
async function holdNetwork(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let answered = 0;
  await page.route(
    (url) => isApi(url) || isAuth(url),
    async (route) => {
      await released;
      answered += 1;
      await route.fallback();
    },
  );
  return {
    answered: () => answered,
    release: async () => {
      release();
      await page.unrouteAll({ behavior: "wait" });
    },
  };
}

/** Every GET to the API from now on, as "path?query". */
function recordReads(page: Page): string[] {
  const reads: string[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (isApi(url) && request.method() === "GET") reads.push(url.pathname + url.search);
  });
  return reads;
}

/** Resolves once the app's live channel is subscribed (the stand-in's system message). */
function channelSubscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) => {
      if (!socket.url().includes("/realtime/v1/websocket")) return;
      socket.on("framereceived", ({ payload }) => {
        const text = typeof payload === "string" ? payload : payload.toString("utf8");
        if (text.includes("Subscribed to PostgreSQL")) resolve();
      });
    });
  });
}

/** Waits until the page has sent no API read for a second (start-up reads and any catch-up done). */
async function settled(page: Page, reads: string[]): Promise<void> {
  for (let before = -1; before !== reads.length; ) {
    before = reads.length;
    await page.waitForTimeout(1_000);
  }
}

/** The today's-spending figure (paise) in the browser's last-synced data of `userId`, or null. */
const cachedTodaySpent = async (page: Page, userId: string) =>
  (await savedData<{ todaySpent?: number }>(page, "analytics/daily-limit", userId))?.todaySpent ?? null;

/** A signed-in user with a budget and ₹`spent` spent today, home showing it and the device holding it. */
async function homeWithFigures(page: Page, adminDb: Parameters<typeof signedInWithId>[1], spent: number) {
  const { user, userId } = await signedInWithId(page, adminDb, "paint");
  await setBudget(page, 30_000);
  await addExpense(page, { amount: spent, category: "Food & Dining", description: "Thali" });
  await expect(page.getByTestId("today-spent")).toContainText(formatRupees(spent));
  await expect(page.getByTestId("safe-to-spend")).toBeVisible();
  const figures = {
    today: (await page.getByTestId("today-spent").textContent()) ?? "",
    safe: (await page.getByTestId("safe-to-spend").textContent()) ?? "",
  };
  // The cache is written shortly after each answer: wait until it holds what home shows.
  await expect.poll(() => cachedTodaySpent(page, userId)).toBe(spent * 100);
  return { user, userId, figures };
}

const boxOf = async (page: Page, testId: string) => page.getByTestId(testId).boundingBox();

test("a repeat visit shows today's spending and what is left from the device before any answer, reads each once, and opens offline", async ({
  page,
  context,
  adminDb,
}) => {
  const { figures } = await homeWithFigures(page, adminDb, 250);

  // Repeat visit with the API and Auth held: the figures are this device's.
  const held = await holdNetwork(page);
  const reads = recordReads(page);
  const subscribed = channelSubscribed(page);
  await page.reload();
  await expect(page.getByTestId("today-spent")).toHaveText(figures.today);
  await expect(page.getByTestId("safe-to-spend")).toHaveText(figures.safe);
  expect(held.answered(), "nothing answered yet: the figures come from the device").toBe(0);
  const painted = { today: await boxOf(page, "today-card"), safe: await boxOf(page, "widget-safe") };

  // Let the network answer: every read is made once, also after the live channel has joined.
  await held.release();
  await subscribed;
  await settled(page, reads);
  for (const read of ["/api/auth/user", "/api/analytics/daily-limit", "/api/budget"]) {
    expect(reads, `${read} read again`).toContain(read);
  }
  const readTwice = reads.filter((read, index) => reads.indexOf(read) !== index);
  expect(readTwice, `reads: ${reads.join(", ")}`).toEqual([]);
  // The fresh figures took the painted ones' place: nothing moved.
  await expect(page.getByTestId("today-spent")).toHaveText(figures.today);
  expect({ today: await boxOf(page, "today-card"), safe: await boxOf(page, "widget-safe") }).toEqual(painted);

  // Offline, the same figures (the shell from the service worker, the data from the device).
  await controlledByServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("Offline — showing what was last synced")).toBeVisible();
  await expect(page.getByTestId("today-spent")).toHaveText(figures.today);
  await expect(page.getByTestId("safe-to-spend")).toHaveText(figures.safe);
  await context.setOffline(false);
});

test("signed out, nothing private paints — not even with a user's last-synced data still on the device", async ({
  page,
  adminDb,
}) => {
  const { userId } = await homeWithFigures(page, adminDb, 310);

  // The session leaves without the app's sign-out (storage cleared by hand): the data stays behind.
  await page.evaluate(() => window.localStorage.removeItem("paisa-coach-auth"));
  expect(await cachedTodaySpent(page, userId)).toBe(31_000);
  const held = await holdNetwork(page);
  await page.reload();
  await expectLanding(page);
  await expect(page.getByTestId("today-spent")).toHaveCount(0);
  await expect(page.getByText(formatRupees(310))).toHaveCount(0);
  await held.release();

  // Signing out through the app deletes that data from the browser.
  const { userId: signedOutId } = await homeWithFigures(page, adminDb, 120);
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expectLanding(page);
  await expect.poll(() => cachedTodaySpent(page, signedOutId)).toBeNull();
});

test("another user signing in on the same browser never sees the first user's figures", async ({
  page,
  request,
  adminDb,
}) => {
  await homeWithFigures(page, adminDb, 470);
  const first = formatRupees(470);

  // The first user's session goes without a sign-out (their data stays on the device); the second
  // user signs in on this browser.
  await page.evaluate(() => window.localStorage.removeItem("paisa-coach-auth"));
  const second = uniqueUser("paint-b");
  const token = await createUserViaApi(request, second);
  await patchUserState(request, token, { welcomeSeen: true, tourCompleted: true });
  await signInViaUi(page, second.email, second.password);
  await expectSignedIn(page);
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(0));
  await expect(page.getByText(first)).toHaveCount(0);
  const secondId = await userIdOf(adminDb, second.email);
  await expect.poll(() => cachedTodaySpent(page, secondId)).toBe(0);

  // The second user's repeat visit paints their own figures from the device, never the first user's.
  const held = await holdNetwork(page);
  await page.reload();
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(0));
  await expect(page.getByText(first)).toHaveCount(0);
  expect(held.answered()).toBe(0);
  await held.release();
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(0));
  await expect(page.getByText(first)).toHaveCount(0);
});

test("a session that ended elsewhere goes to sign-in once the server says so, and its data leaves the device", async ({
  page,
  adminDb,
}) => {
  const { userId, figures } = await homeWithFigures(page, adminDb, 640);

  // Ended on the server (as a password reset or "Sign out of all devices" does): the API refuses it.
  await adminDb`delete from auth.sessions where user_id = ${userId}`;
  const token = await accessTokenOf(page);
  await expect
    .poll(async () =>
      (await page.request.get("/api/auth/user", { headers: { Authorization: `Bearer ${token}` } })).status(),
    )
    .toBe(401);

  // The repeat visit may paint first; the server's answer then sends it to sign-in with the reason.
  await page.reload();
  await expect(page).toHaveURL(/\/signin/, { timeout: 20_000 });
  await expect(page.getByTestId("session-ended")).toContainText("You were signed out on this device");
  await expect(page.getByText(figures.today)).toHaveCount(0);
  await expect.poll(() => cachedTodaySpent(page, userId)).toBeNull();
});
