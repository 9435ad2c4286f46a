// Profile, bottom navigation, install offer and the PWA shell, signed in on the production build.
import type { Page } from "@playwright/test";
import type { UserState } from "@shared/contract/api-rows.ts";
import { savedData } from "./offline-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import {
  apiAs,
  checkScreen,
  createUserViaApi,
  expectLanding,
  expectSignedIn,
  expectToast,
  signInViaUi,
  type TestUser,
  uniqueUser,
} from "./support-web.ts";

// Multi-step journeys on two cores shared with Postgres, Deno and other work: allow 3 minutes.
test.describe.configure({ timeout: 180_000 });

async function signedIn(page: Page, request: Parameters<typeof createUserViaApi>[0]): Promise<TestUser> {
  const user = uniqueUser("profile");
  await createUserViaApi(request, user);
  await signInViaUi(page, user.email, user.password);
  await expectSignedIn(page);
  return user;
}

/** The user's state as the server keeps it (the same for every device). */
const serverState = (page: Page) => apiAs<UserState | null>(page, "GET", "/user-state");

/** The language of the signed-in user as this device last saved them (its query cache), or null. */
const cachedUserLanguage = async (page: Page) =>
  (await savedData<{ language?: string | null }>(page, "auth/user"))?.language ?? null;

test("profile shows the e-mail and member-since date; the sound switch persists across reloads", async ({
  page,
  request,
}) => {
  const user = await signedIn(page, request);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Profile" })).toBeVisible();
  await expect(page.getByTestId("profile-email")).toHaveText(user.email);
  const today = new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(new Date());
  await expect(page.getByTestId("member-since")).toHaveText(today);
  await checkScreen(page, "profile");

  const sound = page.getByRole("checkbox", { name: /Sound Effects/ });
  // The switch is turned by its label, as a finger does: a forced click at the hidden input's place
  // lands on whatever sits there once the screen has moved (a CI run's click left the page).
  const soundLabel = page.getByText("Sound Effects", { exact: true });
  // The switch waits for the user's state from the server (it follows them to every device).
  await expect(sound).toBeEnabled();
  await expect(sound).toBeChecked();
  await soundLabel.click();
  await expect(sound).not.toBeChecked();
  // Until the switch's first save lands the server has no state for this user yet (null).
  await expect.poll(async () => (await serverState(page))?.soundEnabled).toBe(false);
  await page.reload();
  await expect(sound).not.toBeChecked();

  await expect(sound).toBeEnabled();
  await soundLabel.click();
  await expect(sound).toBeChecked();
  await page.reload();
  await expect(sound).toBeChecked();
  expect((await serverState(page))?.soundEnabled).toBe(true);
});

test("Show Welcome Tour Again clears the welcome and tour flags, marks the user new and opens home", async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  await apiAs(page, "PATCH", "/user-state", { welcomeSeen: true, tourCompleted: true });
  await page.goto("/profile");
  await page.getByRole("button", { name: "Show Welcome Tour Again" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);
  await expect(page.getByTestId("welcome-card")).toBeVisible();
  await expect
    .poll(async () => {
      const { welcomeSeen, tourCompleted, replayWelcome } = (await serverState(page)) ?? {};
      return { welcomeSeen, tourCompleted, replayWelcome };
    })
    .toEqual({ welcomeSeen: false, tourCompleted: false, replayWelcome: true });
});

test("a language chosen while the user is still being read stays chosen when that read answers", async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  // A profile that never chose gets this device's language once the server has answered; the device
  // keeps that answer, so the next visit paints from it.
  await expect
    .poll(async () => (await apiAs<{ language: string | null }>(page, "GET", "/auth/user")).language)
    .toBe("en");
  await expect.poll(() => cachedUserLanguage(page)).toBe("en");

  // Profile opens from the device's copy while its read of the user is held: the server's answer is
  // taken now, from before the choice, and delivered only after the tap.
  const userRead = /\/api\/auth\/user$/;
  const held: Array<() => Promise<void>> = [];
  await page.route(userRead, async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    const answer = await route.fetch();
    // A read the app dropped meanwhile is answered by nobody.
    held.push(() => route.fulfill({ response: answer }).catch(() => {}));
  });
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Profile", exact: true })).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.getByTestId("language-setting").getByText("हिन्दी", { exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect
    .poll(async () => (await apiAs<{ language: string | null }>(page, "GET", "/auth/user")).language)
    .toBe("hi");

  for (const release of held) await release();
  await page.unroute(userRead);
  // The answer from before the choice does not undo it: the app moves on in Hindi, and stays so.
  const nav = page.getByRole("navigation", { name: "मुख्य" });
  await expect(nav.getByRole("link", { name: "होम" })).toBeVisible();
  await nav.getByRole("link", { name: "होम" }).click();
  await expect(page).toHaveURL(/\/$/);
  await nav.getByRole("link", { name: "प्रोफ़ाइल" }).click();
  await expect(page.getByRole("heading", { name: "प्रोफ़ाइल", exact: true })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await page.reload();
  await expect(page.getByRole("heading", { name: "प्रोफ़ाइल", exact: true })).toBeVisible();
});

test("bottom navigation on home, analytics and profile; the round + opens /expense; sign out from profile", async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeVisible();
  await nav.getByRole("link", { name: "Analytics" }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(nav).toBeVisible();
  await nav.getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await nav.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await nav.getByRole("link", { name: "Add expense" }).click();
  await expect(page).toHaveURL(/\/expense$/);
  await expect(nav).toHaveCount(0);

  await page.goto("/profile");
  await page.getByRole("main").getByRole("button", { name: "Sign out", exact: true }).click();
  await expectToast(page, "Signed Out", "You have been successfully signed out.");
  await expectLanding(page);
});

test("Install app appears only when the browser offers it; cancelled keeps it, accepted hides it", async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  await page.goto("/profile");
  const install = page.getByRole("button", { name: "Install app" });
  await expect(page.getByRole("button", { name: "Show Welcome Tour Again" })).toBeVisible();
  await expect(install).toHaveCount(0);

  // Chromium fires beforeinstallprompt only for a real installability check; the event is stood in for
  // with the same shape (prompt + userChoice), answered by the "user".
  const offer = (outcome: "accepted" | "dismissed") =>
    page.evaluate((choice) => {
      const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: choice, platform: "web" }),
      });
      window.dispatchEvent(event);
    }, outcome);

  await offer("dismissed");
  await expect(install).toBeVisible();
  await install.click();
  await expectToast(page, "Installation Cancelled");
  await expect(install).toBeVisible();

  await offer("accepted");
  await install.click();
  await expect(install).toHaveCount(0);
});

test("PWA: manifest and service worker; the installed shell opens offline on the last-synced data", async ({
  page,
  context,
  request,
}) => {
  const manifestHref = await page
    .goto("/")
    .then(() => page.locator('link[rel="manifest"]').getAttribute("href"));
  expect(manifestHref).toBeTruthy();
  const manifest = await (await request.get(`/${manifestHref?.replace(/^\//, "")}`)).json();
  expect(manifest).toMatchObject({ name: "Paisa Coach", display: "standalone", start_url: "/" });
  expect(manifest.theme_color).toMatch(/^#/);
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );

  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // Signed out and offline: the landing still opens from the cache.
  await context.setOffline(true);
  await page.reload();
  await expectLanding(page);
  await context.setOffline(false);

  // Signed in and offline: home opens on the last-synced data and says so (docs/offline.md).
  const user = uniqueUser("offline");
  await createUserViaApi(request, user);
  await signInViaUi(page, user.email, user.password);
  await expectSignedIn(page);
  await expect(page.getByTestId("today-spent")).toBeVisible();
  // The cache is written shortly after each answer: wait until it holds the figure home shows.
  await expect.poll(async () => (await savedData(page, "analytics/daily-limit")) !== null).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("Offline — showing what was last synced")).toBeVisible();
  await expect(page.getByTestId("today-spent")).toBeVisible();
  await checkScreen(page, "offline-home");

  // Nothing synced on this browser yet: the shell says it needs a connection instead of failing.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open("paisa-coach-offline");
        open.onsuccess = () => {
          const clear = open.result
            .transaction("query-cache", "readwrite")
            .objectStore("query-cache")
            .clear();
          clear.onsuccess = resolve;
        };
      }),
  );
  await page.reload();
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  await checkScreen(page, "offline");
  await context.setOffline(false);
  await page.getByRole("button", { name: "Try again" }).click();
  await expectSignedIn(page);
});
