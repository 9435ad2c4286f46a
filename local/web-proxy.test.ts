import { describe, expect, it } from "vitest";
import { gatewayPathFor } from "./web-proxy.ts";

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
