// Delete my account in real Chromium: the password is checked, everything goes, and the account
// cannot sign in afterwards; nothing of the user stays on the device.

import type { Page } from "@playwright/test";
import { addExpense, checkMoneyScreen, signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { expectLanding, expectToast, signInViaUi } from "./support-web.ts";

// Sign-up, a save, a refused and an accepted deletion, a refused sign-in: allow 3 minutes on two busy cores.
test.describe.configure({ timeout: 180_000 });

/** Device preferences that belong to no one (theme, language): the only keys allowed to stay. */
const DEVICE_KEYS = ["paisa-coach-color-mode", "paisa-coach-language"];

/** What the browser keeps for the site: records per IndexedDB store, localStorage keys, cache names. */
function localData(page: Page) {
  return page.evaluate(async () => {
    const records: Record<string, number> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        records[`${name}/${store}`] = await new Promise<number>((resolve, reject) => {
          const count = db.transaction(store).objectStore(store).count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        });
      }
      db.close();
    }
    return {
      records: Object.values(records).reduce((sum, n) => sum + n, 0),
      localStorage: Object.keys(localStorage).sort(),
      caches: "caches" in window ? await caches.keys() : [],
    };
  });
}

test("delete the account from Profile, then fail to sign in", async ({ page, adminDb }) => {
  const user = await signedInUser(page, "delete-me");
  await addExpense(page, { amount: 120, category: "Food & Dining", description: "Last thali" });
  const [account] = await adminDb<
    { id: string }[]
  >`select id::text from auth.users where email = ${user.email}`;

  await page.goto("/profile");
  // The offline copy of the user's data is written (the e-mail, budget, expenses …): deletion must erase it.
  await expect.poll(async () => (await localData(page)).records).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await checkMoneyScreen(page, "profile-delete-account");
  await dialog.getByLabel("Your password").fill("not-my-password-1");
  await dialog.getByRole("button", { name: "Delete everything" }).click();
  await expect(dialog).toContainText("Wrong password. Your account was not deleted.");

  await dialog.getByLabel("Your password").fill(user.password);
  await dialog.getByRole("button", { name: "Delete everything" }).click();
  await expectToast(page, "Account Deleted", "Your account and all your data have been deleted.");
  await expectLanding(page);
  expect(
    await page.evaluate(
      (email) => Object.keys(localStorage).filter((key) => key.startsWith(email)),
      user.email,
    ),
  ).toEqual([]);
  const onDevice = await localData(page);
  expect(onDevice.records).toBe(0);
  expect(onDevice.localStorage.filter((key) => !DEVICE_KEYS.includes(key))).toEqual([]);
  expect(onDevice.caches).toEqual([]);
  const [left] = await adminDb<{ users: number; expenses: number }[]>`
    select (select count(*)::int from auth.users where id = ${account?.id ?? ""}::uuid) as users,
      (select count(*)::int from public.expenses where user_id = ${account?.id ?? ""}::uuid) as expenses`;
  expect(left).toEqual({ users: 0, expenses: 0 });

  await signInViaUi(page, user.email, user.password);
  await expectToast(page, "Sign in failed", "Invalid email/username or password");
  await expect(page).toHaveURL(/\/signin/);
});
