import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { gatewayPathFor, rejectOversizedBodies } from "./web-proxy.ts";

describe("gatewayPathFor", () => {
  it("sends /api and everything under it to the api function", () => {
    expect(gatewayPathFor("/api")).toBe("/functions/v1/api");
    expect(gatewayPathFor("/api/health")).toBe("/functions/v1/api/health");
    expect(gatewayPathFor("/api/expenses?month=2026-11")).toBe("/functions/v1/api/expenses?month=2026-11");
    expect(gatewayPathFor("/api?x=1")).toBe("/functions/v1/api?x=1");
  });

  it("forwards the Supabase service prefixes unchanged", () => {
    expect(gatewayPathFor("/auth/v1/token?grant_type=password")).toBe("/auth/v1/token?grant_type=password");
    expect(gatewayPathFor("/storage/v1/object/receipts/a.jpg")).toBe("/storage/v1/object/receipts/a.jpg");
    expect(gatewayPathFor("/functions/v1/api/health")).toBe("/functions/v1/api/health");
  });

  it("leaves app paths to the web server", () => {
    for (const path of ["/", "/apiary", "/budget", "/assets/index-abc.js", "/auth/v10", "/authorize"]) {
      expect(gatewayPathFor(path)).toBeUndefined();
    }
  });
});

describe("rejectOversizedBodies (Vite dev server)", () => {
  const run = (url: string, contentLength: string) =>
    new Promise<{ status?: number; body?: string; passed: boolean }>((resolve) => {
      const req = { url, headers: { "content-length": contentLength } } as unknown as IncomingMessage;
      const res = {
        writeHead: (status: number) => ({ status }),
        end: (body: string) => resolve({ status: 413, body, passed: false }),
      } as unknown as ServerResponse;
      rejectOversizedBodies(req, res, () => resolve({ passed: true }));
    });

  it("answers 413 for an /api or Auth body over the cap, before the proxy sees it", async () => {
    for (const url of ["/api/auth/signin", "/auth/v1/signup"]) {
      const result = await run(url, String(1024 * 1024));
      expect(result.passed).toBe(false);
      expect(JSON.parse(result.body ?? "{}")).toMatchObject({ code: "request_too_large" });
    }
  });

  it("lets ordinary bodies and app paths through", async () => {
    expect((await run("/api/expenses", "300")).passed).toBe(true);
    expect((await run("/storage/v1/object/receipts/a.jpg", String(2 * 1024 * 1024))).passed).toBe(true);
    expect((await run("/budget", String(1024 * 1024))).passed).toBe(true);
  });
});
