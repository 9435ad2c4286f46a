// Balances and settling up (docs/product.md §2.25.2): two people, two browsers. The owner paid a
// ₹3,000 dinner split between them: the member's household page says "You owe <owner> ₹1,500",
// the owner's says "<member> owes you ₹1,500"; the member settles up and both are square.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test } from "./setup/fixtures.ts";
import { createUserViaApi, expectSignedIn, signInViaUi, uniqueUser } from "./support-web.ts";

test.describe.configure({ timeout: 180_000 });

async function phone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
  });
  return context.newPage();
}

async function send<T>(
  request: APIRequestContext,
  token: string,
  method: "GET" | "POST",
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test("a member who owes for a shared dinner settles up from the household's page", async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const owner = uniqueUser("payer");
  const member = uniqueUser("owes");
  const ownerToken = await createUserViaApi(request, owner);
  const memberToken = await createUserViaApi(request, member);

  const household = await send<{ id: string }>(request, ownerToken, "POST", "/households", {
    name: "Flat 302",
  });
  const invite = await send<{ code: string }>(
    request,
    ownerToken,
    "POST",
    `/households/${household.id}/invites`,
  );
  await send(request, memberToken, "POST", "/households/join", { code: invite.code });
  const detail = await send<{ members: { userId: string }[] }>(
    request,
    ownerToken,
    "GET",
    `/households/${household.id}`,
  );
  await send(request, ownerToken, "POST", "/expenses", {
    amount: "3000",
    category: "Food",
    description: "Dinner",
    householdId: household.id,
    split: { mode: "equal", members: detail.members.map((m) => m.userId) },
  });

  // The owner is owed.
  await signInViaUi(page, owner.username, owner.password);
  await expectSignedIn(page);
  await page.goto(`/households/${household.id}`);
  await expect(page.getByTestId("household-balances")).toContainText(`${member.username} owes you ₹1,500`);

  // The member owes, and settles up.
  const other = await phone(browser, baseURL as string);
  await signInViaUi(other, member.username, member.password);
  await expectSignedIn(other);
  await other.goto(`/households/${household.id}`);
  const balances = other.getByTestId("household-balances");
  await expect(balances).toContainText(`You owe ${owner.username} ₹1,500`);
  await balances.getByRole("button", { name: `Settle up: pay ${owner.username} ₹1,500` }).click();
  await expect(other.getByText("Everyone is square.")).toBeVisible();

  const after = await send<{ members: { net: string }[] }>(
    request,
    ownerToken,
    "GET",
    `/households/${household.id}/balances`,
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
