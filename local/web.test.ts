// The production static server: SPA fallback, cache headers, compression, path safety.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheControlFor, createStaticApp } from "./web.ts";

let dist: string;
let app: ReturnType<typeof createStaticApp>;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), "paisa-dist-"));
  await mkdir(path.join(dist, "assets"));
  await writeFile(path.join(dist, "index.html"), '<!doctype html><div id="root"></div>');
  await writeFile(
    path.join(dist, "assets/index-abc123.js"),
    `console.log(${JSON.stringify("x".repeat(4000))});`,
  );
  await writeFile(path.join(dist, "manifest.webmanifest"), "{}");
  // Nothing listens here: gateway paths must not be served from dist.
  app = createStaticApp(dist, "http://127.0.0.1:9");
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe("static production server", () => {
  it("serves hashed assets with a year-long immutable cache", async () => {
    const response = await app.request("/assets/index-abc123.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("compresses text when the browser accepts gzip", async () => {
    const response = await app.request("/assets/index-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("answers app routes with index.html, never cached", async () => {
    for (const route of ["/", "/budget", "/analytics/month"]) {
      const response = await app.request(route);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("keeps a missing asset a 404 instead of answering it with HTML", async () => {
    expect((await app.request("/assets/missing-123.js")).status).toBe(404);
    expect((await app.request("/missing.png")).status).toBe(404);
  });

  it("serves the web manifest with its media type", async () => {
    const response = await app.request("/manifest.webmanifest");
    expect(response.headers.get("content-type")).toBe("application/manifest+json");
  });

  it("does not serve files outside dist", async () => {
    const response = await app.request("/..%2f..%2fetc%2fpasswd");
    expect(response.status).toBe(404);
  });

  it("forwards gateway paths instead of serving them (502 when the gateway is down)", async () => {
    const response = await app.request("/api/health");
    expect(response.status).toBe(502);
  });
});

describe("security headers of the production server", () => {
  it("send a strict Content-Security-Policy and the other protective headers with every file", async () => {
    for (const route of ["/", "/budget", "/assets/index-abc123.js", "/manifest.webmanifest"]) {
      const response = await app.request(route);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp, route).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=(self), microphone=(self)");
      expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=(\d+)/);
      expect(
        Number(/max-age=(\d+)/.exec(response.headers.get("strict-transport-security") ?? "")?.[1]),
      ).toBeGreaterThanOrEqual(31_536_000);
      expect(response.headers.get("x-frame-options")).toBe("DENY");
    }
  });
});

describe("cacheControlFor", () => {
  it("caches only Vite's hashed assets", () => {
    expect(cacheControlFor("assets/index-abc.js")).toContain("immutable");
    expect(cacheControlFor("index.html")).toBe("no-cache");
    expect(cacheControlFor("sw.js")).toBe("no-cache");
  });
});
