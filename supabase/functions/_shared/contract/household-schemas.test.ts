import { describe, expect, it } from "vitest";
import { householdPatchSchema, joinHouseholdSchema, newHouseholdSchema } from "./household-schemas.ts";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe("household payloads", () => {
  it("trims a name and keeps it 1 to 60 characters", () => {
    expect(newHouseholdSchema.parse({ name: "  Flat 302 " })).toEqual({ name: "Flat 302" });
    expect(messageOf(newHouseholdSchema.safeParse({ name: "  " }))).toBe("Name is required");
    expect(messageOf(newHouseholdSchema.safeParse({ name: "x".repeat(61) }))).toBe(
      "Name must be at most 60 characters",
    );
    expect(messageOf(newHouseholdSchema.safeParse({ name: "a\u0000b" }))).toBe(
      "Name must not contain control characters",
    );
  });

  it("patches either the name or the owner, never both or neither", () => {
    const ownerId = "6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f";
    expect(householdPatchSchema.parse({ ownerId })).toEqual({ ownerId });
    expect(householdPatchSchema.parse({ name: "Home" })).toEqual({ name: "Home" });
    expect(messageOf(householdPatchSchema.safeParse({}))).toBe("Send either name or ownerId");
    expect(messageOf(householdPatchSchema.safeParse({ name: "Home", ownerId }))).toBe(
      "Send either name or ownerId",
    );
    expect(messageOf(householdPatchSchema.safeParse({ ownerId: "me" }))).toBe("ownerId must be a user id");
  });

  it("takes an invite code as the link carries it", () => {
    expect(joinHouseholdSchema.parse({ code: " abcdefghijklmnopqrstuvwx " })).toEqual({
      code: "abcdefghijklmnopqrstuvwx",
    });
    expect(messageOf(joinHouseholdSchema.safeParse({ code: "short" }))).toBe(
      "This invite code is not valid: check that you copied the whole link",
    );
    expect(messageOf(joinHouseholdSchema.safeParse({}))).toBe("Invite code is required");
  });
});
