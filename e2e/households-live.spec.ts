// Households, live (docs/product.md "Households", "Live"): two people, two browsers. The owner keeps the
// household open; the other joins by the invite link and, later, leaves. The owner's screen shows both
// without a reload: the household's private Realtime channel (Broadcast from the database) refreshes it.
import { phone } from "./household-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { createUserViaApi, expectSignedIn, signInViaUi, uniqueUser } from "./support-web.ts";

test.describe.configure({ timeout: 180_000 });

test("the owner sees a new member appear, and leave, without reloading", async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const owner = uniqueUser("owner");
  const member = uniqueUser("member");
  await Promise.all([createUserViaApi(request, owner), createUserViaApi(request, member)]);

  await signInViaUi(page, owner.username, owner.password);
  await expectSignedIn(page);
  await page.goto("/households");
  await page.getByRole("textbox", { name: "Household name" }).fill("Flat 302");
  await page.getByRole("button", { name: "Create household" }).click();
  await expect(page).toHaveURL(/\/households\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await page.getByRole("button", { name: "Make an invite link" }).click();
  const link = page.getByRole("textbox", { name: "Invite link ready" });
  await expect(link).toHaveValue(/\/join\/[A-Za-z0-9_-]{24}$/);
  const invitePath = new URL(await link.inputValue()).pathname;
  const members = page.getByTestId("household-members");
  await expect(members.getByRole("listitem")).toHaveCount(1);

  // The other phone joins by the link.
  const other = await phone(browser, baseURL as string);
  await signInViaUi(other, member.username, member.password);
  await expectSignedIn(other);
  await other.goto(invitePath);
  await expect(other.getByRole("button", { name: "Leave household" })).toBeVisible({ timeout: 30_000 });

  // The owner's open screen shows them, and the activity line, with no reload.
  await expect(members.getByRole("listitem").filter({ hasText: member.username })).toContainText("Member");
  await expect(page.getByTestId("household-activity")).toContainText(`${member.username} joined`);
  await expect(page.getByText("1 open invite")).toHaveCount(0);

  // They leave; the owner's screen follows.
  await other.getByRole("button", { name: "Leave household" }).click();
  await other.getByRole("alertdialog").getByRole("button", { name: "Leave household" }).click();
  await expect(other).toHaveURL(/\/households$/, { timeout: 20_000 });
  await expect(members.getByRole("listitem")).toHaveCount(1);
  await expect(page.getByTestId("household-activity")).toContainText(`${member.username} left`);
  await other.context().close();
});
