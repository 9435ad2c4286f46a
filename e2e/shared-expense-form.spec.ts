// "Shared with" on Add and Edit (docs/product.md §2.25.1), two people, two browsers: a ₹300 dinner
// shared equally from the Add screen shows on the other member's household page with each share ₹150
// and who paid; edited to exact amounts 200/100 both see the new shares. And offline: a shared
// expense saved without a connection syncs once the connection is back, once, for both members.
import type { Page } from "@playwright/test";
import { householdOfTwo, phone, send } from "./household-helpers.ts";
import { controlledByServiceWorker } from "./offline-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import {
  checkScreen,
  expectSignedIn,
  expectToast,
  recordToasts,
  setProfileLanguage,
  settleAnimations,
  signInViaUi,
  waitForToastsToClose,
} from "./support-web.ts";

test.describe.configure({ timeout: 240_000 });

/** Fills Add Expense (the full form) up to "Shared with" Flat 302. */
async function fillSharedDinner(page: Page, amount: string, description: string) {
  await page.getByRole("textbox", { name: "Amount", exact: true }).fill(amount);
  await page.getByRole("radio", { name: "Food & Dining", exact: true }).click();
  await page.getByPlaceholder("Where did you spend?").fill(description);
  const section = page.getByTestId("shared-with");
  await section.getByRole("combobox", { name: "Shared with" }).selectOption({ label: "Flat 302" });
  await expect(section.getByTestId("shared-member")).toHaveCount(2);
  return section;
}

test("a dinner shared from Add Expense shows for the other member; edited to exact amounts, both see the new shares", async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const { owner, member, householdId, memberIds } = await householdOfTwo(request, {
    owner: "host",
    member: "guest",
  });
  await signInViaUi(page, owner.username, owner.password);
  await expectSignedIn(page);
  await page.goto("/expense");
  const section = await fillSharedDinner(page, "300", "Dinner");
  await expect(section.getByRole("combobox", { name: "Paid by" })).toHaveValue(/.+/);
  await expect(section.getByTestId("shared-part")).toHaveText(["₹150", "₹150"]);
  await checkScreen(page, "add-expense-shared-with");
  await page.getByRole("button", { name: "Save Expense" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });

  const other = await phone(browser, baseURL as string);
  await recordToasts(other);
  await signInViaUi(other, member.username, member.password);
  await expectSignedIn(other);
  await other.goto(`/households/${householdId}`);
  const theirs = other.getByTestId("household-expenses");
  await expect(theirs.getByRole("listitem")).toHaveCount(1);
  await expect(theirs).toContainText("Dinner · ₹300");
  await expect(theirs).toContainText(`Paid by ${owner.username}`);
  await expect(theirs).toContainText(`Shares: ${owner.username} ₹150 · You ₹150`);

  // The payer edits it to exact amounts: ₹200 theirs, ₹100 the guest's.
  await waitForToastsToClose(page);
  await page
    .getByTestId("recent-transactions")
    .getByRole("button", { name: /^Edit Dinner/ })
    .first()
    .click();
  const sheet = page.getByTestId("edit-expense-sheet");
  const sharing = sheet.getByTestId("shared-with");
  await expect(sharing.getByRole("combobox", { name: "Shared with" })).toHaveValue(householdId);
  await sharing.getByText("Exact amounts").click();
  const [mine, guests] = [
    sharing.getByRole("textbox", { name: /^Amount for .*\(me\)$/ }),
    sharing.getByRole("textbox", { name: `Amount for ${member.username}` }),
  ];
  await expect(mine).toHaveValue("150");
  await mine.fill("200");
  await expect(sharing.getByTestId("shared-remaining")).toHaveText("₹50 more than the amount");
  await expect(sharing.getByTestId("shared-problem")).toHaveText("The amounts add up to ₹350, not ₹300");
  await guests.fill("90");
  await expect(sharing.getByTestId("shared-remaining")).toHaveText("₹10 left to assign");
  await guests.fill("100");
  await expect(sharing.getByTestId("shared-remaining")).toHaveText("All assigned");
  await expect(sharing.getByTestId("shared-part")).toHaveText(["₹200", "₹100"]);
  await checkScreen(page, "edit-expense-shared-exact");
  await sheet.getByRole("button", { name: "Save" }).click();
  await expect(sheet).toBeHidden();
  await expectToast(page, "Expense Updated", "Your changes are saved.");

  await page.goto(`/households/${householdId}`);
  await expect(page.getByTestId("household-expenses")).toContainText(
    `Shares: You ₹200 · ${member.username} ₹100`,
  );
  await other.reload();
  await expect(other.getByTestId("household-expenses")).toContainText(
    `Shares: ${owner.username} ₹200 · You ₹100`,
  );

  // The guest neither paid nor owns the household: the edit sheet shows the shares, the API says no.
  await other.goto("/");
  await other
    .getByTestId("recent-transactions")
    .getByRole("button", { name: /^Edit Dinner/ })
    .first()
    .click();
  const guestSheet = other.getByTestId("edit-expense-sheet");
  const guestSharing = guestSheet.getByTestId("shared-with");
  await expect(guestSharing.getByRole("combobox", { name: "Paid by" })).toHaveValue(memberIds[0] as string);
  await expect(guestSharing.getByTestId("shared-part")).toHaveText(["₹200", "₹100"]);
  await guestSheet.getByPlaceholder("Where did you spend?").fill("Dinner at home");
  await guestSheet.getByRole("button", { name: "Save" }).click();
  await expectToast(
    other,
    "Error",
    "Failed to update expense: Only the payer or the household's owner can change or delete a shared expense",
  );
  await other.context().close();

  // The section in English and Hindi, light and dark, at 390 px (docs/screens).
  if (process.env.PAISA_DOCS_SCREENS === "1") {
    for (const language of ["en", "hi"] as const) {
      await setProfileLanguage(page, { language });
      await page.evaluate((chosen) => localStorage.setItem("paisa-coach-language", chosen), language);
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto("/expense");
        await page.locator('input[name="amount"]').fill("100");
        await page.locator('select[name="sharedWith"]').selectOption({ label: "Flat 302" });
        const section = page.getByTestId("shared-with");
        await expect(section.getByTestId("shared-part")).toHaveText(["₹50", "₹50"]);
        await settleAnimations(page);
        await section.screenshot({ path: `docs/screens/shared-with-${language}-${colorScheme}.png` });
      }
    }
  }
});

test("a shared expense saved offline syncs once, for both members", async ({
  browser,
  page,
  context,
  request,
  baseURL,
}) => {
  const { owner, member, memberToken, householdId } = await householdOfTwo(request, {
    owner: "offhost",
    member: "offguest",
  });
  await signInViaUi(page, owner.username, owner.password);
  await expectSignedIn(page);
  await controlledByServiceWorker(page);
  // Online once: the household and its members are on the device.
  await page.goto("/expense");
  await fillSharedDinner(page, "500", "Groceries run");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Save Expense" }).click();
  await expectToast(page, "Saved on this device");
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  await expect(page.getByTestId("sync-count")).toHaveText("1 to sync");
  // My share, not the whole bill, counts meanwhile.
  await expect(page.getByTestId("today-spent")).toHaveText("₹250");

  await context.setOffline(false);
  await expect(page.getByTestId("sync-count")).toBeHidden({ timeout: 30_000 });
  const rows = await send<{ description: string; shares: { amount: string }[] }[]>(
    request,
    memberToken,
    "GET",
    `/households/${householdId}/expenses`,
  );
  expect(rows.map((row) => row.description)).toEqual(["Groceries run"]);
  expect(rows[0]?.shares.map((share) => share.amount)).toEqual(["250.00", "250.00"]);

  const other = await phone(browser, baseURL as string);
  await signInViaUi(other, member.username, member.password);
  await expectSignedIn(other);
  await other.goto(`/households/${householdId}`);
  await expect(other.getByTestId("household-expenses").getByRole("listitem")).toHaveCount(1);
  await expect(other.getByTestId("household-expenses")).toContainText(
    `Shares: ${owner.username} ₹250 · You ₹250`,
  );
  await page.goto(`/households/${householdId}`);
  await expect(page.getByTestId("household-expenses").getByRole("listitem")).toHaveCount(1);
  await other.context().close();
});
