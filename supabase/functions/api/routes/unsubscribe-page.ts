// The small HTML pages of the e-mails' unsubscribe link (docs/product.md §4.25), in the language the
// e-mail was written in (the profile's, docs/product.md §4.29). Opening the link only asks: mail
// scanners open links on their own, so the switch changes only when the page's button posts back.
import type { UnsubscribeKind } from "../auth/unsubscribe-token.ts";

export type PageLanguage = "en" | "hi";

const TEXTS = {
  en: {
    what: { daily_reminders: "daily reminder e-mails", weekly_reports: "weekly report e-mails" },
    confirmTitle: (what: string) => `Stop ${what}?`,
    confirmBody: "Paisa Coach will stop sending them to you. You can turn them back on in Profile.",
    button: "Unsubscribe",
    doneTitle: "You're unsubscribed",
    doneBody: (what: string) => `You won't get ${what} any more. Turn them back on in Profile.`,
    invalidTitle: "Link not valid",
    invalidBody: "This unsubscribe link is not valid. Change your e-mails in Profile.",
    settings: "Open Paisa Coach settings",
  },
  hi: {
    what: { daily_reminders: "दैनिक रिमाइंडर ई-मेल", weekly_reports: "साप्ताहिक रिपोर्ट ई-मेल" },
    confirmTitle: (what: string) => `${what} बंद करें?`,
    confirmBody: "Paisa Coach आपको इन्हें भेजना बंद कर देगा। आप इन्हें प्रोफ़ाइल में फिर से चालू कर सकते हैं।",
    button: "ई-मेल बंद करें",
    doneTitle: "सदस्यता समाप्त हो गई",
    doneBody: (what: string) => `अब आपको ${what} नहीं मिलेंगे। इन्हें प्रोफ़ाइल में फिर से चालू करें।`,
    invalidTitle: "लिंक मान्य नहीं है",
    invalidBody: "यह अनसब्सक्राइब लिंक मान्य नहीं है। अपने ई-मेल प्रोफ़ाइल में बदलें।",
    settings: "Paisa Coach सेटिंग्स खोलें",
  },
} as const;

/**
 * The page's own headers: nothing may run or load, its form may post only to its own origin (the
 * same URL, token included), and the token in the URL is never sent on as a Referer or cached.
 */
export const PAGE_HEADERS = {
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Content-Type-Options": "nosniff",
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(language: PageLanguage, title: string, body: string, siteUrl: string, form = ""): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:32rem;padding:0 1rem;line-height:1.5}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#2f6f4f;color:#fff;cursor:pointer}</style></head>
<body><main><h1>${title}</h1><p>${body}</p>${form}<p><a href="${escapeHtml(siteUrl)}/profile">${TEXTS[language].settings}</a></p></main></body></html>`;
}

/** Asks before anything changes; the button sends what a mail client's one-click POST sends (RFC 8058). */
export function confirmPage(language: PageLanguage, kind: UnsubscribeKind, siteUrl: string): string {
  const t = TEXTS[language];
  // No action: the form posts to the page's own URL, token and all.
  const form = `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${t.button}</button></form>`;
  return page(language, t.confirmTitle(t.what[kind]), t.confirmBody, siteUrl, form);
}

export function donePage(language: PageLanguage, kind: UnsubscribeKind, siteUrl: string): string {
  const t = TEXTS[language];
  return page(language, t.doneTitle, t.doneBody(t.what[kind]), siteUrl);
}

export function invalidLinkPage(language: PageLanguage, siteUrl: string): string {
  const t = TEXTS[language];
  return page(language, t.invalidTitle, t.invalidBody, siteUrl);
}

/** Hindi when the browser prefers Hindi to English (Accept-Language), else English. */
export function languageFromAcceptLanguage(header: string | undefined): PageLanguage {
  const ranked = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { primary: tag.split("-")[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => (entry.primary === "hi" || entry.primary === "en") && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.primary === "hi" ? "hi" : "en";
}
