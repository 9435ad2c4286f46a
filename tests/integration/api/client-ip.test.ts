// Which address the per-IP limits count (docs/api.md, "Rate limits"), through the real Deno process:
// the address the gateway saw, never one a caller writes into X-Forwarded-For. Requests leave from
// their own loopback addresses (127.x.y.z are all this machine) so each has a bucket of its own.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import http from "node:http";
import { networkInterfaces } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../../local/config.ts";
import { type FunctionsRunner, startFunctions } from "../../../local/functions/runner.ts";
import { adminSql, randomEmail, stack } from "../../support/index.ts";

/** A loopback address of its own for each caller. */
const loopback = () =>
  `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;
const forged = () => `203.0.113.${1 + Math.floor(Math.random() * 250)}`;

/** POST /api/auth/forgot-password from `localAddress`, with the headers given; resolves to the status. */
function forgotPassword(url: string, localAddress: string, headers: Record<string, string> = {}) {
  const body = JSON.stringify({ email: randomEmail("ip") });
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        localAddress,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** The local addresses of the sockets listening on `port`, from the kernel's tables (Linux). */
async function listeningAddresses(port: number): Promise<string[]> {
  const listening = "0A";
  const rows = await Promise.all(
    ["/proc/net/tcp", "/proc/net/tcp6"].map((file) => readFile(file, "utf8").catch(() => "")),
  );
  return rows
    .flatMap((table) => table.split("\n").slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter(
      ([, local, , state]) =>
        local && state === listening && Number.parseInt(local.split(":")[1] ?? "", 16) === port,
    )
    .map(([, local]) => hexAddress(local?.split(":")[0] ?? ""));
}

/** /proc/net/tcp writes an IPv4 address as one little-endian hex word; IPv6 as 32 hex digits. */
function hexAddress(hex: string): string {
  if (hex.length === 8)
    return (hex.match(/../g) ?? [])
      .reverse()
      .map((byte) => Number.parseInt(byte, 16))
      .join(".");
  return hex === "0".repeat(32) ? "::" : `ipv6:${hex}`;
}

/** Requests counted against `ip` by the forgot-password limit per IP. */
async function countedFor(ip: string): Promise<number> {
  const hash = createHash("sha256").update(ip).digest("hex");
  const [row] = await adminSql()`
    select coalesce(sum(hits), 0)::int as hits from api_private.rate_limit_windows
    where bucket = 'forgot-ip' and subject_hash = ${hash}`;
  return row?.hits ?? 0;
}

describe("the client IP of the per-IP limits", () => {
  it("is the caller's address as the gateway saw it, not what the caller wrote in X-Forwarded-For", async () => {
    const caller = loopback();
    const claimed = forged();
    const url = `${stack().urls.gateway}/functions/v1/api/auth/forgot-password`;
    const status = await forgotPassword(url, caller, {
      apikey: stack().keys.publishableKey,
      "x-forwarded-for": claimed,
      // A caller cannot pass for the gateway by sending its header: the gateway drops it.
      "x-gateway-secret": "guess",
    });
    expect(status).toBe(200);
    expect(await countedFor(caller)).toBe(1);
    expect(await countedFor(claimed)).toBe(0);
  });

  describe("calling the function's own port, around the gateway", () => {
    let runner: FunctionsRunner;
    const log: string[] = [];

    beforeAll(async () => {
      // A second Deno serving supabase/functions/api exactly as the stack's runner does, on this stack.
      const { urls, keys } = stack();
      const smtp = new URL(urls.smtp);
      runner = await startFunctions({
        functionsDir: path.join(projectRoot, "supabase/functions"),
        env: {
          SUPABASE_URL: urls.gateway,
          SUPABASE_ANON_KEY: keys.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
          SUPABASE_DB_URL: urls.db,
          SITE_URL: urls.web,
          SMTP_HOST: smtp.hostname,
          SMTP_PORT: smtp.port,
          SMTP_SECURE: "false",
        },
        watch: false,
        log: (line) => log.push(line),
      });
    }, 120_000);
    afterAll(async () => {
      await runner?.stop();
    });

    it("counts the socket's address, whatever X-Forwarded-For says", async () => {
      const caller = loopback();
      const claimed = forged();
      const origin = runner.origin("api") ?? "";
      expect(
        await forgotPassword(`${origin}/api/auth/forgot-password`, caller, { "x-forwarded-for": claimed }),
      ).toBe(200);
      expect(await countedFor(claimed)).toBe(0);
      expect(await countedFor(caller)).toBe(1);
    });

    it("trusts X-Forwarded-For only with the gateway's secret", async () => {
      const origin = runner.origin("api") ?? "";
      const url = `${origin}/api/auth/forgot-password`;
      const wrong = forged();
      await forgotPassword(url, loopback(), { "x-forwarded-for": wrong, "x-gateway-secret": "guess" });
      expect(await countedFor(wrong)).toBe(0);
      const named = forged();
      await forgotPassword(url, loopback(), {
        "x-forwarded-for": `198.51.100.1, ${named}`,
        "x-gateway-secret": runner.gatewaySecret,
      });
      expect(await countedFor(named)).toBe(1);
    });

    it("listens on the loopback address only", async () => {
      const port = Number(new URL(runner.origin("api") ?? "").port);
      expect(log.join("\n")).toMatch(new RegExp(`Listening on http://127\\.0\\.0\\.1:${port}/`));
      // The kernel's own list: every listening socket on the port is bound to 127.0.0.1.
      const bound = await listeningAddresses(port);
      expect(bound).toEqual(["127.0.0.1"]);
      // From this machine's other addresses (if it has any) no request reaches the function. Whatever
      // answers there (nothing, or a network's own proxy on some machines) is not counted as a caller.
      const others = Object.values(networkInterfaces())
        .flat()
        .filter((address) => address && address.family === "IPv4" && !address.internal)
        .map((address) => address?.address ?? "");
      for (const address of others) {
        await forgotPassword(`http://${address}:${port}/api/auth/forgot-password`, address).catch(() => 0);
        expect(await countedFor(address)).toBe(0);
      }
    });
  });
});
