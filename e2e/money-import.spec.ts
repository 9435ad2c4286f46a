// Profile → Import in real Chromium: a bank statement CSV through the preview (format, columns,
// counts, first rows), then the import, its record, and the expenses in history, where "Entered by:
// Imported" shows the imported ones and not the one typed by hand.

import path from "node:path";
import { formatRupees } from "../tests/support/rupees.ts";
import { addExpense, checkMoneyScreen, signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { expectToast } from "./support-web.ts";

test.describe.configure({ timeout: 150_000 });

const fixture = (name: string) => path.join(import.meta.dirname, "../tests/fixtures/imports", name);

test("import a bank statement through the preview", async ({ page }) => {
  await signedInUser(page, "money-import");
  // One typed by hand, so the history filter below has something to leave out.
  await addExpense(page, { amount: 75, category: "Transport", description: "Auto to the bank" });
  await page.goto("/profile");
  await page.getByRole("link", { name: "Import expenses from a CSV file or PDF statement" }).click();
  await expect(page).toHaveURL(/\/import$/);

  // Too big: said at once, nothing uploaded.
  await page.getByTestId("import-file-input").setInputFiles({
    name: "huge.csv",
    mimeType: "text/csv",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, "a"),
  });
  await expect(page.getByRole("alert")).toHaveText(
    "The file is larger than 5 MB. Split it (for example one file per year) and import the parts one by one.",
  );

  // The statement: found under its address block, withdrawals in, the salary deposit out.
  await page.getByTestId("import-file-input").setInputFiles(fixture("hdfc-statement.csv"));
  const preview = page.getByTestId("import-preview");
  await expect(preview.getByLabel("Read as")).toHaveValue("bank");
  await expect(preview).toContainText("Header row found on line 9.");
  await expect(preview.getByLabel("Withdrawal")).toHaveValue("Withdrawal Amt.");
  await expect(preview.getByLabel("Description")).toHaveValue("Narration");
  await expect(page.getByTestId("import-to-import")).toHaveText("5 expenses will be imported");
  await expect(page.getByTestId("import-counts")).toContainText("1 row skipped: A deposit, not an expense");
  await expect(page.getByTestId("import-sample").getByRole("row")).toHaveCount(6);
  // Payees as the message parser names them, categories by merchant, and the day alone: the
  // statement gives no time.
  const sample = page.getByTestId("import-sample");
  await expect(sample.getByRole("row", { name: /Swiggy/ })).toContainText("Food & Dining");
  await expect(sample.getByRole("row", { name: /Big Bazaar/ })).toContainText("Groceries");
  await expect(sample).not.toContainText("UPI-SWIGGY");
  await expect(sample).not.toContainText(/12:00|am\b/i);
  await expect(sample).toContainText(formatRupees(2310.5));
  // At 390 px every amount shows whole inside the table's frame: the payee is cut short instead.
  const frame = await page.getByRole("region", { name: "First rows" }).boundingBox();
  for (const cell of await sample.getByRole("cell", { name: /₹/ }).all()) {
    const box = await cell.boundingBox();
    expect(box && frame && box.x + box.width <= frame.x + frame.width + 0.5).toBe(true);
  }
  await expect(sample.getByRole("cell", { name: /₹/ })).toHaveCount(5);
  await checkMoneyScreen(page, "money-import-preview");

  // Mapping the deposit column as the withdrawals would import the salary instead: the preview follows.
  await preview.getByLabel("Withdrawal").selectOption("Deposit Amt.");
  await expect(page.getByTestId("import-to-import")).toHaveText("1 expense will be imported");
  await preview.getByLabel("Withdrawal").selectOption("Withdrawal Amt.");
  await expect(page.getByTestId("import-to-import")).toHaveText("5 expenses will be imported");

  await page.getByRole("button", { name: "Import 5 expenses" }).click();
  await expectToast(page, "Import Complete", "Imported 5 expenses.");
  await expect(page.getByTestId("import-result")).toContainText("Imported 5 expenses");
  await expect(page.getByTestId("past-imports")).toContainText("hdfc-statement.csv");
  await expect(page.getByTestId("past-imports")).toContainText("5 imported");

  // The same file again: every row is already there.
  await page.getByTestId("import-file-input").setInputFiles(fixture("hdfc-statement.csv"));
  await expect(page.getByTestId("import-duplicates")).toContainText("5 rows already stored");
  await expect(page.getByRole("button", { name: "Nothing to import" })).toBeDisabled();

  // In history with the typed one; Filters → Entered by: Imported leaves only the imported ones.
  await page.goto("/history");
  await expect(page.getByTestId("history-count")).toHaveText("6 expenses");
  await page.getByRole("button", { name: "Filters" }).click();
  await page.getByLabel("Entered by").selectOption({ label: "Imported" });
  await page.getByRole("button", { name: "Show results" }).click();
  await expect(page).toHaveURL(/[?&]method=import(&|$)/);
  await expect(page.getByTestId("history-count")).toHaveText("5 expenses");
  await expect(page.getByTestId("history-total")).toHaveText(formatRupees(20835.5));
  await expect(page.getByTestId("history-page")).not.toContainText("Auto to the bank");

  // A filter the app cannot read is said, not silently dropped.
  await page.goto("/history?method=fax");
  await expect(page.getByTestId("history-refused-filters")).toHaveText(
    "Not applied: this address has filters the app could not read (Entered by).",
  );
  await expect(page.getByTestId("history-count")).toHaveText("6 expenses");
});

test("another app's categories: mapped to this app's, and the user may choose another", async ({ page }) => {
  await signedInUser(page, "money-import-categories");
  await page.goto("/import");
  await page.getByTestId("import-file-input").setInputFiles(fixture("cashew.csv"));
  const mapping = page.getByTestId("import-categories");
  await expect(mapping.getByLabel("Dining", { exact: true })).toHaveValue("Food & Dining");
  await expect(mapping.getByLabel("Bills & Fees")).toHaveValue("Bills & Utilities");
  await expect(mapping.getByLabel("Phone")).toHaveValue("Mobile Recharge");
  await expect(mapping.getByLabel("Transit", { exact: true })).toHaveValue("Transport");
  await expect(mapping.getByLabel("Transit / Fuel")).toHaveValue("Petrol");
  // A name the app does not know would become a category of the user's own; they choose Others.
  await expect(mapping.getByLabel("Pets")).toHaveValue("Pets");
  await mapping.getByLabel("Pets").selectOption("Others");
  await expect(page.getByTestId("import-sample").getByRole("row", { name: /Dog food/ })).toContainText(
    "Others",
  );
  await expect(mapping.getByLabel("Pets")).toHaveValue("Others");

  await page.getByRole("button", { name: "Import 9 expenses" }).click();
  await expectToast(page, "Import Complete", "Imported 9 expenses.");
  await page.goto("/history?method=import");
  await expect(page.getByTestId("history-count")).toHaveText("9 expenses");
  await expect(page.getByTestId("history-page")).not.toContainText("Pets");
});
