// A household's history (docs/product.md §2.25.1): two members, three shared expenses. The member
// searches "dinner" (the search goes into the address, as on /history) and sees one, with who paid
// and their share; Export downloads the household's CSV of what the search shows.
import { readFile } from "node:fs/promises";
import { householdWithSharedDinner, send } from "./household-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { expectSignedIn, signInViaUi } from "./support-web.ts";

test.describe.configure({ timeout: 180_000 });

test("a member searches the household's history and exports what it shows", async ({ page, request }) => {
  const { owner, ownerToken, member, memberToken, householdId } = await householdWithSharedDinner(request, {
    owner: "histowner",
    member: "histmember",
  });
  const detail = await send<{ members: { userId: string }[] }>(
    request,
    ownerToken,
    "GET",
    `/households/${householdId}`,
  );
  const everyone = detail.members.map((m) => m.userId);
  for (const [token, description, amount] of [
    [memberToken, "Cab to the station", "240"],
    [ownerToken, "Groceries for the week", "900"],
  ] as const) {
    await send(request, token, "POST", "/expenses", {
      amount,
      category: "Groceries",
      description,
      householdId,
      split: { mode: "equal", members: everyone },
    });
  }

  await signInViaUi(page, member.username, member.password);
  await expectSignedIn(page);
  await page.goto(`/households/${householdId}`);
  const list = page.getByTestId("household-expenses");
  await expect(list.getByRole("listitem")).toHaveCount(3, { timeout: 20_000 });

  await page.getByRole("searchbox", { name: "Search shared expenses" }).fill("dinner");
  await expect(page).toHaveURL(/\?q=dinner$/);
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Dinner · ₹3,000");
  await expect(list).toContainText(`Paid by ${owner.username} · your share ₹1,500`);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^paisa-coach-household-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path()) as string, "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe(
    "Date,Time,Amount,Category,Description,Paid with,Entry method,Split,Paid by,My share",
  );
  expect(lines.slice(1)).toEqual([
    expect.stringMatching(new RegExp(`,3000\\.00,Food,Dinner,.*,${owner.username},1500\\.00$`)),
  ]);

  // Cleared, the whole history is back.
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(3);
});
