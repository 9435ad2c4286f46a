// Receipt OCR in real Chromium (docs/capture.md): receipts made from HTML (e2e/receipts.ts) are
// attached through the file picker, read on the device by tesseract.js from the app's own origin,
// and their totals fill the Amount field; reading never holds up saving.
import { formatRupees } from "../tests/support/rupees.ts";
import { checkMoneyScreen, signedInUser } from "./money-helpers.ts";
import { RECEIPTS, renderReceipt } from "./receipts.ts";
import { expect, test } from "./setup/fixtures.ts";

// Reading loads ~5 MB of OCR files and runs tesseract on two shared cores.
test.describe.configure({ timeout: 240_000 });
const READ_TIMEOUT = 120_000;
// These journeys test what is read, not how fast: the app's 10 s limit (e2e/capture-receipt-timeout.spec.ts)
// is lifted through its documented test hook, so a loaded machine cannot turn a read into a give-up.
test.beforeEach(async ({ page }) => {
  await page.addInitScript((limit) => {
    (window as { paisaOcrTimeoutMs?: number }).paisaOcrTimeoutMs = limit;
  }, READ_TIMEOUT);
});

test("each receipt's total fills the Amount field, read on the device from the app's own files", async ({
  page,
  browser,
  baseURL,
}) => {
  await signedInUser(page, "capture-ocr");
  const ocrRequests: string[] = [];
  page.on("request", (request) => {
    if (/tesseract|traineddata/.test(request.url())) ocrRequests.push(request.url());
  });
  page.on("worker", (worker) => ocrRequests.push(`worker ${worker.url()}`));

  await page.goto("/expense");
  await expect(page.getByRole("button", { name: "Paste bank SMS" })).toBeVisible();
  expect(ocrRequests, "nothing of the OCR loads before a receipt is attached").toEqual([]);

  const amount = page.getByRole("textbox", { name: "Amount" });
  const note = page.getByTestId("receipt-ocr");
  for (const [index, receipt] of RECEIPTS.entries()) {
    const png = await renderReceipt(browser, receipt);
    await page
      .getByTestId("receipt-file-input")
      .setInputFiles({ name: "bill.png", mimeType: "image/png", buffer: png });
    await expect(note, receipt.name).toHaveAttribute("data-status", "read", { timeout: READ_TIMEOUT });
    await expect(note).toContainText(`Read from receipt: ${formatRupees(receipt.total)} — check it`);
    await expect(note.getByTestId("receipt-ocr-source")).toHaveText(
      `Total from: ${receipt.source} ${formatRupees(receipt.total)}`,
    );
    await expect(amount, receipt.name).toHaveValue(String(receipt.total));
    // One worker per photo, gone once the reading is done.
    await expect.poll(() => page.workers().length, { message: "OCR worker terminated" }).toBe(0);
    if (index === 0) {
      await expect(page.getByPlaceholder("Where did you spend?")).toHaveValue(receipt.merchant);
      await expect(page.getByLabel("Date")).toHaveValue("2026-11-14");
      await checkMoneyScreen(page, "capture-receipt-read");
    }
    if (index < RECEIPTS.length - 1) await page.getByRole("button", { name: "Remove Photo" }).click();
  }

  const origin = new URL(baseURL ?? "").origin;
  expect(ocrRequests.length).toBeGreaterThan(0);
  for (const url of ocrRequests)
    expect(url.replace(/^worker /, "")).toMatch(new RegExp(`^${origin}/assets/ocr/`));

  // Once its files are cached, a receipt is read with no network at all.
  await page.getByRole("button", { name: "Remove Photo" }).click();
  await page.context().setOffline(true);
  const [first] = RECEIPTS;
  if (!first) throw new Error("no receipt");
  await page
    .getByTestId("receipt-file-input")
    .setInputFiles({ name: "bill.png", mimeType: "image/png", buffer: await renderReceipt(browser, first) });
  await expect(note).toHaveAttribute("data-status", "read", { timeout: READ_TIMEOUT });
  await expect(amount).toHaveValue(String(first.total));
  await page.context().setOffline(false);

  // The last receipt read saves with its amount.
  await page.getByRole("radio", { name: "Health", exact: true }).click();
  await page.getByRole("button", { name: "Save Expense" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  const row = page.getByTestId("recent-transactions").getByTestId("expense-row").first();
  await expect(row).toContainText(formatRupees(first.total));
  await expect(row.getByTestId("receipt-thumbnail")).toBeVisible();
});

test("a typed amount is kept (the total is offered), and saving never waits for the reading", async ({
  page,
  browser,
}) => {
  await signedInUser(page, "capture-ocr-typed");
  const [restaurant] = RECEIPTS;
  if (!restaurant) throw new Error("no receipt");
  const png = await renderReceipt(browser, restaurant);
  const amount = page.getByRole("textbox", { name: "Amount" });
  const note = page.getByTestId("receipt-ocr");

  await page.goto("/expense");
  await amount.fill("999");
  await page
    .getByTestId("receipt-file-input")
    .setInputFiles({ name: "bill.png", mimeType: "image/png", buffer: png });
  await expect(note).toHaveAttribute("data-status", "read", { timeout: READ_TIMEOUT });
  await expect(amount).toHaveValue("999");
  await note.getByRole("button", { name: `Use ${formatRupees(restaurant.total)}` }).click();
  await expect(amount).toHaveValue(String(restaurant.total));

  // Attach again and save at once, while the receipt is still being read.
  await page.getByRole("button", { name: "Remove Photo" }).click();
  await page
    .getByTestId("receipt-file-input")
    .setInputFiles({ name: "bill.png", mimeType: "image/png", buffer: png });
  await expect(note).toHaveAttribute("data-status", "reading");
  await amount.fill("120");
  await page.getByRole("radio", { name: "Food & Dining", exact: true }).click();
  await page.getByRole("button", { name: "Save Expense" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  await expect(page.getByTestId("recent-transactions").getByTestId("expense-row").first()).toContainText(
    formatRupees(120),
  );
});

test("the service worker never precaches the OCR files", async ({ page }) => {
  const sw = await (await page.request.get("/sw.js")).text();
  expect(sw).toContain("receipt-ocr");
  expect(sw).not.toMatch(/url:\s*"assets\/ocr\//);
  expect(sw).not.toMatch(/tesseract-core|traineddata/);
});
