// The journeys' toast checks (e2e/support-web.ts) hold on a busy machine: a toast is recorded the
// moment it is added to the screen, so one that came and went before the check looked is still seen,
// and a toast held for a check about its place stays until it is let go.
import { expect, test } from "./setup/fixtures.ts";
import {
  createUserViaApi,
  expectToast,
  holdToasts,
  releaseToasts,
  signInViaUi,
  uniqueUser,
} from "./support-web.ts";

test("a toast that came and went before the check is still seen, once per showing", async ({ page }) => {
  const user = uniqueUser("toast-gone");
  await createUserViaApi(page.request, user);
  // Held until surely shown, then let go: the check below looks only after the toast has gone, as
  // it can on a busy machine.
  await page.goto("/signin");
  await holdToasts(page);
  await signInViaUi(page, user.email, "not-the-password-1");
  await expect(page.getByTestId("toast").filter({ hasText: "Sign in failed" })).toBeVisible();
  await releaseToasts(page);
  await page.mouse.move(0, 0);
  await expect(page.getByTestId("toast")).toHaveCount(0, { timeout: 15_000 });
  await expectToast(page, "Sign in failed", "Invalid email/username or password");

  // The check claimed that showing: a second check needs a second toast.
  await expect(expectToast(page, "Sign in failed")).rejects.toThrow(/Sign in failed/);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expectToast(page, "Sign in failed");
});

test("a held toast stays paused on screen until it is let go", async ({ page }) => {
  const user = uniqueUser("toast-held");
  await createUserViaApi(page.request, user);
  await page.goto("/signin");
  await holdToasts(page);
  await signInViaUi(page, user.email, "not-the-password-1");
  const toast = page.getByTestId("toast").filter({ hasText: "Sign in failed" });
  await expect(toast).toHaveAttribute("data-paused", "");

  await releaseToasts(page);
  await expect(toast).not.toHaveAttribute("data-paused", "");
  await page.mouse.move(0, 0);
  await expect(toast).toHaveCount(0, { timeout: 15_000 });
});
