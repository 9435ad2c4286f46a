// /unsubscribe?token=…: the link in every reminder and report e-mail (docs/product.md §4.25), signed
// out; the signed token names the user and the e-mail. GET (the link opened, by a person or by a mail
// scanner) changes nothing: it answers a page asking to confirm. POST with `List-Unsubscribe=One-Click`
// (that page's button, or a mail client's one-click button, RFC 8058) turns that e-mail off.
import { Hono } from "hono";
import type { AppEnv, Services } from "../app-env.ts";
import type { UnsubscribeKind } from "../auth/unsubscribe-token.ts";
import { type Tx, withService } from "../db/with-user.ts";
import { badRequest } from "../http/errors.ts";
import {
  confirmPage,
  donePage,
  invalidLinkPage,
  languageFromAcceptLanguage,
  PAGE_HEADERS,
  type PageLanguage,
} from "./unsubscribe-page.ts";

const WHAT: Record<UnsubscribeKind, string> = {
  daily_reminders: "daily reminder e-mails",
  weekly_reports: "weekly report e-mails",
};

const INVALID = "This unsubscribe link is not valid";

/** The language the user's e-mails are written in. */
async function mailLanguage(tx: Tx, userId: string): Promise<PageLanguage> {
  const [row] = await tx<{ language: string | null }[]>`
    select language from public.profiles where id = ${userId}`;
  return row?.language === "hi" ? "hi" : "en";
}

export function unsubscribeRoutes({ sql, unsubscribe, siteUrl }: Services) {
  const routes = new Hono<AppEnv>();

  const verify = async (token: string | undefined) => (token ? await unsubscribe.verify(token) : null);

  routes.get("/", async (c) => {
    const verified = await verify(c.req.query("token"));
    if (!verified) {
      const language = languageFromAcceptLanguage(c.req.header("accept-language"));
      return c.html(invalidLinkPage(language, siteUrl), 400, PAGE_HEADERS);
    }
    const language = await withService(sql, (tx) => mailLanguage(tx, verified.userId));
    return c.html(confirmPage(language, verified.kind, siteUrl), 200, PAGE_HEADERS);
  });

  routes.post("/", async (c) => {
    // The confirmation page's button wants a page back; a mail client gets JSON.
    const fromPage = (c.req.header("accept") ?? "").includes("text/html");
    const verified = await verify(c.req.query("token"));
    if (!verified) {
      if (!fromPage) throw badRequest(INVALID);
      const language = languageFromAcceptLanguage(c.req.header("accept-language"));
      return c.html(invalidLinkPage(language, siteUrl), 400, PAGE_HEADERS);
    }
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    if (form["List-Unsubscribe"] !== "One-Click") {
      throw badRequest("To unsubscribe, send List-Unsubscribe=One-Click");
    }
    const language = await withService(sql, async (tx) => {
      await (verified.kind === "daily_reminders"
        ? tx`update public.notification_settings set daily_reminders = false where user_id = ${verified.userId}`
        : tx`update public.notification_settings set weekly_reports = false where user_id = ${verified.userId}`);
      return mailLanguage(tx, verified.userId);
    });
    if (fromPage) return c.html(donePage(language, verified.kind, siteUrl), 200, PAGE_HEADERS);
    return c.json({ message: `Unsubscribed from ${WHAT[verified.kind]}` });
  });

  return routes;
}
