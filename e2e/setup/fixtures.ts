// Fixtures for journeys: `stack` (URLs and keys of the stack under test) and `inbox` (the mail
// catcher's JSON API). Use: `import { test, expect } from "./setup/fixtures.ts";`
import { test as base } from "@playwright/test";
import { createInbox, type Inbox } from "../../tests/support/inbox.ts";
import { type E2EStack, readStack } from "./stack-info.ts";

export const test = base.extend<{ stack: E2EStack; inbox: Inbox }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  stack: async ({}, use) => {
    await use(readStack());
  },
  inbox: async ({ stack }, use) => {
    await use(createInbox(stack.urls.inbox));
  },
});

export { expect } from "@playwright/test";
export type { InboxMessage } from "../../tests/support/inbox.ts";
export type { E2EStack, Inbox };
