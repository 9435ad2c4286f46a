// What the production server sends with the app: a strict Content-Security-Policy (no inline script),
// no framing, a referrer and permissions policy, HSTS, and no source maps. (Every journey also fails
// on a CSP violation: see the `page` fixture in e2e/setup/fixtures.ts.)
import { expect, test } from "./setup/fixtures.ts";

test("the app is served with the security headers", async ({ page }) => {
  const response = await page.goto("/");
  const headers = response?.headers() ?? {};
  expect(headers["content-security-policy"]).toContain("script-src 'self' 'wasm-unsafe-eval';");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=(self), microphone=(self)");
  expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}/);
  expect(headers["x-frame-options"]).toBe("DENY");
  await expect(page.getByRole("heading", { name: "Your personal finance coach" })).toBeVisible();
});

test("the built pages have no inline script and no source maps are published", async ({ request }) => {
  // index.html and the prerendered screens (docs/web.md "Prerendered public screens").
  for (const page of ["/", "/signin", "/signup", "/forgot-password", "/terms", "/privacy"]) {
    const html = await (await request.get(page)).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      // next-themes' own first-paint script is rendered as a data block: browsers never run it.
      if (/\btype="application\/json"/.test(attributes ?? "")) continue;
      expect(attributes, `${page}: every script is a file`).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe("");
    }
  }
  const html = await (await request.get("/")).text();
  const entry = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  const code = await (await request.get(entry as string)).text();
  expect(code).not.toContain("sourceMappingURL");
  expect((await request.get(`${entry}.map`)).status()).toBe(404);
});

test("the app cannot be framed by another site", async ({ browser, baseURL }) => {
  // Its own page: the blocked frame is the point here, not a violation to fail on.
  const page = await browser.newPage();
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/frame-ancestors/.test(message.text())) blocked.push(message.text());
  });
  await page.setContent(`<iframe id="app" src="${baseURL}/signin"></iframe>`);
  await expect.poll(() => blocked.length).toBeGreaterThan(0);
  await expect(
    page.frameLocator("#app").getByRole("heading", { name: "Sign in to Paisa Coach" }),
  ).toHaveCount(0);
  await page.close();
});
