// A receipt that takes too long to read (issue 27): the app gives up after 10 s with the photo kept,
// the amount empty and focused, and a message that says so. Time is Playwright's clock
// (page.clock, paused while the photo is read): the reading is real, the 10 s pass when the test says,
// so the journey neither waits nor races.
import { signedInUser } from "./money-helpers.ts";
import { RECEIPTS, renderReceipt } from "./receipts.ts";
import { expect, test } from "./setup/fixtures.ts";

// The photo is rendered and the page built on two shared cores: be patient (no figure is timed).
test.describe.configure({ timeout: 180_000 });

test("reading gives up after 10 s: the photo stays, Amount is empty and focused, the message says why", async ({
  page,
  browser,
}) => {
  const [restaurant] = RECEIPTS;
  if (!restaurant) throw new Error("no receipt");
  const png = await renderReceipt(browser, restaurant);
  await page.clock.install();
  await signedInUser(page, "capture-ocr-slow");
  await page.goto("/expense");
  const amount = page.getByRole("textbox", { name: "Amount" });
  const note = page.getByTestId("receipt-ocr");
  // Out of Amount (the quick form starts there), so the focus on Amount afterwards is the app's doing.
  await amount.blur();
  await expect(amount).not.toBeFocused();
  // Time stands still from here until the test moves it, so the 10 s are exactly the test's.
  await page.clock.pauseAt(Date.now() + 60_000);

  await page
    .getByTestId("receipt-file-input")
    .setInputFiles({ name: "bill.png", mimeType: "image/png", buffer: png });
  await expect(note).toHaveAttribute("data-status", "reading");
  await page.clock.fastForward(9_900);
  await expect(note, "still reading just before 10 s").toHaveAttribute("data-status", "reading");
  await page.clock.fastForward(100);

  await expect(note).toHaveAttribute("data-status", "unread");
  await expect(note).toHaveText(
    "Reading the receipt took too long. Your photo is kept; please enter the amount.",
  );
  await expect(page.getByRole("button", { name: "Remove Photo" })).toBeVisible();
  await expect(amount).toHaveValue("");
  await expect(amount).toBeFocused();

  // The user types the amount and saves, with the photo.
  await page.clock.resume();
  // The worker is ended, not left reading in the background (one still loading its files is ended
  // as soon as they arrive).
  await expect
    .poll(() => page.workers().length, { message: "OCR worker terminated", timeout: 60_000 })
    .toBe(0);
  await amount.fill("1050");
  await page.getByRole("radio", { name: "Food & Dining", exact: true }).click();
  await page.getByRole("button", { name: "Save Expense" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  const row = page.getByTestId("recent-transactions").getByTestId("expense-row").first();
  await expect(row.getByTestId("receipt-thumbnail")).toBeVisible();
});
