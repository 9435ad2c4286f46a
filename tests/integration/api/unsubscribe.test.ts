// The e-mails' unsubscribe link (docs/product.md §4.25): opening it (GET, which mail scanners do on
// their own) only asks; the button on that page, or a mail client's one-click POST (RFC 8058), turns
// the e-mail off.
import { describe, expect, it } from "vitest";
import { createUnsubscribeSigner } from "../../../supabase/functions/api/auth/unsubscribe-token.ts";
import { adminSql, stack } from "../../support/index.ts";
import { signedInUser, testApp } from "./api-client.ts";

const app = testApp();
const signer = () => createUnsubscribeSigner(stack().keys.serviceRoleKey);
const ONE_CLICK = "List-Unsubscribe=One-Click";

const switches = async (userId: string) => {
  const [row] = await adminSql()`
    select daily_reminders, weekly_reports from public.notification_settings where user_id = ${userId}`;
  return row;
};

const post = (token: string, body?: BodyInit, headers: Record<string, string> = {}) =>
  app.request(`/api/unsubscribe?token=${token}`, { method: "POST", body, headers });

describe("GET /api/unsubscribe", () => {
  it("changes nothing: it shows a page whose button posts the one-click form back", async () => {
    const user = await signedInUser(app);
    const token = await signer().sign(user.id, "daily_reminders");
    for (let i = 0; i < 2; i++) {
      const opened = await app.request(`/api/unsubscribe?token=${token}`);
      expect(opened.status).toBe(200);
      const html = await opened.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain("Stop daily reminder e-mails?");
      expect(html).toMatch(/<form method="post">/);
      expect(html).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
      expect(html).toContain('<button type="submit">Unsubscribe</button>');
      // The page's own policy lets its form post to its own origin, and nothing else run.
      const policy = opened.headers.get("Content-Security-Policy") ?? "";
      expect(policy).toContain("form-action 'self'");
      expect(policy).toContain("default-src 'none'");
      expect(opened.headers.get("Cache-Control")).toBe("no-store");
      expect(opened.headers.get("Referrer-Policy")).toBe("no-referrer");
    }
    expect(await switches(user.id)).toEqual({ daily_reminders: true, weekly_reports: true });
  });

  it("asks in Hindi when the profile's language is Hindi", async () => {
    const user = await signedInUser(app);
    await adminSql()`update public.profiles set language = 'hi' where id = ${user.id}`;
    const token = await signer().sign(user.id, "weekly_reports");
    const html = await (await app.request(`/api/unsubscribe?token=${token}`)).text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain("साप्ताहिक रिपोर्ट ई-मेल बंद करें?");
    expect(html).toContain('<button type="submit">ई-मेल बंद करें</button>');
    expect(await switches(user.id)).toEqual({ daily_reminders: true, weekly_reports: true });
  });

  it("answers 400 with a page for a changed token, in the browser's language", async () => {
    const user = await signedInUser(app);
    const token = await signer().sign(user.id, "daily_reminders");
    const tampered = await app.request(`/api/unsubscribe?token=${token.slice(0, -2)}xx`);
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain("This unsubscribe link is not valid");
    const inHindi = await app.request("/api/unsubscribe?token=nonsense", {
      headers: { "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.8" },
    });
    expect(inHindi.status).toBe(400);
    expect(await inHindi.text()).toContain("यह अनसब्सक्राइब लिंक मान्य नहीं है।");
  });
});

describe("POST /api/unsubscribe", () => {
  it("turns the e-mail off for the token's user only on the one-click body (RFC 8058)", async () => {
    const user = await signedInUser(app);
    const bystander = await signedInUser(app);
    const token = await signer().sign(user.id, "daily_reminders");

    const bare = await post(token);
    expect(bare.status).toBe(400);
    expect(await bare.json()).toEqual({ message: "To unsubscribe, send List-Unsubscribe=One-Click" });
    expect(await switches(user.id)).toEqual({ daily_reminders: true, weekly_reports: true });

    // What a mail client sends: a form body, no sign-in; answered with JSON. Repeating it is harmless.
    for (let i = 0; i < 2; i++) {
      const oneClick = await post(token, ONE_CLICK, {
        "Content-Type": "application/x-www-form-urlencoded",
      });
      expect(oneClick.status).toBe(200);
      expect(await oneClick.json()).toEqual({ message: "Unsubscribed from daily reminder e-mails" });
    }
    expect(await switches(user.id)).toEqual({ daily_reminders: false, weekly_reports: true });
    expect(await switches(bystander.id)).toEqual({ daily_reminders: true, weekly_reports: true });
  });

  it("answers the page's button with a page, and takes a multipart body too", async () => {
    const user = await signedInUser(app);
    const token = await signer().sign(user.id, "weekly_reports");
    const form = new FormData();
    form.append("List-Unsubscribe", "One-Click");
    const pressed = await post(token, form, { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" });
    expect(pressed.status).toBe(200);
    expect(pressed.headers.get("Content-Type")).toContain("text/html");
    expect(await pressed.text()).toContain("You won't get weekly report e-mails any more.");
    expect(await switches(user.id)).toEqual({ daily_reminders: true, weekly_reports: false });
  });

  it("refuses a changed token with 400, changing nothing", async () => {
    const user = await signedInUser(app);
    const token = await signer().sign(user.id, "daily_reminders");
    const res = await post(`${token.slice(0, -2)}xx`, ONE_CLICK, {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "This unsubscribe link is not valid" });
    expect(await switches(user.id)).toEqual({ daily_reminders: true, weekly_reports: true });
  });
});

describe("through the gateway to the real Deno process", () => {
  it("asks on GET and unsubscribes on the page's form post", async () => {
    const user = await signedInUser(app);
    const token = await signer().sign(user.id, "weekly_reports");
    const url = `${stack().urls.gateway}/functions/v1/api/unsubscribe?token=${token}`;
    const opened = await fetch(url);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("Content-Security-Policy")).toContain("form-action 'self'");
    expect(await opened.text()).toContain("Stop weekly report e-mails?");
    expect(await switches(user.id)).toEqual({ daily_reminders: true, weekly_reports: true });
    // What the browser sends when the button is pressed.
    const pressed = await fetch(url, {
      method: "POST",
      headers: { Accept: "text/html", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain("You won't get weekly report e-mails any more.");
    expect(await switches(user.id)).toEqual({ daily_reminders: true, weekly_reports: false });
  });
});
