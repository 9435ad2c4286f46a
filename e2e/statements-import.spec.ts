// PDF statements read on the device in real Chromium (docs/capture.md, "PDF statements"): a payment
// pasted from its SMS, then a Google Pay statement through the preview (the pasted one skipped by its
// UPI reference), then the bank's password-protected statement (a wrong password said, the right one
// opens it; what the Google Pay statement and the SMS brought skipped), and a PDF that is no
// statement refused. Neither the PDF nor its password is ever sent, and nothing goes to Storage.
import path from "node:path";
import type { Request } from "@playwright/test";
import { formatRupees } from "../tests/support/rupees.ts";
import { pasteMessages } from "./message-helpers.ts";
import { signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { expectToast } from "./support-web.ts";

test.describe.configure({ timeout: 150_000 });

const statement = (name: string) => path.join(import.meta.dirname, "../tests/fixtures/statements", name);
const PASSWORD = "ASHA0101";

test("Google Pay and a locked bank statement imported on the device, duplicates skipped", async ({
  page,
}) => {
  const sent: Request[] = [];
  page.on("request", (request) => sent.push(request));
  await signedInUser(page, "statements");

  // The BESCOM bill pasted from its SMS: saved with its UPI reference.
  await page.goto("/expense");
  await pasteMessages(
    page,
    "Rs.1180.00 debited from A/c XX1234 to VPA bescom@hdfcbank on 05-09-26. UPI Ref 624812345678 -HDFC Bank",
  );
  await expect(page.getByRole("textbox", { name: "Amount" })).toHaveValue("1180");
  await page.getByRole("button", { name: "Save Expense" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });

  // Google Pay's statement: read here, previewed like a CSV; the BESCOM payment is already stored.
  await page.goto("/import");
  await page.getByTestId("import-file-input").setInputFiles(statement("gpay-statement.pdf"));
  const preview = page.getByTestId("import-preview");
  // pdf.js (a chunk and its worker) loads on first use: patience on two busy cores.
  await expect(preview.getByLabel("Read as")).toHaveValue("statement", { timeout: 30_000 });
  await expect(page.getByTestId("import-pdf-read")).toHaveText(
    "Google Pay statement read on this device: 4 rows. Only these transactions are sent for the preview.",
  );
  await expect(page.getByTestId("import-to-import")).toHaveText("2 expenses will be imported");
  await expect(page.getByTestId("import-duplicates")).toContainText("1 row already stored");
  await expect(page.getByTestId("import-counts")).toContainText("1 row skipped: Money in, not an expense");
  const sample = page.getByTestId("import-sample");
  await expect(sample.getByRole("row", { name: /Swiggy/ })).toContainText("Food & Dining");
  await expect(sample).toContainText(formatRupees(120.5));
  await page.getByRole("button", { name: "Import 2 expenses" }).click();
  await expect(page.getByTestId("import-result")).toContainText("Imported 2 expenses");
  await expectToast(page, "Import Complete", "Imported 2 expenses.");
  await expect(page.getByTestId("past-imports")).toContainText("gpay-statement.pdf");

  // The bank's statement is locked: the password is asked for, a wrong one said, the right one opens it.
  await page.getByTestId("import-file-input").setInputFiles(statement("bank-statement-locked.pdf"));
  const locked = page.getByTestId("import-pdf-locked");
  await expect(locked).toContainText("This statement is locked with a password.", { timeout: 30_000 });
  await expect(page.getByTestId("import-preview")).toHaveCount(0);
  await locked.getByLabel("Statement password").fill("ASHA0000");
  await locked.getByRole("button", { name: "Open statement" }).click();
  await expect(locked).toContainText("That password did not open the statement. Check it and try again.", {
    timeout: 30_000,
  });
  await locked.getByLabel("Statement password").fill(PASSWORD);
  await locked.getByRole("button", { name: "Open statement" }).click();
  await expect(locked).toHaveCount(0, { timeout: 30_000 });
  // Swiggy came from Google Pay and BESCOM from the SMS (both by UPI reference); the salary is money in.
  await expect(page.getByTestId("import-pdf-read")).toContainText(
    "Bank statement read on this device: 5 rows.",
  );
  await expect(page.getByTestId("import-to-import")).toHaveText("2 expenses will be imported");
  await expect(page.getByTestId("import-duplicates")).toContainText("2 rows already stored");
  await expect(page.getByTestId("import-sample")).toContainText("Big Bazaar");
  await page.getByRole("button", { name: "Import 2 expenses" }).click();
  await expect(page.getByTestId("import-result")).toContainText("Imported 2 expenses");

  // A PDF that is no statement: said, nothing sent.
  await page.getByTestId("import-file-input").setInputFiles(statement("not-a-statement.pdf"));
  await expect(page.getByTestId("import-pdf-problem")).toHaveText(
    "This PDF is not a statement this app can read (Google Pay, PhonePe, Paytm or a bank account statement). Nothing was imported.",
    { timeout: 30_000 },
  );
  await expect(page.getByTestId("import-preview")).toHaveCount(0);

  await page.goto("/history");
  await expect(page.getByTestId("history-count")).toHaveText("5 expenses");

  // No request carried a PDF or the password, and nothing was stored in Storage.
  for (const request of sent) {
    const body = request.postDataBuffer()?.toString("latin1") ?? "";
    expect(body, request.url()).not.toContain("%PDF-");
    expect(body, request.url()).not.toContain(PASSWORD);
    expect(request.url()).not.toContain("/storage/v1/object");
  }
});
