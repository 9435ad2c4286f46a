import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, apiErrorOf, createApiClient, isNetworkError, serverMessage } from "./api";

// A real HTTP server (no fetch stubs): each path answers one way, and every request is recorded.
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}
const seen: Seen[] = [];
let server: Server;
let baseUrl = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      const path = (req.url ?? "").replace(/^\/api/, "");
      if (path === "/json")
        return void res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
      if (path === "/empty") return void res.writeHead(204).end();
      if (path === "/csv") {
        return void res
          .writeHead(200, {
            "content-type": "text/csv",
            "content-disposition": 'attachment; filename="e.csv"',
          })
          .end("\uFEFFDate\r\n");
      }
      if (path === "/bad") {
        return void res
          .writeHead(400, { "content-type": "application/json" })
          .end('{"message":"Amount must be greater than 0"}');
      }
      if (path === "/unauthorized") return void res.writeHead(401, "Unauthorized").end();
      if (path === "/text-error")
        return void res.writeHead(500, "Internal Server Error").end("database is down");
      if (path === "/html-error")
        return void res.writeHead(502, "Bad Gateway").end("<html>bad gateway</html>");
      res.writeHead(404, "Not Found").end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = (token: string | null = "access-token") =>
  createApiClient({ baseUrl, getAccessToken: async () => token });

const last = () => seen[seen.length - 1] as Seen;

describe("api client", () => {
  it("reads JSON and sends the bearer token without a content type on a GET", async () => {
    await expect(client().get("/json")).resolves.toEqual({ ok: true });
    expect(last().url).toBe("/api/json");
    expect(last().headers.authorization).toBe("Bearer access-token");
    expect(last().headers["content-type"]).toBeUndefined();
  });

  it("sends a JSON content type only when there is a body", async () => {
    await client().post("/json", { amount: "12.50" });
    expect(last().headers["content-type"]).toBe("application/json");
    expect(JSON.parse(last().body)).toEqual({ amount: "12.50" });

    await client().post("/json");
    expect(last().method).toBe("POST");
    expect(last().headers["content-type"]).toBeUndefined();
    expect(last().body).toBe("");
  });

  it("sends a form as multipart with its own boundary, and reads a file byte for byte", async () => {
    const form = new FormData();
    form.append("file", new File(["Date,Amount\n"], "x.csv", { type: "text/csv" }));
    await client().post("/json", form);
    expect(last().headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(last().body).toContain('filename="x.csv"');
    const { data, headers } = await client().readWithHeaders<Blob>("/csv", "Export failed", { asBlob: true });
    expect([...new Uint8Array(await data.arrayBuffer())].slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    expect(headers.get("content-disposition")).toBe('attachment; filename="e.csv"');
  });

  it("omits the Authorization header when signed out", async () => {
    await client(null).get("/json");
    expect(last().headers.authorization).toBeUndefined();
  });

  it("answers null for 204 No Content", async () => {
    await expect(client().delete("/empty")).resolves.toBeNull();
  });

  it('turns a non-success into "<status>: <body text>"', async () => {
    const error = await client()
      .post("/bad", { amount: "0" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"message":"Amount must be greater than 0"}');
    expect((error as ApiError).status).toBe(400);
    expect(serverMessage(error)).toBe("Amount must be greater than 0");
  });

  it('uses the status text when the body is empty: "401: Unauthorized"', async () => {
    await expect(client().get("/unauthorized")).rejects.toThrow(/^401: Unauthorized$/);
    await expect(client().get("/missing")).rejects.toThrow(/^404: Not Found$/);
  });

  it("keeps a plain-text body as it is", async () => {
    const error = await client()
      .get("/text-error")
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe("500: database is down");
    expect(serverMessage(error)).toBe("database is down");
  });

  it("does not offer an HTML error page as a message", async () => {
    const error = await client()
      .get("/html-error")
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe("502: <html>bad gateway</html>");
    expect(serverMessage(error)).toBeNull();
  });

  it("puts a screen's read-failure text in front of the status and keeps the ApiError", async () => {
    const error = await client()
      .read("/text-error", "Failed to fetch expenses")
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe("Failed to fetch expenses: 500: database is down");
    expect(apiErrorOf(error)?.status).toBe(500);
    await expect(client().read("/json", "Failed to fetch expenses")).resolves.toEqual({ ok: true });
  });

  it("finds no ApiError behind a network failure", async () => {
    const offline = createApiClient({ baseUrl: "http://127.0.0.1:9/api", getAccessToken: async () => null });
    const error = await offline.read("/json", "Failed to fetch expenses").catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/^Failed to fetch expenses: /);
    expect(apiErrorOf(error)).toBeNull();
  });

  it("can yield null on 401 for the current-user read", async () => {
    await expect(client().get("/unauthorized", { nullOn401: true })).resolves.toBeNull();
  });

  it("reports a refused connection as a network error, not an ApiError", async () => {
    const offline = createApiClient({ baseUrl: "http://127.0.0.1:9/api", getAccessToken: async () => null });
    const error = await offline.get("/json").catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(isNetworkError(error)).toBe(true);
  });

  it("tells a server's answer from a network failure behind read's screen text too", async () => {
    const answered = await client()
      .read("/bad", "Failed to fetch expenses")
      .catch((e: unknown) => e);
    expect(isNetworkError(answered)).toBe(false);
    const offline = createApiClient({ baseUrl: "http://127.0.0.1:9/api", getAccessToken: async () => null });
    const cutOff = await offline.read("/json", "Failed to fetch expenses").catch((e: unknown) => e);
    expect(isNetworkError(cutOff)).toBe(true);
  });
});
