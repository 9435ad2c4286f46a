// Households (docs/product.md "Households"): two people, two browsers. The owner creates a household
// and makes an invite link; the second person opens it signed out, signs up through it and lands in
// the household; the owner then sees them among the members and in the activity.
import { phone } from "./household-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import {
  checkScreen,
  createUserViaApi,
  expectSignedIn,
  expectToast,
  signInViaUi,
  uniqueUser,
} from "./support-web.ts";

test.describe.configure({ timeout: 180_000 });

test("create a household, invite by link, the invitee signs up through it and the owner sees them", async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const owner = uniqueUser("owner");
  await createUserViaApi(request, owner);

  // The owner: Profile → Households → create.
  await signInViaUi(page, owner.username, owner.password);
  await expectSignedIn(page);
  await page.goto("/profile");
  await page.getByRole("link", { name: "Households" }).click();
  await expect(page).toHaveURL(/\/households$/);
  await expect(page.getByText("You're not in a household yet.", { exact: false })).toBeVisible();
  await checkScreen(page, "households-empty");
  await page.getByRole("textbox", { name: "Household name" }).fill("  Flat 302 ");
  await page.getByRole("button", { name: "Create household" }).click();
  await expect(page).toHaveURL(/\/households\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Flat 302" })).toBeVisible();
  await expectToast(page, "Household created", "Flat 302");
  const householdPath = new URL(page.url()).pathname;

  // An invite link, with its QR code.
  await page.getByRole("button", { name: "Make an invite link" }).click();
  const link = page.getByRole("textbox", { name: "Invite link ready" });
  await expect(link).toHaveValue(/\/join\/[A-Za-z0-9_-]{24}$/);
  const invitePath = new URL(await link.inputValue()).pathname;
  await expect(page.getByLabel("Scan to join")).toBeVisible();
  await expect(page.getByText("1 open invite")).toBeVisible();
  await checkScreen(page, "household-owner");

  // The invitee, on another phone, signed out: the link asks for sign-in, and sign-up keeps the way back.
  const invitee = uniqueUser("invitee");
  const other = await phone(browser, baseURL as string);
  await other.goto(invitePath);
  await expect(other).toHaveURL(/\/signin\?next=%2Fjoin%2F/, { timeout: 20_000 });
  await other.getByRole("link", { name: "Create an account" }).click();
  await expect(other).toHaveURL(/\/signup\?next=%2Fjoin%2F/);
  await expect(other.getByRole("heading", { name: "Create your account" })).toBeVisible();
  // Filled until the form holds it: the screen may still be settling after the move from sign-in.
  await expect(async () => {
    await other.getByLabel("Email").fill(invitee.email);
    await expect(other.getByLabel("Email")).toHaveValue(invitee.email, { timeout: 1000 });
  }).toPass();
  await other.getByLabel("Password").fill(invitee.password);
  await other.getByLabel("Username").fill(invitee.username);
  await other.getByText("I confirm that I am 18 or over").click();
  await expect(other.getByLabel("Email")).toHaveValue(invitee.email);
  await other.getByRole("button", { name: "Create account" }).click();

  // …and lands in the household, as a member, with the owner listed.
  await expect(other).toHaveURL(new RegExp(`${householdPath}$`), { timeout: 30_000 });
  await expect(other.getByRole("heading", { name: "Flat 302" })).toBeVisible();
  const theirMembers = other.getByTestId("household-members");
  await expect(theirMembers.getByRole("listitem")).toHaveCount(2);
  await expect(theirMembers.getByRole("listitem").filter({ hasText: owner.username })).toContainText("Owner");
  await expect(theirMembers.getByRole("listitem").filter({ hasText: "You" })).toContainText("Member");
  await expect(other.getByRole("button", { name: "Leave household" })).toBeVisible();
  await checkScreen(other, "household-member");

  // The owner sees the new member and the activity line.
  await page.reload();
  const members = page.getByTestId("household-members");
  await expect(members.getByRole("listitem").filter({ hasText: invitee.username })).toContainText("Member");
  await expect(page.getByTestId("household-activity")).toContainText(`${invitee.username} joined`);
  await expect(page.getByRole("button", { name: `Make ${invitee.username} the owner` })).toBeVisible();

  // The same link again is used up: the invitee's second visit says so.
  await other.goto(invitePath);
  await expect(other.getByRole("alert")).toContainText("This invite has already been used");
  await other.context().close();
});
