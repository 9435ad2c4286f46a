import { describe, expect, it } from "vitest";
import { call, testApp } from "./api-client.ts";

describe("GET /api/health", () => {
  it("answers ok while the database is reachable", async () => {
    const res = await call(testApp(), "GET", "/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
  });

  it("answers 503 when the database is not", async () => {
    const postgres = (await import("postgres")).default;
    const unreachable = postgres("postgresql://postgres:postgres@127.0.0.1:1/postgres", {
      connect_timeout: 2,
      max: 1,
    });
    const res = await call(testApp({ sql: unreachable }), "GET", "/health");
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/database/i);
    await unreachable.end();
  });

  it("answers unknown paths with a JSON 404", async () => {
    const res = await call(testApp(), "GET", "/nope");
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/not found/i);
  });
});
