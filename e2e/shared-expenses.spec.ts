// Shared expenses (docs/product.md §2.25.1): two people, two browsers. The owner and a member are in
// one household; the owner's ₹3,000 dinner, split between them, shows on the household's page for
// both, with who paid and each share — and counts ₹1,500 in each one's spending.
import { householdWithSharedDinner, phone, send } from "./household-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { checkScreen, expectSignedIn, signInViaUi } from "./support-web.ts";

test.describe.configure({ timeout: 180_000 });

test("a shared dinner shows on the household's page for both members, with who paid and each share", async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const { owner, member, memberToken, householdId } = await householdWithSharedDinner(request, {
    owner: "payer",
    member: "sharer",
  });

  // The owner's phone: they paid.
  await signInViaUi(page, owner.username, owner.password);
  await expectSignedIn(page);
  await page.goto(`/households/${householdId}`);
  const mine = page.getByTestId("household-expenses");
  await expect(mine.getByRole("listitem")).toHaveCount(1);
  await expect(mine).toContainText("Dinner · ₹3,000");
  await expect(mine).toContainText("Paid by You");
  await expect(mine).toContainText(`Shares: You ₹1,500 · ${member.username} ₹1,500`);

  // The member's phone: the owner paid; their share is ₹1,500.
  const other = await phone(browser, baseURL as string);
  await signInViaUi(other, member.username, member.password);
  await expectSignedIn(other);
  await other.goto(`/households/${householdId}`);
  const theirs = other.getByTestId("household-expenses");
  await expect(theirs).toContainText(`Paid by ${owner.username}`);
  await expect(theirs).toContainText(`Shares: ${owner.username} ₹1,500 · You ₹1,500`);
  await checkScreen(other, "household-shared-expenses");

  // Their share, not the bill, is their spending.
  const today = await send<{ total: string }>(request, memberToken, "GET", "/expenses/summary");
  expect(today.total).toBe("1500.00");
  await other.context().close();
});
