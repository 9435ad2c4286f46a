// The admin dashboard: figures for an admin (app_metadata.role set in the database, as
// `npm run make-admin` does), and the "not authorised" screen for everyone else (the API's 403).
import postgres from "postgres";
import { setAdminRole } from "../scripts/make-admin.ts";
import { addExpense, checkMoneyScreen, signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { expectLanding, expectSignedIn, signInViaUi } from "./support-web.ts";

// Whole journeys on two shared cores: allow more than the default minute.
test.describe.configure({ timeout: 150_000 });

test("a normal user sees Not authorised", async ({ page }) => {
  await signedInUser(page, "admin-no");
  await page.goto("/admin");
  await expect(page.getByTestId("not-authorised")).toBeVisible();
  await expect(page.getByText("Not authorised")).toBeVisible();
  await expect(page.getByTestId("admin-stat")).toHaveCount(0);
  await checkMoneyScreen(page, "admin-not-authorised");
});

test("an admin sees the cards, recent sign-ups and 30 days of usage bars", async ({ page, stack }) => {
  const user = await signedInUser(page, "admin-yes");
  await addExpense(page, { amount: 120, category: "Transport" });

  const sql = postgres(stack.urls.db, { max: 1, onnotice: () => {} });
  try {
    expect(await setAdminRole(sql, user.email, true)).not.toBeNull();
  } finally {
    await sql.end();
  }
  // The role reaches the API with the next access token: sign in again.
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expectLanding(page);
  await signInViaUi(page, user.email, user.password);
  await expectSignedIn(page);

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  for (const label of ["Total Users", "Active Today", "Monthly Logins", "Expenses Added"]) {
    const card = page.locator(`[data-testid="admin-stat"][data-label="${label}"]`);
    await expect(card.getByTestId("admin-stat-value")).toHaveText(/^[1-9]\d*$/);
  }
  await expect(page.getByTestId("recent-signups")).toContainText(user.email);
  const bars = page.getByTestId("usage-bar");
  await expect(bars).toHaveCount(30);
  await expect(bars.last()).toContainText(/[1-9]\d* activities/);
  const lastWidth = await bars
    .last()
    .locator("div > div")
    .first()
    .evaluate((el) => el.getBoundingClientRect().width);
  expect(lastWidth).toBeGreaterThanOrEqual(10);
  await checkMoneyScreen(page, "admin");
});
