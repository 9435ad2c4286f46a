// Bank/UPI messages for the capture journeys (docs/capture.md): dates as banks write them and
// references no other journey used, and pasting several into Add Expense's text box.
import { expect, type Page } from "@playwright/test";

/** Today on the Indian clock as banks write it: 14-11-26. */
export function smsDate(offsetDays = 0): string {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  const [d, m, y] = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Kolkata",
    day: "2-digit",
    month: "2-digit",
    year: "2-digit",
  })
    .format(day)
    .split("/");
  return `${d}-${m}-${y}`;
}

/** A 12-digit UPI reference no other journey (or earlier run) used. */
export const upiRef = () => `4${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 900 + 100)}`;

/** Pastes messages into Add Expense's text box (no clipboard permission) and reads them. */
export async function pasteMessages(page: Page, text: string): Promise<void> {
  await page.getByRole("button", { name: "Paste bank SMS" }).click();
  const dialog = page.getByTestId("paste-message-dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: "Bank or UPI message" }).fill(text);
  await dialog.getByRole("button", { name: "Read message" }).click();
}
