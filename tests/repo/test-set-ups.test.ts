// A set-up many integration tests need is written once, beside them, and imported: a household of
// members for the database tests (tests/integration/db/household-with.ts), as api-client.ts
// householdWith is for the API tests. A copy in a test file drifts from the others (a member who
// never joined, an invite made at another time) and hides what the test is about.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const dbTests = readdirSync(path.join(root, "tests/integration/db"))
  .filter((name) => name.endsWith(".test.ts"))
  .map((name) => ({
    file: `tests/integration/db/${name}`,
    text: readFileSync(path.join(root, "tests/integration/db", name), "utf8"),
  }));

describe("the database tests' household set-up", () => {
  it("is not written again in a test file", () => {
    const copies = dbTests
      .filter(({ text }) => /function (createHousehold|joinHousehold|householdOf|householdWith)\b/.test(text))
      .map(({ file }) => file);
    expect(copies).toEqual([]);
  });

  it("invites and joins through household-with.ts, except in the test of invites itself", () => {
    const inviting = dbTests
      .filter(({ text }) => /private\.create_household_invite\(\$\{/.test(text))
      .map(({ file }) => file);
    expect(inviting).toEqual(["tests/integration/db/households.test.ts"]);
  });
});
