// "Notifications on this device" in Profile (docs/product.md §4.28): the daily reminder by Web Push.
// Headless Chromium has no push service behind it: pushManager.subscribe fails there ("AbortError:
// Registration failed - permission denied" even with the permission granted), so this journey checks
// the switch's states and messages in the browser; subscribing and sending are covered against a push
// service served by the test in tests/integration/api/push.test.ts.
import type { BrowserContext, Page } from "@playwright/test";
import { checkMoneyScreen, signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";

const LABEL = "Notifications on this device";

/** Sets this context's notification permission in the browser itself, as the site settings would. */
async function blockNotifications(context: BrowserContext, page: Page) {
  const pageSession = await context.newCDPSession(page);
  const { targetInfo } = await pageSession.send("Target.getTargetInfo");
  const browserSession = await context.browser()?.newBrowserCDPSession();
  if (!browserSession) throw new Error("no browser CDP session");
  await browserSession.send("Browser.setPermission", {
    permission: { name: "notifications" },
    setting: "denied",
    origin: new URL(page.url()).origin,
    browserContextId: targetInfo.browserContextId,
  });
}

test("notifications on this device: the switch asks the browser and says when it cannot subscribe", async ({
  page,
  context,
  adminDb,
}) => {
  await context.grantPermissions(["notifications"]);
  const user = await signedInUser(page, "push");
  await page.goto("/profile");
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  const section = page.getByTestId("push-notifications");
  const toggle = section.getByRole("checkbox", { name: new RegExp(LABEL) });
  await expect(section).toContainText(
    "The daily reminder and budget alerts as notifications on this phone or computer as well",
  );
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
  await section.getByText(LABEL, { exact: true }).click();
  await expect(section.getByRole("alert")).toHaveText(
    "This browser couldn't turn on notifications. Try again later.",
  );
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
  const [devices] = await adminDb<{ count: number }[]>`
    select count(*)::int as count from public.push_subscriptions s
    join auth.users u on u.id = s.user_id where u.email = ${user.email}`;
  expect(devices?.count).toBe(0);
  await checkMoneyScreen(page, "profile-push");
});

test("notifications on this device: blocked for the site, the switch says how to allow them", async ({
  page,
  context,
}) => {
  await signedInUser(page, "push-blocked");
  await blockNotifications(context, page);
  await page.goto("/profile");
  const section = page.getByTestId("push-notifications");
  await expect(section).toContainText(
    "Notifications are blocked for this site. To allow them, open your browser's site settings (the icon beside the address), allow notifications, then switch this on.",
  );
  await expect(section.getByRole("checkbox", { name: new RegExp(LABEL) })).toBeDisabled();
  await checkMoneyScreen(page, "profile-push-blocked");
});
