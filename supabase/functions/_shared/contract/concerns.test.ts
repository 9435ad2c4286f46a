import { describe, expect, it } from "vitest";
import {
  CONCERN_RESPONSE_DAYS,
  canMoveConcern,
  concernAnswerSchema,
  concernDaysLeft,
  newConcernSchema,
} from "./concerns.ts";

const DAY = 86_400_000;
const raised = new Date("2026-11-01T10:00:00Z");

describe("concernDaysLeft", () => {
  it("counts the published response time down from the day it was raised", () => {
    expect(CONCERN_RESPONSE_DAYS).toBe(90);
    expect(concernDaysLeft(raised, raised)).toBe(90);
    expect(concernDaysLeft(raised, new Date(raised.getTime() + 10 * DAY))).toBe(80);
    expect(concernDaysLeft(raised, new Date(raised.getTime() + 10.5 * DAY))).toBe(80);
    expect(concernDaysLeft(raised, new Date(raised.getTime() + 90 * DAY))).toBe(0);
    expect(concernDaysLeft(raised, new Date(raised.getTime() + 92 * DAY))).toBe(-2);
  });
});

describe("canMoveConcern", () => {
  it("moves a concern forward only", () => {
    expect(canMoveConcern("open", "in_progress")).toBe(true);
    expect(canMoveConcern("open", "resolved")).toBe(true);
    expect(canMoveConcern("in_progress", "resolved")).toBe(true);
    expect(canMoveConcern("resolved", "in_progress")).toBe(false);
    expect(canMoveConcern("in_progress", "in_progress")).toBe(false);
  });
});

describe("concern payloads", () => {
  it("takes a known category and up to 2,000 characters, line breaks included", () => {
    expect(newConcernSchema.parse({ category: "erasure", text: " Delete my photos\nplease " })).toEqual({
      category: "erasure",
      text: "Delete my photos\nplease",
    });
    expect(newConcernSchema.safeParse({ category: "billing", text: "x" }).success).toBe(false);
    expect(newConcernSchema.safeParse({ category: "other", text: "   " }).success).toBe(false);
    expect(newConcernSchema.safeParse({ category: "other", text: "x".repeat(2001) }).success).toBe(false);
    expect(newConcernSchema.safeParse({ category: "other", text: "bell\u0007" }).success).toBe(false);
  });

  it("resolves only with a reply", () => {
    expect(concernAnswerSchema.safeParse({ status: "resolved" }).success).toBe(false);
    expect(concernAnswerSchema.safeParse({ status: "resolved", reply: "Done" }).success).toBe(true);
    expect(concernAnswerSchema.safeParse({ status: "in_progress" }).success).toBe(true);
    expect(concernAnswerSchema.safeParse({ status: "open" }).success).toBe(false);
  });
});
