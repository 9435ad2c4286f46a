// Fixtures for journeys: `stack` (URLs and keys of the stack under test) and `inbox` (the mail
// catcher's JSON API). Use: `import { test, expect } from "./setup/fixtures.ts";`
import { test as base, expect } from "@playwright/test";
import postgres from "postgres";
import { loadAllTexts } from "../../src/i18n/i18n.ts";
import { createInbox, type Inbox } from "../../tests/support/inbox.ts";
import { recordToasts } from "../support-web.ts";
import { type E2EStack, readStack } from "./stack-info.ts";

// Journeys compare the screens with the app's English texts (quoteForDay, missionForDay …); the app's
// start carries only the public screens' texts, so load the rest before any test runs.
await loadAllTexts();

/** The last lines of the browser's story (navigations, errors) a failed journey reports. */
const STORY_LINES = 8;

export const test = base.extend<
  { stack: E2EStack; inbox: Inbox; freshIpRateLimits: undefined },
  { adminDb: postgres.Sql }
>({
  // Every journey runs under the production server's Content-Security-Policy (local/security-headers.ts):
  // anything the policy blocks (an inline script, a foreign origin) fails the journey that caused it;
  // so does a prerendered screen whose hydration failed. Every toast the page shows is recorded as it
  // appears, for expectToast (e2e/support-web.ts).
  page: async ({ page }, use, testInfo) => {
    await recordToasts(page);
    const violations: string[] = [];
    const mismatches: string[] = [];
    const missingTexts: string[] = [];
    // What the browser said and where the page went, attached to a failed journey: a failure on a CI
    // machine leaves only its report to go by.
    const started = Date.now();
    const story: string[] = [];
    const note = (line: string) => story.push(`${((Date.now() - started) / 1000).toFixed(1)} s  ${line}`);
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) note(`at ${frame.url()}`);
    });
    page.on("pageerror", (error) => note(`page error: ${error.stack ?? error.message}`));
    page.on("console", (message) => {
      // Not the local server's header warning every page logs.
      if (/Permissions-Policy/.test(message.text())) return;
      if (message.type() === "error" || message.type() === "warning")
        note(`console ${message.type()}: ${message.text()}`);
    });
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
        violations.push(message.text());
      }
      // app/start.tsx reports a prerendered screen that did not hydrate as rendered (docs/web.md).
      if (message.type() === "error" && /Hydration error/.test(message.text())) {
        mismatches.push(message.text());
      }
      // src/i18n/i18n.ts reports a text shown before its chunk loaded.
      if (message.type() === "error" && /^Missing text:/.test(message.text())) {
        missingTexts.push(message.text());
      }
    });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      const headings = await page
        .getByRole("heading")
        .allInnerTexts()
        .catch(() => []);
      note(`last at ${page.url()}, headings: ${headings.join(" | ")}`);
      // One attachment a line: the report prints each text attachment's first 300 characters.
      const last = story.slice(-STORY_LINES);
      for (const [index, line] of last.entries()) {
        await testInfo.attach(`browser ${index + 1}/${last.length}`, {
          body: line,
          contentType: "text/plain",
        });
      }
    }
    expect(violations, "Content-Security-Policy violations").toEqual([]);
    expect(mismatches, "hydration errors").toEqual([]);
    expect(missingTexts, "texts shown before they loaded").toEqual([]);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  stack: async ({}, use) => {
    await use(readStack());
  },
  inbox: async ({ stack }, use) => {
    await use(createInbox(stack.urls.inbox));
  },
  adminDb: [
    // biome-ignore lint/correctness/noEmptyPattern: as above.
    async ({}, use) => {
      const sql = postgres(readStack().urls.db, { max: 1, onnotice: () => {} });
      await use(sql);
      await sql.end({ timeout: 2 });
    },
    { scope: "worker" },
  ],
  // Every journey's browser is 127.0.0.1, so the whole suite shares the api's per-IP budgets
  // (e.g. 20 sign-ups an hour) as if all its users sat behind one address. Each journey starts with
  // fresh per-IP counters, as a user on their own connection would; per-account and per-e-mail
  // limits are untouched, so lockout journeys still see them.
  freshIpRateLimits: [
    async ({ adminDb }, use) => {
      const [table] = await adminDb<{ exists: boolean }[]>`
        select to_regclass('api_private.rate_limit_windows') is not null as exists`;
      if (table?.exists) await adminDb`delete from api_private.rate_limit_windows where bucket like '%-ip'`;
      await use(undefined);
    },
    { auto: true },
  ],
});

export type { InboxMessage } from "../../tests/support/inbox.ts";
export type { E2EStack, Inbox };
export { expect };
