import { describe, expect, it } from "vitest";
import { parseFilter } from "./filters.ts";
import { SubscriptionIndex } from "./subscription-index.ts";

const binding = (id: number, filter?: string) => ({ id, filters: filter ? [parseFilter(filter)] : [] });
const ids = (entries: Iterable<{ binding: { id: number } }>) => [...entries].map((e) => e.binding.id).sort();

describe("SubscriptionIndex", () => {
  it("offers a change only to bindings filtered on the row's values, plus the unfiltered ones", () => {
    const index = new SubscriptionIndex<string, ReturnType<typeof binding>>();
    index.add("asha", [binding(1, "user_id=eq.a"), binding(2, "category=in.(Food,Bills)")]);
    // Ravi's many channels, each on his own id: never visited for Asha's rows.
    for (let i = 0; i < 1000; i++) index.add(`ravi-${i}`, [binding(100 + i, "user_id=eq.r")]);
    index.add("watcher", [binding(3), binding(4, "category=neq.Food")]);

    expect(ids(index.candidates({ user_id: "a", category: "Travel" }))).toEqual([1, 3, 4]);
    expect(ids(index.candidates({ user_id: "a", category: "Bills" }))).toEqual([1, 2, 3, 4]);
    expect(ids(index.candidates({ user_id: "x" }))).toEqual([3, 4]);
    expect([...index.candidates({ user_id: "r" })]).toHaveLength(1002);
  });

  it("forgets a channel's bindings when it is removed or joined again", () => {
    const index = new SubscriptionIndex<string, ReturnType<typeof binding>>();
    index.add("asha", [binding(1, "user_id=eq.a"), binding(2)]);
    index.add("asha", [binding(3, "user_id=eq.a")]);
    expect(ids(index.candidates({ user_id: "a" }))).toEqual([3]);
    index.remove("asha");
    expect([...index.candidates({ user_id: "a" })]).toEqual([]);
    expect(index.size).toBe(0);
  });
});
