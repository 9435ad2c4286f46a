import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env.ts";
import { clientIp, fromTrustedProxy, GATEWAY_SECRET_HEADER } from "./client-ip.ts";

const app = new Hono<AppEnv>().get("/", (c) => c.text(clientIp(c)));
const ipOf = async (headers: Record<string, string>, env: AppEnv["Bindings"]) =>
  (await app.request("/", { headers }, env)).text();

describe("fromTrustedProxy", () => {
  const secret = "s3cret-of-the-local-gateway";
  const headers = (value?: string) =>
    new Headers(value === undefined ? {} : { [GATEWAY_SECRET_HEADER]: value });

  it("trusts the platform's proxy on Supabase Edge, where nothing reaches the function around it", () => {
    expect(fromTrustedProxy(headers(), { platform: true })).toBe(true);
  });

  it("trusts on plain Deno only a caller presenting the gateway's secret", () => {
    expect(fromTrustedProxy(headers(secret), { platform: false, gatewaySecret: secret })).toBe(true);
    expect(fromTrustedProxy(headers(), { platform: false, gatewaySecret: secret })).toBe(false);
    expect(fromTrustedProxy(headers(`${secret}x`), { platform: false, gatewaySecret: secret })).toBe(false);
    expect(
      fromTrustedProxy(headers("s3cret-of-the-local-gatewaX"), { platform: false, gatewaySecret: secret }),
    ).toBe(false);
    // Without a secret configured nobody passes, not even one sending an empty header.
    expect(fromTrustedProxy(headers(""), { platform: false })).toBe(false);
    expect(fromTrustedProxy(headers(""), { platform: false, gatewaySecret: "" })).toBe(false);
  });
});

describe("clientIp", () => {
  const forwarded = { "X-Forwarded-For": "198.51.100.7, 203.0.113.9", "X-Real-IP": "192.0.2.1" };

  it("is the last X-Forwarded-For entry when the proxy in front wrote it", async () => {
    expect(await ipOf(forwarded, { remoteAddr: "127.0.0.1", forwardedByProxy: true })).toBe("203.0.113.9");
    expect(await ipOf({ "X-Real-IP": "192.0.2.1" }, { forwardedByProxy: true })).toBe("192.0.2.1");
  });

  it("is the socket's address otherwise, whatever the headers claim", async () => {
    expect(await ipOf(forwarded, { remoteAddr: "127.0.0.5" })).toBe("127.0.0.5");
    expect(await ipOf(forwarded, { remoteAddr: "127.0.0.5", forwardedByProxy: false })).toBe("127.0.0.5");
    expect(await ipOf(forwarded, {})).toBe("unknown");
  });
});
