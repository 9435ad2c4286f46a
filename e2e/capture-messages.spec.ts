// Logging from bank/UPI messages in real Chromium (docs/capture.md): paste one SMS (Clipboard API) →
// the form is filled → saved; paste five (text box) → the review list → Save all adds the two
// payments; share to the app (/share?text=…) while signed out → sign in → the same review.

import type { Page } from "@playwright/test";
import { formatRupees } from "../tests/support/rupees.ts";
import { pasteMessages, smsDate, upiRef } from "./message-helpers.ts";
import { checkMoneyScreen, signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { apiAs, createUserViaApi, expectToast, uniqueUser } from "./support-web.ts";

test.describe.configure({ timeout: 150_000 });

const swiggySms = (ref: string) =>
  `Rs.349.00 debited from A/c XX1234 to VPA swiggy@icici on ${smsDate()}. UPI Ref ${ref}. Not you? Call 18002586161 -HDFC Bank`;

const recentRows = (page: Page) => page.getByTestId("recent-transactions").getByTestId("expense-row");

test.describe("pasting with the Clipboard API", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("one SMS fills the form, which saves with its amount and category", async ({ page }) => {
    await signedInUser(page, "capture-paste");
    await page.goto("/expense");
    const sms = swiggySms(upiRef());
    await page.evaluate((text) => navigator.clipboard.writeText(text), sms);

    await page.getByRole("button", { name: "Paste bank SMS" }).click();
    await expectToast(page, "Read from your message", `${formatRupees(349)} to Swiggy`);
    await expect(page.getByRole("textbox", { name: "Amount" })).toHaveValue("349");
    await expect(page.getByRole("radio", { name: "Food & Dining", exact: true })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(page.getByPlaceholder("Where did you spend?")).toHaveValue("Swiggy");
    await expect(
      page.getByRole("radiogroup", { name: "Paid with" }).getByRole("radio", { name: "UPI", exact: true }),
    ).toHaveAttribute("aria-checked", "true");
    await expect(page.getByTestId("message-source")).toContainText("From your HDFC Bank message");
    await checkMoneyScreen(page, "capture-paste-filled");

    await page.getByRole("button", { name: "Save Expense" }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    await expect(recentRows(page)).toHaveCount(1);
    await expect(recentRows(page).first()).toContainText("Swiggy");
    await expect(recentRows(page).first()).toContainText(formatRupees(349));
    await expect(recentRows(page).first()).toContainText("Food & Dining");
    await expect(recentRows(page).first()).toContainText("UPI");

    // The same SMS pasted again is recognised and cannot be saved twice.
    await page.goto("/expense");
    await page.getByRole("button", { name: "Paste bank SMS" }).click();
    await expect(page.getByTestId("message-source")).toContainText("Already saved");
    await page.getByRole("button", { name: "Save Expense" }).click();
    await expectToast(page, "Already saved", "This message is already an expense.");
    await page.goto("/");
    await expect(recentRows(page)).toHaveCount(1);
  });
});

test("one SMS with only an earlier day is put at noon, the time Save all gives it", async ({ page }) => {
  await signedInUser(page, "capture-day-only");
  await page.goto("/expense");
  const day = smsDate(-2);
  await pasteMessages(
    page,
    `Rs.612.00 debited from A/c XX1234 to VPA zepto@ybl on ${day}. UPI Ref ${upiRef()} -HDFC Bank`,
  );
  await expect(page.getByRole("textbox", { name: "Amount" })).toHaveValue("612");
  const [d, m, y] = day.split("-");
  await expect(page.locator('input[name="date"]')).toHaveValue(`20${y}-${m}-${d}`);
  await expect(page.locator('input[name="time"]')).toHaveValue("12:00");
});

test("five pasted messages: two payments saved, the credit, the OTP and the duplicate left out", async ({
  page,
}) => {
  await signedInUser(page, "capture-five");
  // The user's own category is offered on the review list too.
  await apiAs(page, "POST", "/categories", { name: "Kirana" });
  await page.goto("/expense");
  const [zepto, rapido] = [upiRef(), upiRef()];
  const five = [
    `Rs.612.00 debited from A/c XX1234 to VPA zepto@ybl on ${smsDate()}. UPI Ref ${zepto} -HDFC Bank`,
    `Rs.500.00 credited to A/c XX1234 from VPA rahul.k@okaxis on ${smsDate()}. UPI Ref ${upiRef()} -HDFC Bank`,
    "482913 is your OTP for txn of INR 2,499.00 at FLIPKART on HDFC Bank card ending 4321. Do not share OTP.",
    `Sent Rs.89.00\nFrom Kotak Bank A/c X9012\nTo RAPIDO\nOn ${smsDate()}\nUPI Ref ${rapido}`,
    `Rs.612.00 debited from A/c XX1234 to VPA zepto@ybl on ${smsDate()}. UPI Ref ${zepto} -HDFC Bank`,
  ].join("\n\n");

  // No clipboard permission here: the text box opens instead.
  await pasteMessages(page, five);

  await expect(page).toHaveURL(/\/share$/);
  const rows = page.getByTestId("message-row");
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(0)).toHaveAttribute("data-status", "expense");
  await expect(rows.nth(1)).toHaveAttribute("data-status", "credit");
  await expect(rows.nth(2)).toHaveAttribute("data-status", "notice");
  await expect(rows.nth(3)).toHaveAttribute("data-status", "expense");
  await expect(rows.nth(4)).toHaveAttribute("data-status", "repeat");
  await expect(rows.nth(1).getByRole("checkbox")).not.toBeChecked();
  await expect(rows.nth(1).getByRole("checkbox")).toBeDisabled();
  await expect(rows.nth(0).getByRole("combobox")).toHaveValue("Groceries");
  await expect(rows.nth(3).getByRole("combobox")).toHaveValue("Transport");
  await expect(rows.nth(0)).toContainText("UPI");
  await expect(rows.nth(0).getByRole("combobox").getByRole("option", { name: "Kirana" })).toHaveCount(1);
  await checkMoneyScreen(page, "capture-review");

  await page.getByRole("button", { name: `Save all (2) · ${formatRupees(701)}` }).click();
  await expectToast(page, "Expenses Added!", `2 expenses, ${formatRupees(701)} in all.`);
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  await expect(recentRows(page)).toHaveCount(2);
  await expect(page.getByTestId("recent-transactions")).toContainText("Zepto");
  await expect(page.getByTestId("recent-transactions")).toContainText("Rapido");
  // Both were UPI payments, and the list says so.
  for (const payee of ["Zepto", "Rapido"]) {
    await expect(recentRows(page).filter({ hasText: payee })).toContainText("UPI");
  }
  // Save all counts for the logging streak like a save on Add Expense.
  await expect(page.getByTestId("streak-card").getByTestId("streak-count")).toHaveText("1 day");
});

test("a message shared while signed out: sign in, then its review; shared again, it is already saved", async ({
  page,
}) => {
  const user = uniqueUser("capture-share");
  await createUserViaApi(page.request, user);
  const ref = upiRef();
  const shared = `/share?title=${encodeURIComponent("Messages")}&text=${encodeURIComponent(swiggySms(ref))}`;

  // The installed app's manifest makes it a share target for text.
  const manifest = await (await page.request.get("/manifest.webmanifest")).json();
  expect(manifest.share_target).toEqual({
    action: "/share",
    method: "GET",
    params: { title: "title", text: "text", url: "url" },
  });

  await page.goto(shared);
  await expect(page).toHaveURL(/\/signin\?next=/);
  await page.getByLabel("Username or email address").fill(user.username);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  // One payment: its review is the Add Expense form, filled in.
  await expect(page).toHaveURL(/\/expense$/, { timeout: 20_000 });
  await expect(page.getByRole("textbox", { name: "Amount" })).toHaveValue("349");
  await expect(page.getByRole("radio", { name: "Food & Dining", exact: true })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await page.evaluate((email) => {
    window.localStorage.setItem(`${email}_welcomeSeen`, "true");
    window.localStorage.setItem(`${email}_coachCompleted`, "true");
  }, user.email);
  await page.getByRole("button", { name: "Save Expense" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });

  // Shared again (with another message): the first is marked, only the new one is ticked.
  const more = `${swiggySms(ref)}\n\nPaid ₹120 to Chai Point. UPI Ref No. ${upiRef()}. - PhonePe`;
  await page.goto(`/share?text=${encodeURIComponent(more)}`);
  const rows = page.getByTestId("message-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute("data-status", "saved");
  await expect(rows.nth(0)).toContainText("Already saved");
  await expect(rows.nth(1)).toHaveAttribute("data-status", "expense");
  await expect(page.getByRole("button", { name: `Save all (1) · ${formatRupees(120)}` })).toBeEnabled();
});
