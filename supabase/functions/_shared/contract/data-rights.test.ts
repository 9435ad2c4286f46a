import { describe, expect, it } from "vitest";
import { archiveExpired, eraseKindSchema, nomineeSchema } from "./data-rights.ts";

describe("eraseKindSchema", () => {
  it("takes a known kind with the confirmation, and names what is missing", () => {
    expect(eraseKindSchema.parse({ kind: "messages", confirm: true })).toEqual({
      kind: "messages",
      confirm: true,
    });
    expect(eraseKindSchema.safeParse({ kind: "receipts" }).error?.issues[0]?.message).toBe(
      "Confirm the erasure with confirm: true",
    );
    expect(eraseKindSchema.safeParse({ kind: "all", confirm: true }).error?.issues[0]?.message).toBe(
      "kind must be one of receipts, messages",
    );
  });
});

describe("nomineeSchema", () => {
  it("trims the name, lower-cases the e-mail and knows the relationships", () => {
    expect(
      nomineeSchema.parse({ name: " Asha ", email: "Asha@Example.com", relationship: "parent" }),
    ).toEqual({
      name: "Asha",
      email: "asha@example.com",
      relationship: "parent",
    });
    expect(
      nomineeSchema.safeParse({ name: "Asha", email: "a@example.com", relationship: "boss" }).error?.issues[0]
        ?.message,
    ).toBe("Relationship must be one of spouse, parent, child, sibling, relative, friend, other");
  });
});

describe("archiveExpired", () => {
  it("is expired from its expiry on, never without one", () => {
    const at = new Date("2026-12-04T10:00:00Z");
    expect(archiveExpired({ expiresAt: "2026-12-04T10:00:00.000Z" }, at)).toBe(true);
    expect(archiveExpired({ expiresAt: "2026-12-04T10:00:01.000Z" }, at)).toBe(false);
    expect(archiveExpired({ expiresAt: null }, at)).toBe(false);
  });
});
