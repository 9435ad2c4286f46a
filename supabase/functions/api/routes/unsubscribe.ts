// /unsubscribe?token=…: the one-click link in every reminder and report e-mail (docs/product.md §4.25).
// GET (the link opened in a browser) answers a small page; POST (a mail client's one-click button,
// RFC 8058) answers JSON. Either turns off that e-mail for the user the signed token names, signed out.
import { Hono } from "hono";
import type { AppEnv, Services } from "../app-env.ts";
import type { UnsubscribeKind } from "../auth/unsubscribe-token.ts";
import { withService } from "../db/with-user.ts";
import { badRequest } from "../http/errors.ts";

const WHAT: Record<UnsubscribeKind, string> = {
  daily_reminders: "daily reminder e-mails",
  weekly_reports: "weekly report e-mails",
};

const page = (title: string, body: string, siteUrl: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${body}</p><p><a href="${siteUrl}/profile">Open Paisa Coach settings</a></p></main></body></html>`;

export function unsubscribeRoutes({ sql, unsubscribe, siteUrl }: Services) {
  const routes = new Hono<AppEnv>();

  const turnOff = async (token: string | undefined) => {
    const verified = token ? await unsubscribe.verify(token) : null;
    if (!verified) return null;
    await withService(sql, (tx) =>
      verified.kind === "daily_reminders"
        ? tx`update public.notification_settings set daily_reminders = false where user_id = ${verified.userId}`
        : tx`update public.notification_settings set weekly_reports = false where user_id = ${verified.userId}`,
    );
    return verified.kind;
  };

  routes.get("/", async (c) => {
    const kind = await turnOff(c.req.query("token"));
    if (!kind) {
      return c.html(
        page(
          "Link not valid",
          "This unsubscribe link is not valid. Change your e-mails in Profile.",
          siteUrl,
        ),
        400,
      );
    }
    return c.html(
      page(
        "You're unsubscribed",
        `You won't get ${WHAT[kind]} any more. Turn them back on in Profile.`,
        siteUrl,
      ),
    );
  });

  routes.post("/", async (c) => {
    const kind = await turnOff(c.req.query("token"));
    if (!kind) throw badRequest("This unsubscribe link is not valid");
    return c.json({ message: `Unsubscribed from ${WHAT[kind]}` });
  });

  return routes;
}
