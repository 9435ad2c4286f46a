// Households in two browsers (docs/product.md §2.25): the second phone, and a household arranged
// through the API — the owner, a member who joined by invite, and the owner's ₹3,000 dinner split
// equally between them — for the journeys about what members see of it.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect } from "./setup/fixtures.ts";
import { createUserViaApi, type TestUser, uniqueUser } from "./support-web.ts";

/** Another person's phone: a new browser context at 390 px, in India. */
export async function phone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
  });
  return context.newPage();
}

/** One call to the API as the holder of `token`; a refusal fails the journey with the server's answer. */
export async function send<T>(
  request: APIRequestContext,
  token: string,
  method: "GET" | "POST",
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
    // A reused socket the web server has just closed fails with ECONNRESET before the request leaves.
    maxRetries: 2,
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export interface SharedDinner {
  owner: TestUser;
  ownerToken: string;
  member: TestUser;
  memberToken: string;
  householdId: string;
}

/** "Flat 302": `owner` and `member`, who joined by invite; nothing shared yet. */
export async function householdOfTwo(
  request: APIRequestContext,
  names: { owner: string; member: string },
): Promise<SharedDinner & { memberIds: string[] }> {
  const owner = uniqueUser(names.owner);
  const member = uniqueUser(names.member);
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
  const memberIds = detail.members.map((m) => m.userId);
  return { owner, ownerToken, member, memberToken, householdId: household.id, memberIds };
}

/** "Flat 302": `owner` paid a ₹3,000 dinner, shared equally with `member`. */
export async function householdWithSharedDinner(
  request: APIRequestContext,
  names: { owner: string; member: string },
): Promise<SharedDinner> {
  const { memberIds, ...household } = await householdOfTwo(request, names);
  await send(request, household.ownerToken, "POST", "/expenses", {
    amount: "3000",
    category: "Food",
    description: "Dinner",
    householdId: household.householdId,
    split: { mode: "equal", members: memberIds },
  });
  return household;
}
