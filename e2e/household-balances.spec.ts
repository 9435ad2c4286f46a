// Balances and settling up (docs/product.md §2.25.2): two people, two browsers. The owner paid a
// ₹3,000 dinner split between them: the member's household page says "You owe <owner> ₹1,500",
// the owner's says "<member> owes you ₹1,500"; the member settles up and both are square.
import { householdWithSharedDinner, phone, send } from "./household-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { expectSignedIn, signInViaUi } from "./support-web.ts";

test.describe.configure({ timeout: 180_000 });

test("a member who owes for a shared dinner settles up from the household's page", async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const { owner, ownerToken, member, householdId } = await householdWithSharedDinner(request, {
    owner: "payer",
    member: "owes",
  });

  // The owner is owed.
  await signInViaUi(page, owner.username, owner.password);
  await expectSignedIn(page);
  await page.goto(`/households/${householdId}`);
  await expect(page.getByTestId("household-balances")).toContainText(`${member.username} owes you ₹1,500`);

  // The member owes, and settles up.
  const other = await phone(browser, baseURL as string);
  await signInViaUi(other, member.username, member.password);
  await expectSignedIn(other);
  await other.goto(`/households/${householdId}`);
  const balances = other.getByTestId("household-balances");
  await expect(balances).toContainText(`You owe ${owner.username} ₹1,500`);
  await balances.getByRole("button", { name: `Settle up: pay ${owner.username} ₹1,500` }).click();
  await expect(other.getByText("Everyone is square.")).toBeVisible();

  const after = await send<{ members: { net: string }[] }>(
    request,
    ownerToken,
    "GET",
    `/households/${householdId}/balances`,
  );
  expect(after.members.map((m) => m.net)).toEqual(["0.00", "0.00"]);
  // The owner's open page hears of it on the household's channel.
  await expect(page.getByText("Everyone is square.")).toBeVisible();

  // The owner adds a UPI ID on Profile, so those who owe them get a UPI link from now on.
  await page.goto("/profile");
  const upi = page.getByTestId("upi-id-setting");
  await upi.getByLabel("Your UPI ID").fill("not a upi id");
  await upi.getByRole("button", { name: "Save" }).click();
  await expect(upi).toContainText("A UPI ID looks like name@bank");
  await upi.getByLabel("Your UPI ID").fill("payer@okbank");
  await upi.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(async () => (await send<{ upiId: string | null }>(request, ownerToken, "GET", "/auth/user")).upiId)
    .toBe("payer@okbank");
  await other.context().close();
});
