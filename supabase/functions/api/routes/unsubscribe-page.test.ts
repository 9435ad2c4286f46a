import { describe, expect, it } from "vitest";
import { confirmPage, donePage, invalidLinkPage, languageFromAcceptLanguage } from "./unsubscribe-page.ts";

describe("unsubscribe pages", () => {
  it("ask with a button that posts the one-click form to the page's own URL", () => {
    const html = confirmPage("en", "daily_reminders", "https://app.example");
    expect(html).toContain("<h1>Stop daily reminder e-mails?</h1>");
    expect(html).toContain(
      '<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>',
    );
    expect(html).not.toContain("action=");
    expect(html).not.toContain("<script");
    expect(html).toContain('<a href="https://app.example/profile">Open Paisa Coach settings</a>');
  });

  it("speak Hindi for a Hindi profile", () => {
    expect(confirmPage("hi", "weekly_reports", "https://app")).toContain(
      "<h1>साप्ताहिक रिपोर्ट ई-मेल बंद करें?</h1>",
    );
    expect(donePage("hi", "daily_reminders", "https://app")).toContain(
      "अब आपको दैनिक रिमाइंडर ई-मेल नहीं मिलेंगे। इन्हें प्रोफ़ाइल में फिर से चालू करें।",
    );
    expect(invalidLinkPage("hi", "https://app")).toContain('<html lang="hi">');
  });

  it("say what was switched off, in the texts of docs/product.md §4.25", () => {
    expect(donePage("en", "weekly_reports", "https://app")).toContain(
      "<h1>You're unsubscribed</h1><p>You won't get weekly report e-mails any more. Turn them back on in Profile.</p>",
    );
    expect(invalidLinkPage("en", "https://app")).toContain(
      "<h1>Link not valid</h1><p>This unsubscribe link is not valid. Change your e-mails in Profile.</p>",
    );
  });
});

describe("languageFromAcceptLanguage", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["hi-IN,hi;q=0.9,en;q=0.8", "hi"],
    ["en-IN,en;q=0.9,hi;q=0.8", "en"],
    ["fr, hi;q=0.5", "hi"],
    ["hi;q=0.4, en-GB;q=0.7", "en"],
    ["hi;q=0", "en"],
    ["de", "en"],
  ] as const)("%o → %s", (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });
});
