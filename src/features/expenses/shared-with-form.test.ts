import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../i18n/i18n.ts";
import {
  draftOfExpense,
  justMe,
  myPartOf,
  type SharedWithDraft,
  sharedWithPreview,
  sharedWithProblem,
  sharingEditPatch,
  sharingPayload,
  startSharing,
} from "./shared-with-form.ts";

const ASHA = "a0000000-0000-4000-8000-000000000001";
const RAVI = "b0000000-0000-4000-8000-000000000002";
const MEERA = "c0000000-0000-4000-8000-000000000003";
const HOME = "d0000000-0000-4000-8000-000000000004";
// Listed out of order: the parts follow the order they joined (Ravi first).
const members = [
  { userId: ASHA, displayName: "Asha", joinedAt: "2026-11-02T10:00:00Z" },
  { userId: MEERA, displayName: "Meera", joinedAt: "2026-11-03T10:00:00Z" },
  { userId: RAVI, displayName: "Ravi", joinedAt: "2026-11-01T10:00:00Z" },
];
const parts = (amount: string, draft: SharedWithDraft) =>
  Object.fromEntries(
    [...(sharedWithPreview(amount, draft, members).parts ?? [])].map(([id, paise]) => [id, paise]),
  );

afterEach(() => setLanguage("en", { remember: false }));

describe("Shared with", () => {
  it("starts paid by me, equally among every current member; ₹100 three ways is 33.34 + 33.33 + 33.33", () => {
    const draft = startSharing(HOME, members, ASHA);
    expect(draft).toMatchObject({
      householdId: HOME,
      paidBy: ASHA,
      mode: "equal",
      chosen: [RAVI, ASHA, MEERA],
    });
    expect(parts("100", draft)).toEqual({ [RAVI]: 3334, [ASHA]: 3333, [MEERA]: 3333 });
    expect(myPartOf(sharedWithPreview("100", draft, members), ASHA)).toBe("33.33");
    expect(sharingPayload(draft)).toEqual({
      householdId: HOME,
      paidBy: ASHA,
      split: { mode: "equal", members: [RAVI, ASHA, MEERA] },
    });
  });

  it("by shares leaves out a member with no shares, and splits by the numbers typed", () => {
    const draft = {
      ...startSharing(HOME, members, ASHA),
      mode: "shares" as const,
      shares: { [ASHA]: "2", [RAVI]: "1", [MEERA]: "" },
    };
    expect(parts("300", draft)).toEqual({ [RAVI]: 10000, [ASHA]: 20000 });
    expect(sharingPayload(draft)?.split).toEqual({
      mode: "shares",
      members: [ASHA, RAVI],
      shares: { [ASHA]: 2, [RAVI]: 1 },
    });
  });

  it("exact amounts say what is left to assign, and refuse to save until they add up to the paisa", () => {
    const draft = {
      ...startSharing(HOME, members, ASHA),
      mode: "exact" as const,
      amounts: { [ASHA]: "200", [RAVI]: "99.99" },
    };
    const short = sharedWithPreview("300", draft, members);
    expect(short.remaining).toBe(1);
    expect(short.problem).toBe("The amounts add up to ₹299.99, not ₹300");
    expect(sharedWithProblem("300", draft, members)).toBe(short.problem);
    const exact = { ...draft, amounts: { [ASHA]: "200", [RAVI]: "100" } };
    expect(sharedWithProblem("300", exact, members)).toBeNull();
    expect(parts("300", exact)).toEqual({ [RAVI]: 10000, [ASHA]: 20000 });
    expect(sharingPayload(exact)?.split).toEqual({
      mode: "exact",
      members: [ASHA, RAVI],
      amounts: { [ASHA]: "200", [RAVI]: "100" },
    });
  });

  it("says its problems in Hindi too", async () => {
    await setLanguage("hi", { remember: false });
    const nobody = { ...startSharing(HOME, members, ASHA), chosen: [] };
    expect(sharedWithProblem("100", nobody, members)).toBe("कम से कम एक सदस्य चुनें जिसके साथ बाँटना है");
    const exact = { ...nobody, mode: "exact" as const, amounts: { [ASHA]: "50" } };
    expect(sharedWithProblem("100", exact, members)).toMatch(/रकमों का जोड़ .*50.* है, .*100.* नहीं/);
  });

  it("Just me sends no sharing, and a saved shared expense opens with its household, payer and parts", () => {
    expect(sharingPayload(draftOfExpense({}, ASHA))).toBeNull();
    expect(sharedWithProblem("100", draftOfExpense({}, ASHA), members)).toBeNull();
    const draft = draftOfExpense(
      {
        householdId: HOME,
        paidBy: RAVI,
        shares: [
          { userId: RAVI, amount: "150.00", former: false },
          { userId: ASHA, amount: "150.50", former: false },
        ],
      },
      ASHA,
    );
    expect(draft).toMatchObject({ householdId: HOME, paidBy: RAVI, mode: "exact", chosen: [RAVI, ASHA] });
    expect(draft.amounts).toEqual({ [RAVI]: "150", [ASHA]: "150.50" });
  });
});

describe("editing a shared expense", () => {
  const saved = draftOfExpense(
    {
      householdId: HOME,
      paidBy: ASHA,
      shares: [
        { userId: RAVI, amount: "150.00", former: false },
        { userId: ASHA, amount: "150.00", former: false },
      ],
    },
    ASHA,
  );

  it("sends nothing about sharing when it is untouched, and the split again with a new amount", () => {
    expect(sharingEditPatch(saved, saved, false)).toEqual({});
    expect(sharingEditPatch(saved, saved, true)).toEqual(sharingPayload(saved));
  });

  it("sends the new split when it changes, and householdId null for Just me", () => {
    const exact = { ...saved, amounts: { [RAVI]: "100", [ASHA]: "200" } };
    expect(sharingEditPatch(saved, exact, false)).toEqual({
      householdId: HOME,
      paidBy: ASHA,
      split: { mode: "exact", members: [RAVI, ASHA], amounts: { [RAVI]: "100", [ASHA]: "200" } },
    });
    expect(sharingEditPatch(saved, justMe(ASHA), false)).toEqual({ householdId: null });
    expect(sharingEditPatch(justMe(ASHA), justMe(ASHA), true)).toEqual({});
  });
});
