import { describe, expect, it } from "vitest";
import { type CaughtMessage, MessageStore, parseMessage } from "./messages.ts";

const raw = (lines: string[]) => new TextEncoder().encode(lines.join("\r\n"));

describe("parseMessage", () => {
  it("reads sender, recipients (headers + envelope), subject, bodies and date", async () => {
    const message = await parseMessage(
      raw([
        'From: "Paisa Coach" <no-reply@paisa.local>',
        "To: Asha <ASHA@example.test>, group: b@example.test, c@example.test;",
        "Cc: d@example.test",
        "Subject: =?UTF-8?B?4oK5IGFsZXJ0?=",
        "Date: Sun, 22 Nov 2026 05:00:00 +0000",
        "Content-Type: text/plain; charset=utf-8",
        "",
        "Spent ₹500",
      ]),
      { from: "bounce@paisa.local", to: ["asha@example.test", "bcc@example.test"] },
    );
    expect(message).toMatchObject({
      from: "no-reply@paisa.local",
      fromName: "Paisa Coach",
      to: ["asha@example.test", "b@example.test", "c@example.test", "d@example.test", "bcc@example.test"],
      subject: "₹ alert",
      html: "",
      date: "2026-11-22T05:00:00.000Z",
    });
    expect(message.text.trim()).toBe("Spent ₹500");
    expect(message.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("falls back to the envelope sender and the receive time", async () => {
    const now = new Date("2026-11-22T06:00:00.000Z");
    const message = await parseMessage(
      raw(["Subject: hi", "", "x"]),
      { from: "env@x.test", to: ["r@x.test"] },
      now,
    );
    expect(message).toMatchObject({ from: "env@x.test", to: ["r@x.test"], date: now.toISOString() });
  });
});

describe("MessageStore", () => {
  const msg = (id: string, to: string[]): CaughtMessage => ({
    id,
    from: "a@x.test",
    fromName: "",
    to,
    subject: id,
    text: "",
    html: "",
    date: "",
    receivedAt: "",
  });

  it("lists newest first, filters by recipient case-insensitively and drops the oldest past capacity", () => {
    const store = new MessageStore(2);
    store.add(msg("1", ["a@x.test"]));
    store.add(msg("2", ["b@x.test"]));
    store.add(msg("3", ["a@x.test"]));
    expect(store.list().map((m) => m.id)).toEqual(["3", "2"]);
    expect(store.list(" A@X.test ").map((m) => m.id)).toEqual(["3"]);
    expect(store.get("1")).toBeUndefined();
    expect(store.clear()).toBe(2);
    expect(store.list()).toEqual([]);
  });
});
