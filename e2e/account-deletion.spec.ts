// Delete my account in real Chromium: the password is checked, everything goes, and the account
// cannot sign in afterwards.

import { addExpense, checkMoneyScreen, signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { expectLanding, expectToast, signInViaUi } from "./support-web.ts";

test("delete the account from Profile, then fail to sign in", async ({ page, adminDb }) => {
  const user = await signedInUser(page, "delete-me");
  await addExpense(page, { amount: 120, category: "Food & Dining", description: "Last thali" });
  const [account] = await adminDb<
    { id: string }[]
  >`select id::text from auth.users where email = ${user.email}`;

  await page.goto("/profile");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await checkMoneyScreen(page, "profile-delete-account");
  await dialog.getByLabel("Your password").fill("not-my-password-1");
  await dialog.getByRole("button", { name: "Delete everything" }).click();
  await expect(dialog).toContainText("Wrong password. Your account was not deleted.");

  await dialog.getByLabel("Your password").fill(user.password);
  await dialog.getByRole("button", { name: "Delete everything" }).click();
  await expectToast(page, "Account Deleted", "Your account and all your data have been deleted.");
  await expectLanding(page);
  expect(
    await page.evaluate(
      (email) => Object.keys(localStorage).filter((key) => key.startsWith(email)),
      user.email,
    ),
  ).toEqual([]);
  const [left] = await adminDb<{ users: number; expenses: number }[]>`
    select (select count(*)::int from auth.users where id = ${account?.id ?? ""}::uuid) as users,
      (select count(*)::int from public.expenses where user_id = ${account?.id ?? ""}::uuid) as expenses`;
  expect(left).toEqual({ users: 0, expenses: 0 });

  await signInViaUi(page, user.email, user.password);
  await expectToast(page, "Sign in failed", "Invalid email/username or password");
  await expect(page).toHaveURL(/\/signin/);
});
