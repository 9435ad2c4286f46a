import { describe, expect, it } from "vitest";
import { APP_HTML_MARKER, pageFileName, pageHtml } from "./page-html";

const template = `<!doctype html>\n<html lang="en-IN">\n<head></head><body><div id="root">${APP_HTML_MARKER}</div></body></html>`;

describe("pageFileName", () => {
  it("serves / from index.html and every other path from <path>.html", () => {
    expect(pageFileName("/")).toBe("index.html");
    expect(pageFileName("/signin")).toBe("signin.html");
    expect(pageFileName("/forgot-password")).toBe("forgot-password.html");
  });
});

describe("pageHtml", () => {
  it("puts the markup in the root and names the screen on <html>", () => {
    const html = pageHtml(template, "/signin", "<main><h1>Sign in</h1></main>");
    expect(html).toContain('<html data-prerendered="/signin" lang="en-IN">');
    expect(html).toContain('<div id="root"><main><h1>Sign in</h1></main></div>');
    expect(html).not.toContain(APP_HTML_MARKER);
  });

  it("inserts markup with $ signs as written (no replacement patterns)", () => {
    expect(pageHtml(template, "/", "<p>$& $1 ₹</p>")).toContain('<div id="root"><p>$& $1 ₹</p></div>');
  });

  it("refuses a template without the marker rather than writing a page without its screen", () => {
    expect(() => pageHtml("<html><body></body></html>", "/", "<p/>")).toThrow(/app-html/);
  });
});
