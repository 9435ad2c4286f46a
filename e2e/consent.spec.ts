// Privacy notice and consent (issue 29, item 1): a new user reads the notice on the sign-up form and
// declines an optional purpose, then withdraws another in Profile; an account older than the notice
// is asked once at its next sign-in and cannot reach a screen before agreeing; the same in Hindi.
import type { ConsentState } from "@shared/contract/consents.ts";
import { expect, test } from "./setup/fixtures.ts";
import {
  apiAs,
  checkScreen,
  createUserViaApi,
  expectLanding,
  expectSignedIn,
  signInViaUi,
  uniqueUser,
} from "./support-web.ts";

test.describe.configure({ timeout: 150_000 });

const consents = (page: import("@playwright/test").Page) => apiAs<ConsentState>(page, "GET", "/consents");

test("a new user reads the notice at sign-up, declines the weekly report, and withdraws analytics in Profile", async ({
  page,
}) => {
  const user = uniqueUser("consent");
  await page.goto("/signup");
  const notice = page.getByRole("region", { name: "Privacy notice" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Pasted message text");
  await expect(notice).toContainText(
    "Not kept after the expense is saved: only the bank reference and a hash, to skip duplicates. Account numbers only as their last four digits.",
  );
  await expect(notice).toContainText("Aggregated after 90 days.");
  await expect(notice).toContainText("privacy@paisacoach.app");
  await expect(notice).toContainText("Data Protection Board of India");
  await checkScreen(page, "consent-signup");

  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByLabel("Username").fill(user.username);
  await page.getByText("I confirm that I am 18 or over").click();
  // Every optional box starts unticked; this person wants analytics and reminders, not the report.
  const box = (name: string) => page.getByRole("checkbox", { name, exact: true });
  for (const name of ["Usage analytics", "Reminders", "Weekly report"])
    await expect(box(name)).not.toBeChecked();
  await page.getByText("Usage analytics", { exact: true }).click();
  await page.getByText("Reminders", { exact: true }).click();
  await expect(box("Usage analytics")).toBeChecked();
  await expect(box("Reminders")).toBeChecked();
  await page.getByRole("button", { name: "Create account" }).click();
  await expectSignedIn(page);

  const answered = await consents(page);
  expect(answered.needsAnswer).toBe(false);
  expect(answered.current.service).toMatchObject({ given: true, language: "en" });
  expect(answered.current.analytics?.given).toBe(true);
  expect(answered.current.reminders?.given).toBe(true);
  expect(answered.current.weekly_report?.given).toBe(false);

  // Profile: the declined report's switch is off; analytics is withdrawn with one switch.
  await page.goto("/profile");
  const reminders = page.getByTestId("notification-settings");
  await expect(reminders.getByRole("checkbox", { name: /Weekly report/ })).not.toBeChecked();
  const choices = page.getByTestId("privacy-choices");
  const analytics = choices.getByRole("checkbox", { name: /Usage analytics/ });
  await expect(analytics).toBeChecked();
  await choices.getByText("Usage analytics", { exact: true }).click();
  await expect(analytics).not.toBeChecked();
  await expect.poll(async () => (await consents(page)).current.analytics?.given).toBe(false);
  await expect(choices).toContainText("Usage analytics, declined or withdrawn");
  await checkScreen(page, "consent-profile");
});

test("an account older than the notice is asked once at its next sign-in and cannot skip past it", async ({
  page,
}) => {
  const user = uniqueUser("consent-old");
  await createUserViaApi(page.request, user, { consent: false });
  await signInViaUi(page, user.email, user.password);

  const gate = page.getByRole("heading", { name: "Privacy notice", level: 1 });
  await expect(gate).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Agree and continue" })).toBeVisible();
  await checkScreen(page, "consent-gate");
  // No way round it: another address shows the same question.
  await page.goto("/budget");
  await expect(gate).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Set Budget" })).toHaveCount(0);

  await page.getByRole("button", { name: "Agree and continue" }).click();
  await expectSignedIn(page);
  const answered = await consents(page);
  expect(answered.needsAnswer).toBe(false);
  expect(answered.current.weekly_report?.given).toBe(false);

  // Asked once: the next sign-in goes straight in.
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expectLanding(page);
  await signInViaUi(page, user.username, user.password);
  await expectSignedIn(page);
  await expect(gate).toHaveCount(0);
});

test.describe("in Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("the question and the notice are in Hindi, and the answer is recorded as read in Hindi", async ({
    page,
  }) => {
    const user = uniqueUser("consent-hi");
    await createUserViaApi(page.request, user, { consent: false });
    await page.goto("/signin");
    await page.getByLabel("यूज़रनेम या ई-मेल पता").fill(user.email);
    await page.getByLabel("पासवर्ड").fill(user.password);
    await page.getByRole("button", { name: "साइन इन", exact: true }).click();

    await expect(page.getByRole("heading", { name: "गोपनीयता सूचना", level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId("privacy-notice")).toContainText(
      "90 दिन के बाद जोड़कर सारांश में बदल दी जाती है।",
    );
    await expect(page.getByTestId("privacy-notice")).toContainText("भारत के डेटा संरक्षण बोर्ड");
    await checkScreen(page, "consent-gate-hindi");
    await page.getByText("साप्ताहिक रिपोर्ट", { exact: true }).click();
    await page.getByRole("button", { name: "सहमत हूँ, आगे बढ़ें" }).click();
    await expect(page.getByRole("banner").getByRole("button", { name: "साइन आउट" })).toBeVisible({
      timeout: 20_000,
    });
    const answered = await consents(page);
    expect(answered.current.service).toMatchObject({ given: true, language: "hi" });
    expect(answered.current.weekly_report?.given).toBe(true);
    expect(answered.current.analytics?.given).toBe(false);
  });
});
