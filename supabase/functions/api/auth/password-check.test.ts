import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { DUMMY_HASH_COST, passwordMatches } from "./password-check.ts";

describe("passwordMatches", () => {
  it("accepts the right password for a bcrypt hash and refuses others", async () => {
    const hash = bcrypt.hashSync("secret123", 4);
    expect(await passwordMatches("secret123", hash)).toBe(true);
    expect(await passwordMatches("secret124", hash)).toBe(false);
  });

  it("refuses when there is no usable hash, whatever the password", async () => {
    for (const hash of [null, undefined, "", "not-a-hash", "$argon2id$v=19$m=65536,t=3,p=4$abc"]) {
      expect(await passwordMatches("paisa-coach-timing-equaliser", hash)).toBe(false);
    }
  });

  it("uses GoTrue's bcrypt cost for the dummy comparison", () => {
    expect(DUMMY_HASH_COST).toBe(10);
  });
});
