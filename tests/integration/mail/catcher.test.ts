// The mail catcher of the test stack: real SMTP in (nodemailer), the JSON API and the HTML inbox out.
import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { inbox, stack } from "../../support/index.ts";

function transport(auth?: { user: string; pass: string }) {
  const { hostname, port } = new URL(stack().urls.smtp);
  // Plain SMTP, as the Edge Function's SMTP settings point at locally (SMTP_SECURE=false).
  return nodemailer.createTransport({
    host: hostname,
    port: Number(port),
    secure: false,
    ...(auth ? { auth } : {}),
  });
}

const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.test`;

describe("mail catcher", () => {
  it("catches a message sent over SMTP (with login) and serves it as JSON", async () => {
    const to = address("Asha");
    await transport({ user: "paisa", pass: "any" }).sendMail({
      from: "Paisa Coach <no-reply@paisa-coach.local>",
      to,
      subject: "Your sign-in code",
      text: "Your code is 123456",
      html: "<p>Your code is <b>123456</b></p>",
    });

    const message = await inbox().waitFor(to);
    expect(message).toMatchObject({
      from: "no-reply@paisa-coach.local",
      to: [to.toLowerCase()],
      subject: "Your sign-in code",
    });
    // Bodies are kept as sent (MIME parts end with a line break).
    expect(message.html.trim()).toBe("<p>Your code is <b>123456</b></p>");
    expect(message.text.trim()).toBe("Your code is 123456");
    expect(Number.isNaN(Date.parse(message.date))).toBe(false);
    expect(await inbox().get(message.id)).toEqual(message);
  });

  it("filters by recipient (case-insensitive, Bcc included) and lists newest first", async () => {
    const to = address("ravi");
    const hidden = address("hidden");
    const mail = transport();
    await mail.sendMail({ from: "a@example.test", to, subject: "first", text: "1" });
    await mail.sendMail({ from: "a@example.test", to, bcc: hidden, subject: "second", text: "2" });

    const mine = await inbox().list(to.toUpperCase());
    expect(mine.map((m) => m.subject)).toEqual(["second", "first"]);
    expect((await inbox().list(hidden)).map((m) => m.subject)).toEqual(["second"]);
    expect(await inbox().list(address("nobody"))).toEqual([]);
  });

  it("answers an unknown message id with 404", async () => {
    const response = await fetch(`${stack().urls.inbox}/api/messages/${randomUUID()}`);
    expect(response.status).toBe(404);
  });

  it("shows an HTML inbox that escapes message content and sandboxes HTML bodies", async () => {
    const to = address("html");
    await transport().sendMail({
      from: "x@example.test",
      to,
      subject: "<script>alert(1)</script> offer",
      html: '<p onclick="steal()">hi</p>',
    });
    const message = await inbox().waitFor(to);

    const list = await (await fetch(`${stack().urls.inbox}/`)).text();
    expect(list).toContain("&lt;script&gt;alert(1)&lt;/script&gt; offer");
    expect(list).not.toContain("<script>alert(1)</script>");

    const page = await fetch(`${stack().urls.inbox}/messages/${message.id}`);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain('<iframe title="HTML body" sandbox=""');
    expect(html).toContain('srcdoc="&lt;p onclick=&quot;steal()&quot;&gt;hi&lt;/p&gt;');
    expect(html).not.toContain('<p onclick="steal()">');
  });
});
