// The app in Hindi (docs/product.md §4.29) in real Chromium with a hi-IN browser: the landing page,
// sign-up, the tour, Set Budget, an expense by Devanagari voice text, the alert banner and a
// notification, each screen with axe and the 360 px check; then the language stored on the profile
// follows the user to another browser.

import type { Page } from "@playwright/test";
import { formatRupees } from "../tests/support/rupees.ts";
import { expect, test } from "./setup/fixtures.ts";
import { apiAs, checkScreen, expectToast, uniqueUser } from "./support-web.ts";

test.use({ locale: "hi-IN" });
test.describe.configure({ timeout: 180_000 });

const expectHindi = (page: Page) => expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
const tour = (page: Page) => page.getByTestId("onboarding-tour");

test("a Hindi browser gets the whole journey in Hindi: sign-up, tour, budget, voice, alerts", async ({
  page,
}) => {
  const user = uniqueUser("hindi");

  // First visit follows the browser: Hindi from the first paint, with a switch to English.
  await page.goto("/");
  await expectHindi(page);
  await expect(page.getByRole("heading", { name: "आपका अपना पैसों का कोच" })).toBeVisible();
  await expect(page.getByTestId("language-switch")).toHaveText("English");
  await checkScreen(page, "hindi-landing");

  // Sign-up in Hindi.
  await page.goto("/signup");
  await expect(page.getByRole("heading", { name: "अपना खाता बनाएँ" })).toBeVisible();
  await checkScreen(page, "hindi-signup");
  await page.getByLabel("ई-मेल").fill(user.email);
  await page.getByLabel("पासवर्ड").fill(user.password);
  await page.getByLabel("यूज़रनेम").fill(user.username);
  await page.getByText("मैं पुष्टि करता/करती हूँ कि मेरी उम्र 18 वर्ष या उससे अधिक है").click();
  await page.getByRole("button", { name: "खाता बनाएँ" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "साइन आउट" })).toBeVisible({
    timeout: 20_000,
  });

  // The welcome card and the tour in Hindi.
  await expect(page.getByTestId("welcome-card")).toContainText("Paisa Coach में आपका स्वागत है!");
  await checkScreen(page, "hindi-home-welcome");
  await page.getByRole("button", { name: "स्वागत संदेश हटाएँ" }).click();
  await expect(tour(page)).toContainText("कदम 1 / 4");
  await expect(tour(page)).toContainText("अपना मासिक बजट तय करें");
  await expectHindi(page);
  await checkScreen(page, "hindi-tour");
  for (const title of ["अपना पहला खर्च जोड़ें", "अपना विश्लेषण देखें", "सब तैयार है!"]) {
    await tour(page).getByRole("button", { name: "आगे" }).click();
    await expect(tour(page)).toContainText(title);
  }
  await tour(page).getByRole("button", { name: "शुरू करें" }).click();
  await expect(tour(page)).toHaveCount(0);

  // Set Budget: ₹1,000 a month.
  await page.goto("/budget");
  await expect(page.getByRole("heading", { name: "बजट तय करें" })).toBeVisible();
  await checkScreen(page, "hindi-budget");
  await page.getByRole("textbox", { name: /बजट की राशि/ }).fill("1000");
  await page.getByRole("button", { name: "बजट सेव करें" }).click();
  await expectToast(page, "बजट सेव हो गया", `आपका मासिक बजट ${formatRupees(1000)} है।`);
  await expect(page).toHaveURL(/\/$/);

  // An expense by voice, as hi-IN recognition writes it: Devanagari words.
  await page.goto(`/expense?voice=${encodeURIComponent("डेढ़ हज़ार पेट्रोल")}`);
  await expect(page.getByRole("textbox", { name: "राशि" })).toHaveValue("1500");
  await expect(page.getByRole("radio", { name: "पेट्रोल" })).toHaveAttribute("aria-checked", "true");
  await expectToast(page, "आवाज़ से भरा गया", `राशि: ${formatRupees(1500)}, श्रेणी: पेट्रोल`);
  await checkScreen(page, "hindi-add-expense");
  await page.getByRole("button", { name: "खर्च सेव करें" }).click();
  await expectToast(page, "खर्च जुड़ गया!", "बड़ा खर्च!");
  await expect(page).toHaveURL(/\/$/);

  // Over the whole budget: the banner and the notifications, rendered in Hindi from their figures.
  const banner = page.getByTestId("budget-alert");
  await expect(banner).toContainText("बजट पार हो गया", { timeout: 10_000 });
  await expect(banner).toContainText(`${formatRupees(500)} ज़्यादा`);
  await expect(banner.getByRole("button", { name: "बजट बदलें" })).toBeVisible();
  const exceeded = page.locator('[data-testid="notification"][data-type="budget_100"]');
  await expect(exceeded).toBeVisible({ timeout: 40_000 });
  await expect(exceeded.getByTestId("notification-title")).toHaveText("बजट पार हो गया");
  await expect(exceeded.getByTestId("notification-message")).toContainText(`${formatRupees(500)} ज़्यादा`);
  await expect(page.getByTestId("today-title")).toContainText("खर्च की आपात स्थिति!");
  await expect(page.getByRole("heading", { name: "सूचनाएँ" })).toBeVisible();
  await checkScreen(page, "hindi-home-alerts");

  await page.goto("/profile");
  await expect(page.getByTestId("language-setting")).toContainText("भाषा");
  await checkScreen(page, "hindi-profile");
});

test("English chosen on one device is English after sign-in on another", async ({ browser, baseURL }) => {
  const user = uniqueUser("hindi-en");
  const contextOptions = {
    baseURL,
    locale: "hi-IN",
    viewport: { width: 390, height: 844 },
    timezoneId: "Asia/Kolkata",
  };
  const first = await browser.newContext(contextOptions);
  const second = await browser.newContext(contextOptions);
  try {
    // Device one: a Hindi sign-up, then English chosen on Profile.
    const one = await first.newPage();
    await one.goto("/signup");
    await expect(one.getByRole("heading", { name: "अपना खाता बनाएँ" })).toBeVisible();
    await one.getByLabel("ई-मेल").fill(user.email);
    await one.getByLabel("पासवर्ड").fill(user.password);
    await one.getByLabel("यूज़रनेम").fill(user.username);
    await one.getByText("मैं पुष्टि करता/करती हूँ कि मेरी उम्र 18 वर्ष या उससे अधिक है").click();
    await one.getByRole("button", { name: "खाता बनाएँ" }).click();
    await expect(one.getByRole("banner").getByRole("button", { name: "साइन आउट" })).toBeVisible({
      timeout: 20_000,
    });
    await expect
      .poll(async () => (await apiAs<{ language: string | null }>(one, "GET", "/auth/user")).language)
      .toBe("hi");
    await one.goto("/profile");
    await one.getByTestId("language-setting").getByText("English", { exact: true }).click();
    await expect(one.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(one.getByRole("heading", { name: "Profile", exact: true })).toBeVisible();
    await expect
      .poll(async () => (await apiAs<{ language: string | null }>(one, "GET", "/auth/user")).language)
      .toBe("en");

    // Device two: a Hindi browser shows Hindi until the user signs in, then their English.
    const two = await second.newPage();
    await two.goto("/signin");
    await expect(two.getByRole("heading", { name: "Paisa Coach में साइन इन करें" })).toBeVisible();
    await two.getByLabel("यूज़रनेम या ई-मेल पता").fill(user.email);
    await two.getByLabel("पासवर्ड").fill(user.password);
    await two.getByRole("button", { name: "साइन इन", exact: true }).click();
    await expect(two.getByRole("banner").getByRole("button", { name: "Sign out" })).toBeVisible({
      timeout: 20_000,
    });
    await expect(two.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(two.getByRole("link", { name: "Add Expense", exact: true })).toBeVisible();
  } finally {
    await first.close();
    await second.close();
  }
});
