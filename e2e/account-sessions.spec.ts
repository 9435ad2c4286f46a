// "Sign out of all devices" on Profile, and what the other device shows when its session ends there
// (or by a password reset): the sign-in screen saying why, never the landing page without a word.
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./setup/fixtures.ts";
import {
  createUserViaApi,
  expectLanding,
  expectSignedIn,
  expectToast,
  signInViaUi,
  type TestUser,
  uniqueUser,
} from "./support-web.ts";

test.describe.configure({ timeout: 180_000 });

/** A second device: its own browser context (storage, IndexedDB), at the phone size of the config. */
async function otherDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: process.env.PAISA_E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
  });
  return context.newPage();
}

async function signIn(page: Page, user: TestUser): Promise<void> {
  await signInViaUi(page, user.email, user.password);
  await expectSignedIn(page);
}

test("Sign out of all devices ends the other device's session, which then says why on sign-in", async ({
  page,
  browser,
  request,
}) => {
  const user = uniqueUser("everywhere");
  await createUserViaApi(request, user);
  const phone = await otherDevice(browser);
  await signIn(page, user);
  await signIn(phone, user);

  await page.goto("/profile");
  const everywhere = page.getByRole("button", { name: "Sign out of all devices" });
  await expect(everywhere).toBeVisible();
  await everywhere.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("sign-out-everywhere-en.png") });
  await everywhere.click();
  await expectToast(page, "Signed out everywhere");
  await expectLanding(page);

  // The other device, on its next screen, is at sign-in with the reason.
  await phone.goto("/profile");
  await expect(phone).toHaveURL(/\/signin/);
  await expect(phone.getByTestId("session-ended")).toContainText("You were signed out on this device");
  await phone.screenshot({ path: test.info().outputPath("signed-out-notice-en.png") });
  // Its copy of the user's data went with the session.
  const records = await phone.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (!names.includes("paisa-coach-offline")) return 0;
    const db = await new Promise<IDBDatabase>((resolve) => {
      const open = indexedDB.open("paisa-coach-offline");
      open.onsuccess = () => resolve(open.result);
    });
    return new Promise<number>((resolve) => {
      const count = db.transaction("query-cache").objectStore("query-cache").count();
      count.onsuccess = () => resolve(count.result);
    });
  });
  expect(records).toBe(0);

  // In Hindi too.
  await phone.evaluate(() => localStorage.setItem("paisa-coach-language", "hi"));
  await phone.reload();
  await expect(phone.getByTestId("session-ended")).toContainText("आप इस डिवाइस से साइन आउट हो गए");
  await phone.screenshot({ path: test.info().outputPath("signed-out-notice-hi.png") });

  // Both devices can sign in again.
  await signIn(page, user);
  await phone.context().close();
});

test("after a password reset elsewhere, this device lands on sign-in with the reason", async ({
  page,
  browser,
  request,
  inbox,
}) => {
  const user = uniqueUser("reset-elsewhere");
  await createUserViaApi(request, user);
  await signIn(page, user);

  const laptop = await otherDevice(browser);
  await laptop.goto("/forgot-password");
  await laptop.getByLabel("Email").fill(user.email);
  await laptop.getByRole("button", { name: "Send Reset Email" }).click();
  const mail = (await inbox.waitFor(user.email)).text;
  const link = mail.match(/https?:\/\/\S+\/reset-password\?token=[^\s"'<>)]+/)?.[0] ?? "";
  const url = new URL(link);
  await laptop.goto(`${url.pathname}${url.search}`);
  await laptop.getByLabel("New Password").fill("reset-elsewhere-1");
  await laptop.getByLabel("Confirm Password").fill("reset-elsewhere-1");
  await laptop.getByRole("button", { name: "Reset Password" }).click();
  await expect(laptop).toHaveURL(/\/signin$/);
  await laptop.context().close();

  await page.goto("/history");
  await expect(page).toHaveURL(/\/signin/);
  await expect(page.getByTestId("session-ended")).toContainText("You were signed out on this device");
});
