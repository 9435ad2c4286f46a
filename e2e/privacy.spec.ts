// The privacy page says what the app does today (docs/product.md §2.7): account deletion in Profile (not
// by e-mail), streaks kept on the server, pasted bank messages read on the phone, CSV import and
// export, push notifications, the rights and the concern route, how long each kind is kept — in
// English and in Hindi.

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
  // The rights, the grievance route with its clock, and how long each kind is kept (issue 29).
  await expect(page.getByRole("heading", { name: "Using your rights" })).toBeVisible();
  // The page's rights section and the notice's both lead to the rights centre.
  const dataLinks = policy.getByRole("link", { name: "Profile → Your data" });
  await expect(dataLinks).toHaveCount(2);
  for (const link of await dataLinks.all()) await expect(link).toHaveAttribute("href", "/profile/data");
  await expect(policy).toContainText("nominate a person");
  await expect(policy.getByRole("link", { name: "Raise a concern" })).toHaveAttribute("href", "/concerns");
  await expect(policy).toContainText("within 90 days");
  await expect(policy).toContainText("Data Protection Board of India");
  await expect(page.getByRole("heading", { name: "How long we keep it" })).toBeVisible();
  await expect(policy).toContainText("last four digits");
  await expect(policy).toContainText("kept for 1 year");
  await expect(policy).toContainText("CERT-In");
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
  await expect(page.getByRole("heading", { name: "अपने अधिकारों का इस्तेमाल" })).toBeVisible();
  const hindiDataLinks = policy.getByRole("link", { name: "प्रोफ़ाइल → आपका डेटा" });
  await expect(hindiDataLinks).toHaveCount(2);
  for (const link of await hindiDataLinks.all()) await expect(link).toHaveAttribute("href", "/profile/data");
  await expect(policy).toContainText("90 दिनों के भीतर");
  await expect(page.getByRole("heading", { name: "हम कितने समय तक रखते हैं" })).toBeVisible();
  await checkScreen(page, "privacy-hindi");
});
