// The header rules of the streaming proxy (local/proxy.ts), and its reuse of kept-alive sockets.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeServer } from "./gateway.ts";
import { forwardedFor, proxy, rawHeadersFor } from "./proxy.ts";

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

describe("proxy over kept-alive sockets", () => {
  // An upstream that closes a kept-alive socket when a second request arrives on it, as a server
  // whose idle timeout ends just as the proxy reuses the socket.
  // Every request it read to the end, as "METHOD /path body": what the upstream really received.
  const received: string[] = [];
  const upstream = http.createServer((request, response) => {
    const socket = request.socket as typeof request.socket & { served?: number };
    socket.served = (socket.served ?? 0) + 1;
    if (socket.served > 1) {
      socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push(`${request.method} ${request.url} ${Buffer.concat(chunks).toString()}`.trim());
      // A request that reached the upstream and broke it before any answer: not to be sent again.
      if (request.url === "/fail-fresh") return void socket.destroy();
      response.end(`answered ${request.method}`);
    });
  });
  let front: ServerType;
  let frontUrl = "";

  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const target = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const app = new Hono().all("*", (c) => proxy(c, `${target}${new URL(c.req.url).pathname}`));
    front = await new Promise<ServerType>((resolve) => {
      const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve(server));
    });
    frontUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await closeServer(front);
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it("sends a GET again on a fresh socket when the reused one is closed under it", async () => {
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${frontUrl}/user`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("answered GET");
    }
  });

  it("delivers a POST once on a fresh socket when the reused one is closed under it", async () => {
    received.length = 0;
    expect((await fetch(`${frontUrl}/warm`)).status).toBe(200);
    const response = await fetch(`${frontUrl}/expenses`, { method: "POST", body: '{"amount":"12"}' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("answered POST");
    expect(received.filter((line) => line.startsWith("POST"))).toEqual(['POST /expenses {"amount":"12"}']);
  });

  it("does not send a POST again when the upstream failed it on a fresh socket", async () => {
    received.length = 0;
    const response = await fetch(`${frontUrl}/fail-fresh`, { method: "POST", body: "{}" });
    expect(response.status).toBe(502);
    expect((await response.json()).message).toContain("socket hang up");
    expect(received).toEqual(["POST /fail-fresh {}"]);
  });
});
