// Capture that explains itself (docs/capture.md, issue 27): on the review of pasted bank/UPI messages
// the fields the parser is unsure of are marked "Check", and a category filled from the user's own
// earlier choice says so ("Swiggy → Groceries (you chose this)"); Profile lists each learned payee
// with Forget, after which the payee's messages get the keyword table's guess again.

import { pasteMessages, smsDate, upiRef } from "./message-helpers.ts";
import { signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { apiAs, expectToast } from "./support-web.ts";

test.describe.configure({ timeout: 150_000 });

const swiggySms = () =>
  `Rs.349.00 debited from A/c XX1234 to VPA swiggy@icici on ${smsDate()}. UPI Ref ${upiRef()}. -HDFC Bank`;
/** Two figures and a bare UPI id, no bank and no date: a reading to confirm. */
const unsureSms = () => "Paid Rs.450 and Rs.120 to ramu77@okaxis";

test("low-confidence fields are marked to check, a learned payee says so, and Profile forgets it", async ({
  page,
}) => {
  await signedInUser(page, "capture-learning");
  // The user once filed a Swiggy payment under Groceries: the app has learned that payee.
  await apiAs(page, "POST", "/expenses", {
    category: "Groceries",
    description: "Swiggy",
    merchant: "Swiggy",
    method: "message",
    amount: "220.00",
    date: "2026-11-14T12:30:00+05:30",
    messageRef: `ref:${upiRef()}`,
  });

  await page.goto("/expense");
  await pasteMessages(page, `${swiggySms()}\n\n${unsureSms()}`);
  const rows = page.getByTestId("message-row");
  await expect(rows).toHaveCount(2);
  const swiggy = rows.filter({ hasText: "Swiggy" });
  await expect(swiggy.getByRole("combobox", { name: "Category for Swiggy" })).toHaveValue("Groceries");
  await expect(swiggy.getByTestId("learned-category")).toHaveText("Swiggy → Groceries (you chose this)");
  await expect(swiggy).toHaveAttribute("data-check", "");

  const unsure = rows.nth(1);
  await expect(unsure).toHaveAttribute("data-check", /amount/);
  await expect(unsure).toHaveAttribute("data-check", /description/);
  await expect(unsure.getByText("Check the amount")).toHaveCount(1);
  await expect(unsure.getByText("Check the payee")).toHaveCount(1);
  await expect(unsure.getByTestId("learned-category")).toHaveCount(0);

  // Profile: the learned payee, and Forget.
  await page.goto("/profile");
  const learned = page.getByTestId("learned-payees");
  // The profile screen loads several sections at once; under a loaded machine this one can come last.
  await expect(learned.getByTestId("learned-payee")).toHaveCount(1, { timeout: 30_000 });
  await expect(learned.getByTestId("learned-payee")).toContainText("Swiggy → Groceries");
  await learned.getByRole("button", { name: "Forget Swiggy" }).click();
  await expect(learned.getByTestId("learned-payee")).toHaveCount(0);
  const after = await apiAs<{ categories: Record<string, string> }>(page, "GET", "/merchant-categories");
  expect(after.categories).toEqual({});
  await expectToast(page, "Forgot Swiggy");

  // The next Swiggy message gets the table's guess again, with no "you chose this".
  await page.goto("/expense");
  await pasteMessages(page, `${swiggySms()}\n\n${unsureSms()}`);
  const again = page.getByTestId("message-row").filter({ hasText: "Swiggy" });
  await expect(again.getByRole("combobox", { name: "Category for Swiggy" })).toHaveValue("Food & Dining");
  await expect(again.getByTestId("learned-category")).toHaveCount(0);
});
