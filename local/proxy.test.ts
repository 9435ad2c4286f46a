// The header rules of the streaming proxy (local/proxy.ts).
import { describe, expect, it } from "vitest";
import { forwardedFor, rawHeadersFor } from "./proxy.ts";

describe("rawHeadersFor", () => {
  const drop = new Set(["connection", "host"]);

  it("drops the listed headers in any spelling and keeps duplicates and the original case", () => {
    const raw = ["Host", "a", "Connection", "keep-alive", "Set-Cookie", "a=1", "set-cookie", "b=2"];
    expect(rawHeadersFor(raw, drop)).toEqual(["Set-Cookie", "a=1", "set-cookie", "b=2"]);
  });

  it("replaces overridden headers and leaves those overridden with undefined alone", () => {
    const raw = ["Authorization", "Bearer sb_x", "X-Forwarded-For", "203.0.113.7", "apikey", "k"];
    const set = { authorization: "Bearer jwt", apikey: undefined, host: "127.0.0.1:1" };
    expect(rawHeadersFor(raw, drop, set)).toEqual([
      "X-Forwarded-For",
      "203.0.113.7",
      "apikey",
      "k",
      "authorization",
      "Bearer jwt",
      "host",
      "127.0.0.1:1",
    ]);
  });
});

describe("forwardedFor", () => {
  it("appends the client, without the IPv4-mapped prefix", () => {
    expect(forwardedFor(undefined, "::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(forwardedFor("203.0.113.7", "127.0.0.1")).toBe("203.0.113.7, 127.0.0.1");
    expect(forwardedFor("203.0.113.7", undefined)).toBe("203.0.113.7");
  });
});
