import { describe, expect, it } from "vitest";
import { createFairGate, GateBusyError, type Release } from "./fair-gate.ts";

const gate = (overrides: Partial<Parameters<typeof createFairGate>[0]> = {}) =>
  createFairGate({ perKey: 2, total: 3, maxWaitMs: 60_000, maxQueuedPerKey: 10, ...overrides });

/** Whether a promise has settled after the current microtasks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe("createFairGate", () => {
  it("lets a key hold at most perKey turns; others still get in", async () => {
    const g = gate();
    const a1 = await g.enter("a");
    await g.enter("a");
    const a3 = g.enter("a");
    expect(await settled(a3)).toBe(false);
    const b1 = g.enter("b");
    expect(await settled(b1)).toBe(true);
    a1();
    expect(await settled(a3)).toBe(true);
  });

  it("serves a waiting key before a flooding key's later waiters", async () => {
    const g = gate({ perKey: 1, total: 2 });
    const holdA = await g.enter("a");
    const holdB = await g.enter("b");
    const order: string[] = [];
    const noted = (key: string) => (release: Release) => {
      order.push(key);
      return release;
    };
    const floods = [1, 2, 3].map(() => g.enter("a").then(noted("a")));
    const other = g.enter("c").then(noted("c"));
    holdB();
    (await other)();
    expect(order).toEqual(["c"]);
    holdA();
    for (const flood of floods) (await flood)();
    expect(order).toEqual(["c", "a", "a", "a"]);
    expect(g.stats()).toEqual({ active: 0, waiting: 0 });
  });

  it("refuses at once when a key already has too many waiting", async () => {
    const g = gate({ perKey: 1, maxQueuedPerKey: 2 });
    await g.enter("a");
    const waiting = [g.enter("a"), g.enter("a")];
    await expect(g.enter("a")).rejects.toEqual(new GateBusyError("queue-full"));
    expect(await settled(waiting[0] as Promise<Release>)).toBe(false);
  });

  it("gives up on a waiter after maxWaitMs and forgets it", async () => {
    const g = gate({ perKey: 1, maxWaitMs: 20 });
    const hold = await g.enter("a");
    await expect(g.enter("a")).rejects.toEqual(new GateBusyError("timeout"));
    expect(g.stats()).toEqual({ active: 1, waiting: 0 });
    hold();
    hold(); // releasing twice is harmless
    expect(g.stats()).toEqual({ active: 0, waiting: 0 });
  });
});
