// The privacy page says what the app does today (docs/product.md §2.7): account deletion in Profile (not
// by e-mail), streaks kept on the server, pasted bank messages read on the phone, CSV import and
// export, push notifications — in English and in Hindi.

import { expect, test } from "./setup/fixtures.ts";
import { checkScreen } from "./support-web.ts";

test("the privacy page tells what the app stores and does now, in English and Hindi", async ({ page }) => {
  await page.goto("/privacy");
  const policy = page.locator("main");
  await expect(page.getByRole("heading", { name: "Privacy Policy" })).toBeVisible();
  await expect(policy).toContainText("Profile → Delete my account");
  await expect(policy).not.toContainText("from the address you signed up with");
  await expect(policy).not.toContainText("within 30 days");
  // Streaks follow the user: they are on the server, not only on this device.
  await expect(policy.locator("li", { hasText: "streaks" })).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "What we store on our servers" })).toBeVisible();
  await expect(policy).not.toContainText("your daily mission progress and your logging streak");
  await expect(policy).toContainText("Bank and UPI messages you paste or share");
  await expect(policy).toContainText("CSV file you import");
  await expect(policy).toContainText("Export CSV");
  await expect(policy).toContainText("push service");
  await expect(policy.getByRole("link", { name: "Profile → Delete my account" })).toHaveAttribute(
    "href",
    "/profile",
  );
  await checkScreen(page, "privacy");

  // Hindi chosen on this device (as the landing page's switch stores it).
  await page.evaluate(() => localStorage.setItem("paisa-coach-language", "hi"));
  await page.reload();
  await expect(page.getByRole("heading", { name: "गोपनीयता नीति" })).toBeVisible();
  await expect(policy).toContainText("प्रोफ़ाइल → मेरा खाता हटाएँ");
  await expect(policy).not.toContainText("30 दिनों");
  await expect(policy).toContainText("बैंक या UPI मैसेज");
  await expect(policy).toContainText("CSV");
  await expect(policy).toContainText("पुश सेवा");
  await checkScreen(page, "privacy-hindi");
});
