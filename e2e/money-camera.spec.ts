// Receipt by camera (Chromium's fake camera), a save that is retried never stores twice, and the
// voice dialog in a browser without speech recognition.

import { checkMoneyScreen, forwardRequest, saveExpenseForm, signedInUser } from "./money-helpers.ts";
import { chromiumArgs, chromiumPath } from "./setup/chromium.ts";
import { expect, test } from "./setup/fixtures.ts";

// Whole journeys on two shared cores: allow more than the default minute.
test.describe.configure({ timeout: 150_000 });

test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: [...chromiumArgs, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
  },
  permissions: ["camera"],
});

test("a receipt photographed with the camera is uploaded and shown as a thumbnail", async ({ page }) => {
  await signedInUser(page, "money-camera");
  await page.goto("/expense");
  await page.getByRole("button", { name: "Take Photo" }).click();
  const camera = page.getByTestId("camera-view");
  await expect(camera).toBeVisible();
  await expect(camera.getByRole("button", { name: "Capture" })).toBeEnabled();
  await checkMoneyScreen(page, "money-camera");
  await camera.getByRole("button", { name: "Capture" }).click();
  await expect(camera).toBeHidden();
  await expect(page.getByTestId("receipt-preview")).toBeVisible();

  // Remove Photo, then take it again and save.
  await page.getByRole("button", { name: "Remove Photo" }).click();
  await expect(page.getByTestId("receipt-preview")).toBeHidden();
  await page.getByRole("button", { name: "Take Photo" }).click();
  await page.getByTestId("camera-view").getByRole("button", { name: "Capture" }).click();
  await expect(page.getByTestId("receipt-preview")).toBeVisible();

  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/api/expenses") && r.request().method() === "POST",
  );
  await saveExpenseForm(page, { amount: 480, category: "Food & Dining", description: "Dinner bill" });
  const body = (await (await saved).json()) as { receiptPath: string | null };
  expect(body.receiptPath).toMatch(/^[0-9a-f-]{36}\/[0-9a-f-]{36}\.jpg$/);

  const row = page.getByTestId("recent-transactions").getByTestId("expense-row").first();
  const thumbnail = row.getByTestId("receipt-thumbnail");
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("a save whose answer is lost and is sent again stores one expense (Idempotency-Key)", async ({
  page,
}) => {
  await signedInUser(page, "money-idem");
  const keys: string[] = [];
  await page.route("**/api/expenses", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    // The first answer is lost on the way back; the same request goes out again.
    await forwardRequest(route);
    await route.fulfill({ response: await forwardRequest(route) });
  });
  await page.goto("/expense");
  await page.getByRole("textbox", { name: "Amount" }).fill("99");
  await page.getByRole("radio", { name: "Petrol", exact: true }).click();
  await page.getByRole("button", { name: "Save Expense" }).dblclick();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  // However many requests went out, they were one attempt under one key.
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByTestId("recent-transactions").getByTestId("expense-row")).toHaveCount(1);
  await expect(page.getByTestId("today-spent")).toHaveText("₹99");
});

test("without speech recognition the voice dialog says so", async ({ page }) => {
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    delete scope.SpeechRecognition;
    delete scope.webkitSpeechRecognition;
  });
  await signedInUser(page, "money-voice");
  await page.goto("/expense");
  await page.getByRole("button", { name: "Voice" }).click();
  await page.getByRole("button", { name: "Start listening" }).click();
  await expect(page.getByTestId("voice-error")).toHaveText(
    "Speech recognition not supported in this browser",
  );
  await page.getByTestId("voice-dialog").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("voice-dialog")).toBeHidden();
});
