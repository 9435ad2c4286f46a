// EMIs and instalments in real Chromium (docs/product.md §2.21, §4.23): a phone on 3 EMIs added from
// the Recurring form ends after 3 payments; its card counts the payments and what is left to pay,
// and the scheduler's job (run as the service role on the first due date) moves it on by one.
import type { RecurringPaymentsAnswer } from "@shared/contract/api-rows.ts";
import { formatRupees } from "../tests/support/rupees.ts";
import { signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { accessTokenOf, apiAs, expectToast } from "./support-web.ts";

test.describe.configure({ timeout: 150_000 });

test("a 3-payment EMI shows 'x of 3 paid' and what is left, and moves on when one is paid", async ({
  page,
  stack,
}) => {
  await signedInUser(page, "instalments");
  await page.goto("/recurring");
  await page.getByRole("button", { name: "Add recurring payment" }).click();
  const form = page.getByTestId("recurring-form");
  await form.getByRole("textbox", { name: /Name/ }).fill("Phone EMI");
  await form.getByRole("textbox", { name: /Amount/ }).fill("1250.50");
  await form.getByRole("combobox", { name: "Day of month" }).selectOption("31");
  await form.getByRole("combobox", { name: "Ends" }).selectOption("count");
  await form.getByRole("textbox", { name: /Number of payments/ }).fill("3");
  await form.getByRole("button", { name: "Add recurring payment" }).click();

  const card = page.getByTestId("recurring-payment").filter({ hasText: "Phone EMI" });
  await expect(card.getByTestId("recurring-progress")).toHaveText(
    `0 of 3 paid · ${formatRupees(3751.5)} left`,
  );
  await expectToast(page, "Recurring payment added");

  // The job on the first due date (the month's last day) adds the first payment.
  const { payments } = await apiAs<RecurringPaymentsAnswer>(page, "GET", "/recurring");
  const dueOn = payments[0]?.nextDueOn;
  const userId = JSON.parse(
    Buffer.from((await accessTokenOf(page)).split(".")[1] ?? "", "base64url").toString(),
  ).sub;
  const run = await page.request.post(`${stack.urls.gateway}/functions/v1/api/jobs/run`, {
    headers: { Authorization: `Bearer ${stack.keys.serviceRoleKey}` },
    data: { now: `${dueOn}T09:00:00+05:30`, userIds: [userId] },
  });
  expect(run.status()).toBe(200);
  await page.reload();
  await expect(card.getByTestId("recurring-progress")).toHaveText(`1 of 3 paid · ${formatRupees(2501)} left`);
});
