import { describe, expect, it } from "vitest";
import { type Paise, paise } from "./paise.ts";
import { partsToDecimals, type SplitOutcome, splitAmongMembers } from "./shared-split.ts";

/** The household's members in join order. */
const JOINED = ["asha", "bina", "chetan", "dev"];

const decimals = (outcome: SplitOutcome) => (outcome.ok ? partsToDecimals(outcome.parts) : outcome.message);

const total = (outcome: SplitOutcome): Paise | null =>
  outcome.ok ? ([...outcome.parts.values()].reduce((a, b) => a + b, 0) as Paise) : null;

describe("a shared expense split among members", () => {
  it("equally: ₹100 three ways is 33.34 + 33.33 + 33.33, the leftover paisa to the earliest member", () => {
    expect(
      decimals(
        splitAmongMembers(paise(10_000), { mode: "equal", members: ["chetan", "bina", "asha"] }, JOINED),
      ),
    ).toEqual({
      asha: "33.34",
      bina: "33.33",
      chetan: "33.33",
    });
    // Whatever order the request lists them in, the same member gets the paisa.
    expect(
      decimals(splitAmongMembers(paise(10_000), { mode: "equal", members: ["bina", "chetan"] }, JOINED)),
    ).toEqual({
      bina: "50.00",
      chetan: "50.00",
    });
    expect(
      decimals(splitAmongMembers(paise(200), { mode: "equal", members: ["dev", "bina", "chetan"] }, JOINED)),
    ).toEqual({
      bina: "0.67",
      chetan: "0.67",
      dev: "0.66",
    });
  });

  it("a ₹3,000 dinner three ways is ₹1,000 each, and every split adds up to the paisa", () => {
    expect(
      decimals(
        splitAmongMembers(paise(300_000), { mode: "equal", members: ["asha", "bina", "chetan"] }, JOINED),
      ),
    ).toEqual({
      asha: "1000.00",
      bina: "1000.00",
      chetan: "1000.00",
    });
    for (const amount of [1, 7, 99, 100, 101, 9_999, 123_457, 100_000_000]) {
      for (const members of [["asha"], ["asha", "bina"], JOINED.slice(0, 3), JOINED]) {
        const outcome = splitAmongMembers(paise(amount), { mode: "equal", members }, JOINED);
        if (outcome.ok) expect(total(outcome)).toBe(amount);
        else expect(amount).toBeLessThan(members.length);
      }
    }
  });

  it("by shares: 2 : 1 : 1 of ₹1,000 is 500 + 250 + 250; ₹100 by 1 : 1 : 1 keeps the join-order rule", () => {
    expect(
      decimals(
        splitAmongMembers(
          paise(100_000),
          { mode: "shares", members: ["asha", "bina", "chetan"], shares: { asha: 2, bina: 1, chetan: 1 } },
          JOINED,
        ),
      ),
    ).toEqual({ asha: "500.00", bina: "250.00", chetan: "250.00" });
    expect(
      decimals(
        splitAmongMembers(
          paise(10_000),
          { mode: "shares", members: ["dev", "bina", "chetan"], shares: { dev: 1, bina: 1, chetan: 1 } },
          JOINED,
        ),
      ),
    ).toEqual({ bina: "33.34", chetan: "33.33", dev: "33.33" });
    expect(
      decimals(
        splitAmongMembers(
          paise(100),
          { mode: "shares", members: ["asha", "bina"], shares: { asha: 1.5, bina: 1 } },
          JOINED,
        ),
      ),
    ).toBe("Each member's shares are a whole number from 1 to 100");
    expect(
      decimals(
        splitAmongMembers(
          paise(100),
          { mode: "shares", members: ["asha", "bina"], shares: { asha: 1 } },
          JOINED,
        ),
      ),
    ).toBe("Each member's shares are a whole number from 1 to 100");
  });

  it("exact amounts must add up to the paisa", () => {
    expect(
      decimals(
        splitAmongMembers(
          paise(10_000),
          { mode: "exact", members: ["asha", "bina"], amounts: { asha: "60.50", bina: "39.50" } },
          JOINED,
        ),
      ),
    ).toEqual({ asha: "60.50", bina: "39.50" });
    expect(
      decimals(
        splitAmongMembers(
          paise(10_000),
          { mode: "exact", members: ["asha", "bina"], amounts: { asha: "60.50", bina: "39.49" } },
          JOINED,
        ),
      ),
    ).toBe("The shares add up to ₹99.99, not ₹100.00");
    expect(
      decimals(
        splitAmongMembers(
          paise(10_000),
          { mode: "exact", members: ["asha", "bina"], amounts: { asha: "100.00", bina: "0" } },
          JOINED,
        ),
      ),
    ).toBe("Each member's amount is more than ₹0 with at most two decimals");
    expect(
      decimals(
        splitAmongMembers(
          paise(10_000),
          { mode: "exact", members: ["asha"], amounts: { asha: "50.00", bina: "50.00" } },
          JOINED,
        ),
      ),
    ).toBe("Give an amount for each chosen member only");
  });

  it("refuses no members, a member twice, a stranger and a split too small to share", () => {
    expect(decimals(splitAmongMembers(paise(100), { mode: "equal", members: [] }, JOINED))).toBe(
      "Choose at least one member to share with",
    );
    expect(
      decimals(splitAmongMembers(paise(100), { mode: "equal", members: ["asha", "asha"] }, JOINED)),
    ).toBe("Each member can be chosen once");
    expect(
      decimals(splitAmongMembers(paise(100), { mode: "equal", members: ["asha", "zoya"] }, JOINED)),
    ).toBe("Share only with members of the household");
    expect(
      decimals(splitAmongMembers(paise(2), { mode: "equal", members: ["asha", "bina", "chetan"] }, JOINED)),
    ).toBe("₹0.02 is too little to share among 3 members");
  });
});
