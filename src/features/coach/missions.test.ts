import { describe, expect, it } from "vitest";
import { MISSIONS, type Mission, missionForDay, missionProgress, needsTrackedDay } from "./missions";

const byId = (id: string) => MISSIONS.find((mission) => mission.id === id) as Mission;
const spend = (amount: string | number, category = "Food & Dining") => ({ amount, category });

describe("mission catalogue", () => {
  it("has the 8 missions of docs/product.md with their targets and types", () => {
    expect(MISSIONS).toHaveLength(8);
    expect(new Set(MISSIONS.map((m) => m.id)).size).toBe(8);
    expect(byId("chai-free").targetAmount).toBe(50);
    expect(byId("no-spend-day").type).toBe("no-spend");
    expect(byId("auto-rickshaw-limit").targetAmount).toBe(100);
    expect(byId("street-food-limit").targetAmount).toBe(150);
    expect(byId("track-every-expense").type).toBe("track-expenses");
    expect(byId("petrol-saver").targetAmount).toBe(200);
    expect(byId("mobile-recharge-limit").targetAmount).toBe(100);
    expect(byId("ott-pause").type).toBe("no-spend");
    for (const mission of MISSIONS) {
      expect(mission.title).not.toBe("");
      expect(mission.description).not.toBe("");
      expect(mission.emoji).not.toBe("");
    }
  });
});

describe("mission choice", () => {
  it("is the same for the same user and day, whatever the case of the e-mail", () => {
    expect(missionForDay("asha@example.in", "2026-05-10")).toEqual(
      missionForDay("Asha@Example.in", "2026-05-10"),
    );
  });

  it("walks through all 8 missions over any 8 consecutive days", () => {
    for (const user of ["asha@example.in", "ravi@example.com", "x"]) {
      const days = Array.from({ length: 8 }, (_, i) => `2026-01-${String(10 + i).padStart(2, "0")}`);
      const ids = new Set(days.map((day) => missionForDay(user, day).id));
      expect(ids.size).toBe(8);
    }
  });

  it("spreads evenly over 8 × 40 days", () => {
    const counts = new Map<string, number>();
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 320; i++) {
      const day = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
      const id = missionForDay("asha@example.in", day).id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect([...counts.values()]).toEqual(Array(8).fill(40));
  });

  it("differs between users on the same day for at least some users", () => {
    const ids = new Set(
      ["a@x.in", "b@x.in", "c@x.in", "d@x.in", "e@x.in"].map((u) => missionForDay(u, "2026-05-10").id),
    );
    expect(ids.size).toBeGreaterThan(1);
  });
});

describe("mission progress (docs/product.md §5.8)", () => {
  it("no-spend: 100 with no expenses, 0 with any", () => {
    expect(missionProgress(byId("no-spend-day"), [])).toBe(100);
    expect(missionProgress(byId("no-spend-day"), [spend(1)])).toBe(0);
    expect(missionProgress(byId("ott-pause"), [spend("0.50", "Entertainment")])).toBe(0);
  });

  it("track-expenses: 33 per expense, 100 from the third", () => {
    const track = byId("track-every-expense");
    expect(missionProgress(track, [])).toBe(0);
    expect(missionProgress(track, [spend(1)])).toBe(33);
    expect(missionProgress(track, [spend(1), spend(2)])).toBe(66);
    expect(missionProgress(track, [spend(1), spend(2), spend(3)])).toBe(100);
    expect(missionProgress(track, [spend(1), spend(2), spend(3), spend(4)])).toBe(100);
  });

  it("limit-category: only categories containing the title's first word count", () => {
    const auto = byId("auto-rickshaw-limit");
    expect(missionProgress(auto, [spend(500, "Food & Dining")])).toBe(100);
    expect(missionProgress(auto, [spend(25, "Transport")])).toBe(75);
    expect(missionProgress(auto, [spend("40", "transport"), spend(10, "Transport")])).toBe(50);
    expect(missionProgress(auto, [spend(99, "Transport")])).toBe(1);
    expect(missionProgress(auto, [spend(100, "Transport")])).toBe(0);
    expect(missionProgress(auto, [spend(250, "Transport")])).toBe(0);
    expect(missionProgress(byId("street-food-limit"), [spend(75, "Food & Dining")])).toBe(50);
    expect(missionProgress(byId("petrol-saver"), [spend(50, "Petrol")])).toBe(75);
    expect(missionProgress(byId("mobile-recharge-limit"), [spend(20, "Mobile Recharge")])).toBe(80);
  });

  it("limit-category: never reads 100 while anything was spent in the category", () => {
    expect(missionProgress(byId("petrol-saver"), [spend("0.01", "Petrol")])).toBe(99);
  });

  it("save-target: the unspent share of the target over all of today's expenses, capped", () => {
    const chai = byId("chai-free");
    expect(missionProgress(chai, [spend(10, "Food & Dining"), spend(15, "Transport")])).toBe(50);
    expect(missionProgress(chai, [spend(50)])).toBe(0);
    expect(missionProgress(chai, [spend(80)])).toBe(0);
  });

  it("a spending limit counts only on a day with something logged (issue 30: Petrol Saver at 100 % with nothing logged)", () => {
    for (const id of [
      "petrol-saver",
      "auto-rickshaw-limit",
      "street-food-limit",
      "mobile-recharge-limit",
      "chai-free",
    ]) {
      expect(missionProgress(byId(id), []), id).toBe(0);
      expect(needsTrackedDay(byId(id), []), id).toBe(true);
      expect(needsTrackedDay(byId(id), [spend(30, "Groceries")]), id).toBe(false);
    }
    expect(missionProgress(byId("petrol-saver"), [spend(30, "Groceries")])).toBe(100);
    expect(needsTrackedDay(byId("no-spend-day"), [])).toBe(false);
    expect(needsTrackedDay(byId("track-every-expense"), [])).toBe(false);
  });

  it("treats unparseable or negative amounts as 0", () => {
    const chai = byId("chai-free");
    expect(missionProgress(chai, [spend("abc"), spend(-20)])).toBe(100);
  });
});

describe("money set aside in missions (docs/product.md §4.32)", () => {
  const noSpend = MISSIONS.find((mission) => mission.id === "no-spend-day") as Mission;
  const chaiFree = MISSIONS.find((mission) => mission.id === "chai-free") as Mission;
  const sip = { amount: "5000", category: "Investments" };

  it("a SIP or a card bill breaks no no-spend day and uses no spending target", () => {
    expect(missionProgress(noSpend, [sip, { amount: "9000", category: "Card bill" }])).toBe(100);
    expect(missionProgress(chaiFree, [sip, { amount: "20", category: "Food & Dining" }])).toBe(60);
  });

  it("a custom category counts as set aside only when the user set it so", () => {
    const chit = { amount: "1000", category: "Chit fund" };
    expect(missionProgress(noSpend, [chit])).toBe(0);
    expect(missionProgress(noSpend, [chit], new Map([["chit fund", "set_aside"]]))).toBe(100);
  });
});
