import { describe, expect, it } from "vitest";
import { type Paise, paise } from "./paise.ts";
import { type MemberNet, settleUp, upiPayLink } from "./settle-up.ts";

const nets = (...entries: [string, number][]): MemberNet[] =>
  entries.map(([member, net]) => ({ member, net: paise(net) }));

/** Each member's net after the transfers: 0 for everyone when they settle exactly. */
function netsAfter(start: readonly MemberNet[], transfers: ReturnType<typeof settleUp>) {
  const left = new Map(start.map((entry) => [entry.member, entry.net as number]));
  for (const { from, to, amount } of transfers) {
    left.set(from, (left.get(from) ?? 0) + amount);
    left.set(to, (left.get(to) ?? 0) - amount);
  }
  return [...left.values()];
}

describe("settleUp", () => {
  it("a ₹3,000 dinner paid by Asha, three ways: the two others pay her ₹1,000 each", () => {
    const start = nets(["asha", 200_000], ["ravi", -100_000], ["meera", -100_000]);
    expect(settleUp(start)).toEqual([
      { from: "ravi", to: "asha", amount: 100_000 },
      { from: "meera", to: "asha", amount: 100_000 },
    ]);
  });

  it("settles everyone exactly to the paisa in at most n − 1 transfers, largest first", () => {
    const start = nets(["a", 33_334], ["b", -33_333], ["c", 1], ["d", -2], ["e", 0]);
    const transfers = settleUp(start);
    expect(transfers[0]).toEqual({ from: "b", to: "a", amount: 33_333 });
    expect(transfers.length).toBeLessThanOrEqual(start.length - 1);
    expect(netsAfter(start, transfers)).toEqual([0, 0, 0, 0, 0]);
    expect(transfers.every((transfer) => Number.isInteger(transfer.amount) && transfer.amount > 0)).toBe(
      true,
    );
  });

  it("holds for many random households", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed;
    };
    for (let round = 0; round < 200; round += 1) {
      const size = 2 + (next() % 12);
      const values = Array.from({ length: size - 1 }, () => (next() % 2_000_001) - 1_000_000);
      values.push(-values.reduce((sum, value) => sum + value, 0));
      const start = values.map((net, index) => ({ member: `m${index}`, net: net as Paise }));
      const transfers = settleUp(start);
      expect(transfers.length).toBeLessThanOrEqual(size - 1);
      expect(netsAfter(start, transfers).every((left) => left === 0)).toBe(true);
    }
  });

  it("nothing to do when everyone is square; refuses nets that do not add up to 0", () => {
    expect(settleUp(nets(["a", 0], ["b", 0]))).toEqual([]);
    expect(() => settleUp(nets(["a", 100], ["b", -99]))).toThrow(RangeError);
  });
});

describe("upiPayLink", () => {
  it("fills in payee, name, amount in rupees, INR and the note, URL-encoded", () => {
    expect(
      upiPayLink({
        upiId: "asha.k@okbank",
        name: "Asha Kapoor",
        amount: paise(50_050),
        note: "Flat 302 & dinner",
      }),
    ).toBe("upi://pay?pa=asha.k%40okbank&pn=Asha%20Kapoor&am=500.50&cu=INR&tn=Flat%20302%20%26%20dinner");
  });
});
