// A voice link (`/expense?voice=…`) is spoken input used once: Back after saving it returns an empty
// form, and the same expense saved again within a minute asks first (docs/product.md §2.13).

import { signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { apiAs } from "./support-web.ts";

const VOICE = "डेढ़ सौ की सब्जी";

const expenseCount = async (page: Parameters<typeof apiAs>[0]) =>
  (await apiAs<unknown[]>(page, "GET", "/expenses?limit=50")).length;

test("Back after saving a voice link shows an empty form; the same save within a minute is confirmed first", async ({
  page,
}) => {
  await signedInUser(page, "voice-link");
  await page.goto("/");
  await page.goto(`/expense?voice=${encodeURIComponent(VOICE)}`);
  const amount = page.getByRole("textbox", { name: "Amount" });
  await expect(amount).toHaveValue("150");
  // The spoken text is consumed: the address no longer carries it.
  await expect(page).toHaveURL(/\/expense$/);
  await page.getByRole("button", { name: "Save Expense" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  await expect.poll(() => expenseCount(page)).toBe(1);

  await page.goBack();
  await expect(page).toHaveURL(/\/expense$/);
  await expect(amount).toHaveValue("");

  // The same link opened again on purpose: the identical save asks before storing a second ₹150.
  await page.goto(`/expense?voice=${encodeURIComponent(VOICE)}`);
  await expect(amount).toHaveValue("150");
  const save = page.getByRole("button", { name: "Save Expense" });
  await save.click();
  const warning = page.getByTestId("duplicate-warning");
  await expect(warning).toContainText("You saved the same ₹150 less than a minute ago.");
  await expect(page).toHaveURL(/\/expense$/);
  expect(await expenseCount(page)).toBe(1);
  await page.screenshot({ path: test.info().outputPath("duplicate-warning-en.png") });
  await save.click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  await expect.poll(() => expenseCount(page)).toBe(2);
});
