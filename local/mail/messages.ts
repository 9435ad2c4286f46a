// The caught messages: parsed once on arrival, kept in memory (newest first), capped so a long-running
// `npm start` cannot grow without bound. Pure apart from the parser.
import PostalMime, { type Address } from "postal-mime";

export interface CaughtMessage {
  id: string;
  /** Bare sender address, e.g. "no-reply@paisa.local". */
  from: string;
  /** Sender display name, "" when none. */
  fromName: string;
  /** Every recipient: the To/Cc headers plus the SMTP envelope (which also carries Bcc), lower-case. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** ISO 8601: the message's Date header, else the time it was received. */
  date: string;
  receivedAt: string;
}

const flatten = (addresses: readonly Address[] | undefined): string[] =>
  (addresses ?? []).flatMap((a) => (a.group ? a.group.map((m) => m.address) : [a.address ?? ""]));

export async function parseMessage(
  raw: Uint8Array,
  envelope: { from: string | null; to: readonly string[] },
  now: Date = new Date(),
): Promise<CaughtMessage> {
  const email = await PostalMime.parse(raw);
  const sender = email.from && !email.from.group ? email.from : undefined;
  const recipients = [...flatten(email.to), ...flatten(email.cc), ...envelope.to]
    .map((a) => a.trim().toLowerCase())
    .filter((a) => a !== "");
  const parsedDate = email.date ? new Date(email.date) : null;
  return {
    id: crypto.randomUUID(),
    from: sender?.address ?? envelope.from ?? "",
    fromName: sender?.name ?? "",
    to: [...new Set(recipients)],
    subject: email.subject ?? "",
    text: email.text ?? "",
    html: email.html ?? "",
    date: parsedDate && !Number.isNaN(parsedDate.getTime()) ? parsedDate.toISOString() : now.toISOString(),
    receivedAt: now.toISOString(),
  };
}

export class MessageStore {
  #messages: CaughtMessage[] = [];

  constructor(readonly capacity = 500) {}

  add(message: CaughtMessage): void {
    this.#messages.unshift(message);
    if (this.#messages.length > this.capacity) this.#messages.length = this.capacity;
  }

  /** Newest first; `to` matches any recipient, case-insensitively. */
  list(to?: string): CaughtMessage[] {
    const wanted = to?.trim().toLowerCase();
    return wanted ? this.#messages.filter((m) => m.to.includes(wanted)) : [...this.#messages];
  }

  get(id: string): CaughtMessage | undefined {
    return this.#messages.find((m) => m.id === id);
  }

  clear(): number {
    const count = this.#messages.length;
    this.#messages = [];
    return count;
  }
}
