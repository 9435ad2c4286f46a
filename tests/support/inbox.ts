// Reads the mail catcher's JSON API (local/mail/catcher.ts) on the test stack.
import { stack } from "./stack.ts";

export interface InboxMessage {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  date: string;
}

export function createInbox(inboxUrl: string) {
  return {
    /** Messages, newest first; only those sent to `to` when given. */
    async list(to?: string): Promise<InboxMessage[]> {
      const query = to ? `?to=${encodeURIComponent(to)}` : "";
      const response = await fetch(`${inboxUrl}/api/messages${query}`);
      if (!response.ok) throw new Error(`inbox list failed: ${response.status}`);
      return (await response.json()) as InboxMessage[];
    },
    async get(id: string): Promise<InboxMessage> {
      const response = await fetch(`${inboxUrl}/api/messages/${encodeURIComponent(id)}`);
      if (!response.ok) throw new Error(`inbox get ${id} failed: ${response.status}`);
      return (await response.json()) as InboxMessage;
    },
    async clear(): Promise<void> {
      const response = await fetch(`${inboxUrl}/api/messages`, { method: "DELETE" });
      if (!response.ok) throw new Error(`inbox clear failed: ${response.status}`);
    },
    /** Waits for the newest message to `to` (optionally matching), since sending is asynchronous. */
    async waitFor(
      to: string,
      options: { timeoutMs?: number; match?: (message: InboxMessage) => boolean } = {},
    ): Promise<InboxMessage> {
      const deadline = Date.now() + (options.timeoutMs ?? 10_000);
      for (;;) {
        const found = (await this.list(to)).find(options.match ?? (() => true));
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no e-mail to ${to} within ${options.timeoutMs ?? 10_000} ms`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;

/** The test stack's inbox. */
export const inbox = (): Inbox => createInbox(stack().urls.inbox);
