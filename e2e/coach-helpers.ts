// Shared steps for the coach journeys: a signed-in fresh user, logging an expense through the real
// form, and counting the tones the page plays (Web Audio oscillators started).
import { expect, type Page } from "@playwright/test";
import type { UserState } from "@shared/contract/api-rows.ts";
import {
  apiAs,
  createUserSessionViaApi,
  expectAccessible,
  expectSignedIn,
  openSignedIn,
  type TestUser,
  uniqueUser,
} from "./support-web.ts";

export async function signedInNewUser(
  page: Page,
  prefix: string,
  user: TestUser = uniqueUser(prefix),
): Promise<TestUser> {
  await openSignedIn(page, await createUserSessionViaApi(page.request, user));
  await expectSignedIn(page);
  return user;
}

/** Adds an expense with the add-expense form (date and time default to the page's "now"). */
export async function logExpense(page: Page, amount: number, category = "Transport"): Promise<void> {
  await page.goto("/expense");
  await page.getByLabel("Amount").fill(String(amount));
  await page.getByRole("radio", { name: category }).click();
  await page.getByRole("button", { name: "Save Expense" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
}

/** An instant on the Indian wall clock, e.g. ist("2026-11-02", "00:01"). */
export const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

/** Records every tone the page starts so a journey can tell which sound played. */
export async function recordTones(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tones: number[] = [];
    (window as unknown as { __tones: number[] }).__tones = tones;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<typeof start>) {
      tones.push(this.frequency.value);
      return start.apply(this, args);
    };
  });
}

/** Tones started so far, cleared on each read. */
export async function takeTones(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const holder = window as unknown as { __tones?: number[] };
    const tones = [...(holder.__tones ?? [])];
    holder.__tones?.splice(0);
    return tones;
  });
}

/** axe-core on the coach's own parts of the screen: no serious or critical violations. */
export const expectCoachAccessible = (page: Page, screen: string, selectors: string[]): Promise<void> =>
  expectAccessible(page, screen, { include: selectors });

/** The user's state as the server keeps it (streaks, mission, flags, sound: the same on every device). */
export const serverState = (page: Page) => apiAs<UserState>(page, "GET", "/user-state");
