import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { jobsUrl, startScheduler } from "./scheduler.ts";

const servers: Array<{ close(): void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A stand-in gateway that records the calls it gets. */
async function gateway(status = 200) {
  const calls: Array<{ url: string; authorization: string | undefined; body: string }> = [];
  const waiting: Array<() => void> = [];
  const server = createServer((request: IncomingMessage, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      calls.push({ url: request.url ?? "", authorization: request.headers.authorization, body });
      response.writeHead(status, { "Content-Type": "application/json" }).end('{"message":"no"}');
      for (const wake of waiting.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const untilCalls = async (count: number) => {
    while (calls.length < count) await new Promise<void>((resolve) => waiting.push(resolve));
  };
  return { url, calls, untilCalls };
}

describe("local scheduler", () => {
  it("posts to the api function's jobs/run with the service role key, at once and then on every tick", async () => {
    const fake = await gateway();
    const scheduler = startScheduler({ gatewayUrl: fake.url, serviceRoleKey: "service-key", intervalMs: 20 });
    await fake.untilCalls(3);
    await scheduler.stop();
    expect(fake.calls[0]).toEqual({
      url: "/functions/v1/api/jobs/run",
      authorization: "Bearer service-key",
      body: "{}",
    });
  });

  it("logs a refused run and keeps going", async () => {
    const fake = await gateway(403);
    const lines: string[] = [];
    const scheduler = startScheduler({
      gatewayUrl: fake.url,
      serviceRoleKey: "wrong",
      intervalMs: 20,
      log: (line) => lines.push(line),
    });
    await fake.untilCalls(2);
    await scheduler.stop();
    expect(lines[0]).toBe('[scheduler] jobs/run answered 403: {"message":"no"}');
  });

  it("builds the function's URL from the gateway's", () => {
    expect(jobsUrl("http://127.0.0.1:54321/")).toBe("http://127.0.0.1:54321/functions/v1/api/jobs/run");
  });
});
