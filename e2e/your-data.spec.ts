// The rights centre (issue 29, item 2): Profile → "Your data" shows what the app holds, prepares an
// archive in the background and says when it is ready (with the e-mailed link), erases every receipt
// photo behind a confirmation, and nominates someone, who is told by e-mail.
// PAISA_DOCS_SCREENS=1 also writes docs/screens/your-data-{en,hi}-{light,dark}.png.
import { randomUUID } from "node:crypto";
import { TINY_PNG } from "../tests/support/images.ts";
import { signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import {
  accessTokenOf,
  apiAs,
  checkScreen,
  expectToast,
  recordToasts,
  setProfileLanguage,
  settleAnimations,
} from "./support-web.ts";

test.describe.configure({ timeout: 150_000 });

test("Your data: the summary, an archive made and ready, receipt photos erased, a nominee named", async ({
  page,
  stack,
  inbox,
}) => {
  await recordToasts(page);
  const user = await signedInUser(page, "yourdata");
  const token = await accessTokenOf(page);
  const userId = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()).sub as string;
  // A receipt photo in Storage, uploaded as the user, and the expense it belongs to.
  const receipt = `${userId}/${randomUUID()}.png`;
  const upload = await page.request.post(`${stack.urls.gateway}/storage/v1/object/receipts/${receipt}`, {
    headers: {
      Authorization: `Bearer ${token}`,
      apikey: stack.keys.publishableKey,
      "Content-Type": "image/png",
    },
    data: TINY_PNG,
  });
  expect(upload.ok()).toBe(true);
  await apiAs(page, "POST", "/expenses", {
    category: "Food",
    amount: "120",
    method: "receipt",
    receiptPath: receipt,
  });

  await page.goto("/profile");
  await page.getByRole("link", { name: "Your data" }).click();
  await expect(page).toHaveURL(/\/profile\/data$/);
  await expect(page.getByRole("heading", { name: "Your data", level: 1 })).toBeVisible();
  const summary = page.getByTestId("data-summary");
  await expect(summary.getByRole("definition").nth(0)).toHaveText("1");
  await expect(summary).toContainText(`Receipt photos${"1"} (${TINY_PNG.byteLength} bytes)`);
  await checkScreen(page, "your data");

  // Take it: prepared in the background; the screen follows its progress until it is ready.
  await page.getByRole("button", { name: "Prepare my archive" }).click();
  await expect(page.getByTestId("archive-ready")).toContainText("Your archive is ready. Download it until", {
    timeout: 30_000,
  });
  const mail = await inbox.waitFor(user.email, {
    match: (m) => m.subject === "Your Paisa Coach data archive is ready",
  });
  expect(mail.text).toMatch(/\/profile\/data\?archive=[0-9a-f-]{36}/);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download archive" }).click();
  expect((await download).suggestedFilename()).toMatch(/^paisa-coach-data-\d{4}-\d{2}-\d{2}\.zip$/);

  // Erase one kind, behind a confirmation.
  await page.goto("/profile/data");
  await page.getByRole("button", { name: "Erase all receipt photos" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Your 1 receipt photo will be deleted. The expenses stay.");
  await dialog.getByRole("button", { name: "Erase" }).click();
  await expect(summary).toContainText("Receipt photos0 (0 bytes)");
  await expect(page.getByRole("button", { name: "Erase all receipt photos" })).toBeDisabled();
  await expectToast(page, "1 receipt photo erased");

  // Nominate someone.
  const nominee = `nominee-${randomUUID()}@example.com`;
  const section = page.getByTestId("data-nominee");
  await section.getByLabel("Their name").fill("Asha Devi");
  await section.getByLabel("Their e-mail").fill(nominee);
  await section.getByLabel("Relationship to you").selectOption({ label: "Parent" });
  await section.getByRole("button", { name: "Save nominee" }).click();
  await expect(page.getByTestId("nominee-current")).toHaveText("Nominated: Asha Devi (Parent)");
  await expectToast(page, "Nominee saved", "We have e-mailed them to let them know.");
  await inbox.waitFor(nominee, {
    match: (m) => m.subject === "You have been named as a nominee on Paisa Coach",
  });

  if (process.env.PAISA_DOCS_SCREENS === "1") {
    for (const language of ["en", "hi"] as const) {
      await setProfileLanguage(page, { language });
      await page.evaluate((chosen) => localStorage.setItem("paisa-coach-language", chosen), language);
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto("/profile/data");
        await expect(page.getByTestId("nominee-current")).toBeVisible();
        await settleAnimations(page);
        await page.screenshot({
          path: `docs/screens/your-data-${language}-${colorScheme}.png`,
          fullPage: true,
        });
      }
    }
  }
});
