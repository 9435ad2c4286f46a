// Hindi beyond the words (docs/product.md §4.29, §9.10): with Devanagari digits chosen every number on
// the money screens is written in them and an amount may be typed in them; and in Hindi the ways to
// pay, the clock line, the country, the microphone's errors and a voice description read as Hindi.

import { signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { apiAs, setProfileLanguage } from "./support-web.ts";

/** The screen's own text as shown (not the header, input values or text hidden from view). */
// biome-ignore lint/performance/useDomNodeTextContent: what is rendered is the point, not hidden text.
const mainText = (page: Parameters<typeof apiAs>[0]) => page.locator("main").innerText();

test("with Devanagari digits every number on screen uses them, and Amount takes १५०", async ({ page }) => {
  await signedInUser(page, "deva-digits");
  await apiAs(page, "POST", "/budget", { type: "monthly", amount: 1000 });
  for (const [amount, category] of [
    ["150", "Food & Dining"],
    ["40", "Transport"],
  ] as const) {
    await apiAs(page, "POST", "/expenses", { amount, category, method: "manual" });
  }
  await setProfileLanguage(page, { language: "hi", devanagariDigits: true });

  await page.goto("/");
  await expect(page.getByTestId("today-spent")).toHaveText("₹१९०");
  await expect(page.getByTestId("budget-used")).toBeVisible();
  await expect(page.getByTestId("category-breakdown").getByTestId("breakdown-row")).toHaveCount(2);
  expect(await mainText(page)).not.toMatch(/[0-9]/);

  await page.goto("/history");
  await expect(page.getByTestId("history-page")).toContainText("₹१५०");
  expect(await mainText(page)).not.toMatch(/[0-9]/);

  await page.goto("/analytics");
  await expect(page.locator("main")).toContainText("₹१९०");
  expect(await mainText(page)).not.toMatch(/[0-9]/);

  // Typed on a Hindi keyboard: read as ₹150, saved as ₹150.
  await page.goto("/expense");
  const amount = page.getByRole("textbox", { name: "राशि" });
  await amount.fill("१५०");
  await expect(amount).toHaveValue("150");
  await page.getByRole("radio", { name: "राशन", exact: true }).click();
  await page.getByRole("button", { name: "खर्च सेव करें" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  await expect
    .poll(async () =>
      (await apiAs<{ amount: string; category: string }[]>(page, "GET", "/expenses?limit=10")).map(
        (row) => `${row.category} ${row.amount}`,
      ),
    )
    .toContain("Groceries 150.00");
});

test("in Hindi: ways to pay, the clock line, the country and microphone errors are Hindi; a voice description keeps the item", async ({
  page,
}) => {
  // A microphone the browser refuses, as a page without permission sees it.
  await page.addInitScript(() => {
    class RefusedRecognition {
      lang = "";
      continuous = false;
      interimResults = false;
      onresult: unknown = null;
      onerror: ((event: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        setTimeout(() => {
          this.onerror?.({ error: "not-allowed" });
          this.onend?.();
        }, 0);
      }
      stop() {}
      abort() {}
    }
    const scope = window as unknown as Record<string, unknown>;
    scope.SpeechRecognition = RefusedRecognition;
    scope.webkitSpeechRecognition = RefusedRecognition;
  });
  await signedInUser(page, "hindi-words");
  await setProfileLanguage(page, { language: "hi" });

  await page.goto("/expense");
  const chips = page.getByTestId("paid-with-chip");
  await expect(chips).toHaveText(["UPI", "नकद", "कार्ड", "नेट बैंकिंग", "वॉलेट"]);
  const now = page.getByTestId("ist-now");
  await expect(now).toContainText("भारत में अभी:");
  // The date and time in Hindi: no English day or month names.
  // (hi-IN keeps "am"/"pm", docs/product.md §9.10.)
  expect((await now.textContent())?.replace(/IST|am|pm/g, "")).not.toMatch(/[A-Za-z]/);

  await page.getByRole("button", { name: "बोलकर" }).click();
  await expect(page.getByTestId("voice-dialog")).toContainText("ढाई सौ की सब्ज़ी");
  await page.getByRole("button", { name: "सुनना शुरू करें" }).click();
  const micError = page.getByTestId("voice-error");
  await expect(micError).toBeVisible();
  await expect(micError).not.toContainText("not-allowed");
  await expect(micError).toContainText("माइक");
  await page.getByTestId("voice-dialog").getByRole("button", { name: "रद्द करें" }).click();

  await page.goto(`/expense?voice=${encodeURIComponent("ढाई सौ का सब्ज़ी")}`);
  await expect(page.getByRole("textbox", { name: "राशि" })).toHaveValue("250");
  await expect(page.getByRole("textbox", { name: "विवरण" })).toHaveValue("सब्ज़ी");

  await page.goto("/profile");
  await expect(page.getByTestId("profile-country")).toHaveText("भारत");
});
