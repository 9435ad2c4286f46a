// A household's budget (docs/product.md §2.25.3): the owner sets it on the household's page and both
// phones show the budget card — spent against it (the ₹3,000 shared dinner, whole) and the category
// bars; only the owner has Edit.
import { householdWithSharedDinner, phone, send } from "./household-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { expectSignedIn, signInViaUi } from "./support-web.ts";

test.describe.configure({ timeout: 180_000 });

test("the owner sets the household's budget; every member sees what was spent against it", async ({
  browser,
  page,
  request,
  baseURL,
}, testInfo) => {
  const { owner, memberToken, member, householdId } = await householdWithSharedDinner(request, {
    owner: "budgeter",
    member: "sharer",
  });

  await signInViaUi(page, owner.username, owner.password);
  await expectSignedIn(page);
  await page.goto(`/households/${householdId}`);
  const card = page.getByTestId("household-budget");
  await expect(card).toContainText("No budget yet.");
  await card.getByRole("button", { name: "Set budget" }).click();

  const form = page.getByTestId("household-budget-form");
  // The API's rules, under the field.
  await form.getByTestId("household-budget-total").fill("500");
  await form.getByRole("button", { name: "Save budget" }).click();
  await expect(form).toContainText("Budget must be between ₹1,000 and ₹1,00,000");
  await form.getByTestId("household-budget-total").fill("20000");
  await form.locator('[data-testid="household-budget-category"][data-category="Groceries"]').fill("5000");
  await form.getByRole("button", { name: "Save budget" }).click();

  await expect(card.getByTestId("budget-used")).toHaveText("15%");
  await expect(card).toContainText("Household budget");
  await expect(card.locator('[data-testid="budget-category-row"][data-category="Groceries"]')).toBeVisible();
  await expect(card.getByRole("button", { name: "Edit" })).toBeVisible();
  const saved = await send<{ total: string; categories: Record<string, string> }>(
    request,
    memberToken,
    "GET",
    `/households/${householdId}/budget`,
  );
  expect(saved).toMatchObject({ total: "20000.00", categories: { Groceries: "5000.00" }, spent: "3000.00" });
  await card.screenshot({ path: testInfo.outputPath("household-budget-card.png") });
  await page.screenshot({ path: testInfo.outputPath("household-budget-page.png"), fullPage: true });

  // The member reads it, without Edit.
  const other = await phone(browser, baseURL as string);
  await signInViaUi(other, member.username, member.password);
  await expectSignedIn(other);
  await other.goto(`/households/${householdId}`);
  const theirs = other.getByTestId("household-budget");
  await expect(theirs.getByTestId("budget-used")).toHaveText("15%");
  await expect(theirs.getByRole("button", { name: "Edit" })).toHaveCount(0);
});
