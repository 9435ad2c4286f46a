// What a caller can type into a cursor or a path gets a 400 with a message (or a 404), never a 500.
import { describe, expect, it } from "vitest";
import { encodeCursor } from "../../../supabase/functions/api/http/cursor.ts";
import { adminSql } from "../../support/index.ts";
import { call, signedInUser, testApp } from "./api-client.ts";

const app = testApp();

describe("a well-formed cursor with an impossible position", () => {
  const id = "0b6f7d9e-3c1a-4e2b-9f00-1a2b3c4d5e6f";
  const fine = "2026-11-22T07:35:00.123456Z";

  it.each([
    ["30 February", "2026-02-30T07:35:00.123456Z", fine],
    ["month 13", "2026-13-01T07:35:00.123456Z", fine],
    ["hour 25", fine, "2026-11-22T25:00:00.000000Z"],
    ["the year 0", "0000-01-01T00:00:00.000000Z", fine],
  ])("answers 400 for %s", async (_, spentAt, createdAt) => {
    const user = await signedInUser(app);
    const before = encodeCursor({ spentAt, createdAt, id });
    const res = await call(app, "GET", `/expenses?before=${before}`, { token: user.token });
    expect(res).toMatchObject({
      status: 400,
      body: { message: "before must be a cursor from an earlier page" },
    });
  });
});

describe("DELETE /api/merchant-categories/:key", () => {
  const learn = (userId: string, key: string) =>
    adminSql()`insert into public.merchant_categories (user_id, merchant_key, category)
      values (${userId}, ${key}, 'Shopping')`;

  it("decodes the key once: a key with a percent sign is forgotten, an encoded % is just a key", async () => {
    const user = await signedInUser(app);
    await learn(user.id, "50% off");
    const forgotten = await call(app, "DELETE", `/merchant-categories/${encodeURIComponent("50% off")}`, {
      token: user.token,
    });
    expect(forgotten).toMatchObject({ status: 200, body: { key: "50% off" } });
    const absent = await call(app, "DELETE", "/merchant-categories/%25", { token: user.token });
    expect(absent).toMatchObject({ status: 404, body: { message: "No learned category for this merchant" } });
  });

  it.each([
    ["a bare %", "%"],
    ["a broken escape", "swiggy%2"],
    ["bytes that are not UTF-8", "%E0%A4"],
  ])("answers 400 for %s", async (_, raw) => {
    const user = await signedInUser(app);
    const res = await call(app, "DELETE", `/merchant-categories/${raw}`, { token: user.token });
    expect(res).toMatchObject({
      status: 400,
      body: { message: "The merchant key must be URL-encoded (encodeURIComponent)" },
    });
  });

  it("answers 400 for a key longer than any learned one", async () => {
    const user = await signedInUser(app);
    const res = await call(app, "DELETE", `/merchant-categories/${"k".repeat(101)}`, { token: user.token });
    expect(res).toMatchObject({
      status: 400,
      body: { message: "The merchant key must be 1 to 100 characters" },
    });
  });
});

describe("ids in paths", () => {
  it.each([
    ["PATCH", "/expenses/%", { description: "x" }],
    ["DELETE", "/expenses/%E0%A4", undefined],
    ["POST", "/expenses/%25/restore", undefined],
    ["POST", "/notifications/%/read", undefined],
    ["PATCH", "/recurring/%E0%A4", { paused: true }],
    ["POST", "/recurring/%25/skip", undefined],
    ["DELETE", "/recurring/%00", undefined],
  ])("%s %s: an id that is no UUID is simply not found", async (method, path, body) => {
    const user = await signedInUser(app);
    const res = await call(app, method, path, { token: user.token, body });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/not found|can no longer be restored/i);
  });
});
