// Shared expenses (docs/product.md §2.25.1): two people, two browsers. The owner and a member are in
// one household; the owner's ₹3,000 dinner, split between them, shows on the household's page for
// both, with who paid and each share — and counts ₹1,500 in each one's spending.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test } from "./setup/fixtures.ts";
import { checkScreen, createUserViaApi, expectSignedIn, signInViaUi, uniqueUser } from "./support-web.ts";

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

test("a shared dinner shows on the household's page for both members, with who paid and each share", async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const owner = uniqueUser("payer");
  const member = uniqueUser("sharer");
  const ownerToken = await createUserViaApi(request, owner);
  const memberToken = await createUserViaApi(request, member);

  // Arranged through the API: the household, the member joining, the dinner split two ways.
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

  // The owner's phone: they paid.
  await signInViaUi(page, owner.username, owner.password);
  await expectSignedIn(page);
  await page.goto(`/households/${household.id}`);
  const mine = page.getByTestId("household-expenses");
  await expect(mine.getByRole("listitem")).toHaveCount(1);
  await expect(mine).toContainText("Dinner · ₹3,000");
  await expect(mine).toContainText("Paid by You");
  await expect(mine).toContainText(`Shares: You ₹1,500 · ${member.username} ₹1,500`);

  // The member's phone: the owner paid; their share is ₹1,500.
  const other = await phone(browser, baseURL as string);
  await signInViaUi(other, member.username, member.password);
  await expectSignedIn(other);
  await other.goto(`/households/${household.id}`);
  const theirs = other.getByTestId("household-expenses");
  await expect(theirs).toContainText(`Paid by ${owner.username}`);
  await expect(theirs).toContainText(`Shares: ${owner.username} ₹1,500 · You ₹1,500`);
  await checkScreen(other, "household-shared-expenses");

  // Their share, not the bill, is their spending.
  const today = await send<{ total: string }>(request, memberToken, "GET", "/expenses/summary");
  expect(today.total).toBe("1500.00");
  await other.context().close();
});
