// Grievances with a clock (issue 29, item 3): a user raises a concern from Profile and sees its
// reference and status; the acknowledgement is e-mailed; an admin sees it on /admin with the days
// left of the 90-day response time and resolves it with a reply, which the user then reads.
import postgres from "postgres";
import { setAdminRole } from "../scripts/make-admin.ts";
import { signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { expectLanding, expectSignedIn, expectToast, recordToasts, signInViaUi } from "./support-web.ts";

test.describe.configure({ timeout: 150_000 });

test("a user raises a concern and sees its reference; an admin sees it with its clock and resolves it", async ({
  page,
  stack,
  inbox,
}) => {
  await recordToasts(page);
  const user = await signedInUser(page, "concern");

  await page.goto("/profile");
  await page.getByRole("link", { name: "Raise a concern" }).click();
  await expect(page).toHaveURL(/\/concerns$/);
  await expect(page.getByRole("heading", { name: "Raise a concern" })).toBeVisible();
  await expect(page.getByTestId("data-contact")).toHaveText(
    "Questions about your data: privacy@paisacoach.app",
  );
  await page.getByLabel("What is it about?").selectOption({ label: "Erasing my data" });
  await page.getByRole("textbox", { name: "Your concern" }).fill("Please erase my old receipt photos.");
  await page.getByRole("button", { name: "Send concern" }).click();

  const item = page.getByTestId("concern").filter({ hasText: "Please erase my old receipt photos." });
  await expect(item).toContainText(/PC-\d{4}-\d{6}/);
  await expect(item).toContainText("Open");
  const reference = ((await item.textContent()) ?? "").match(/PC-\d{4}-\d{6}/)?.[0] ?? "";
  await expectToast(page, "Concern received", reference);
  const mail = await inbox.waitFor(user.email, { match: (m) => m.subject.includes(reference) });
  expect(mail.text).toContain("We will answer within 90 days");

  // The user becomes an admin the way `npm run make-admin` does it, and signs in again for the role.
  const sql = postgres(stack.urls.db, { max: 1, onnotice: () => {} });
  try {
    expect(await setAdminRole(sql, user.email, true)).not.toBeNull();
  } finally {
    await sql.end();
  }
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expectLanding(page);
  await signInViaUi(page, user.email, user.password);
  await expectSignedIn(page);

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Concerns" })).toBeVisible();
  const row = page.getByTestId("admin-concern").filter({ hasText: reference });
  await expect(row).toContainText("Please erase my old receipt photos.");
  await expect(row.getByTestId("concern-clock")).toHaveText("90 days left");
  await row.getByLabel("Status").selectOption({ label: "Resolved" });
  await row.getByLabel("Reply").fill("Erased all your receipt photos.");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(row.getByTestId("concern-clock")).toHaveText("Answered");
  await expectToast(page, "Concern updated");

  await page.goto("/concerns");
  const answered = page.getByTestId("concern").filter({ hasText: reference });
  await expect(answered).toContainText("Resolved");
  await expect(answered).toContainText("Erased all your receipt photos.");
});

test("the Privacy page names the contact for data questions", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.getByText("Questions about your data: privacy@paisacoach.app.")).toBeVisible();
});
