import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./cursor.ts";

describe("expense cursors", () => {
  const cursor = {
    spentAt: "2026-11-22T07:35:00.123456Z",
    createdAt: "2026-11-22T07:36:12.000001Z",
    id: "0b6f7d9e-3c1a-4e2b-9f00-1a2b3c4d5e6f",
  };

  it("round-trips as a URL-safe token", () => {
    const token = encodeCursor(cursor);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(token)).toEqual(cursor);
    expect(decodeCursor(encodeCursor({ ...cursor, spentAt: "1999-12-31T23:59:59.000000Z" }))).toEqual({
      ...cursor,
      spentAt: "1999-12-31T23:59:59.000000Z",
    });
  });

  it.each([
    "",
    "not a cursor",
    "abc",
    encodeCursor({ ...cursor, id: "not-a-uuid" }),
    encodeCursor({ ...cursor, spentAt: "2026-11-22T07:35:00Z" }),
    encodeCursor({ ...cursor, spentAt: "2026-11-22 07:35:00.123456+05:30" }),
    encodeCursor({ ...cursor, createdAt: "yesterday" }),
    btoa(`${cursor.spentAt}|${cursor.id}`),
    btoa(`${cursor.spentAt}|${cursor.createdAt}|${cursor.id}|x`),
    "A".repeat(201),
  ])("refuses %o", (token) => {
    expect(decodeCursor(token)).toBeNull();
  });
});

describe("expense cursors with an impossible instant", () => {
  const id = "0b6f7d9e-3c1a-4e2b-9f00-1a2b3c4d5e6f";
  const fine = "2026-11-22T07:35:00.123456Z";

  it.each([
    "2026-02-30T07:35:00.123456Z",
    "2026-02-29T07:35:00.123456Z",
    "2026-13-01T07:35:00.123456Z",
    "2026-00-10T07:35:00.123456Z",
    "2026-11-22T24:00:00.000000Z",
    "2026-11-22T07:60:00.000000Z",
    "2026-11-22T07:35:60.000000Z",
    "0000-01-01T00:00:00.000000Z",
  ])("refuses %s (Postgres would fail on it)", (instant) => {
    expect(decodeCursor(encodeCursor({ spentAt: instant, createdAt: fine, id }))).toBeNull();
    expect(decodeCursor(encodeCursor({ spentAt: fine, createdAt: instant, id }))).toBeNull();
  });

  it("keeps leap days and the first year", () => {
    for (const instant of ["2028-02-29T23:59:59.999999Z", "0001-01-01T00:00:00.000000Z"]) {
      expect(decodeCursor(encodeCursor({ spentAt: instant, createdAt: instant, id }))?.spentAt).toBe(instant);
    }
  });
});
