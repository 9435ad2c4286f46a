import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { leaseRealtimeSocket } from "./realtime-socket.ts";

const options = {
  realtimeUrl: "ws://localhost:54321/realtime/v1",
  apiKey: "sb_publishable_test",
  accessToken: async () => null,
};

describe("the app's one Realtime socket", () => {
  // Node 20 has no WebSocket; realtime-js only looks for one here (nothing connects in this test).
  beforeAll(() => {
    if (!("WebSocket" in globalThis)) vi.stubGlobal("WebSocket", class {});
  });
  afterAll(() => vi.unstubAllGlobals());

  it("is shared by every lease and closed only when the last lets go", async () => {
    const live = await leaseRealtimeSocket(options);
    const household = await leaseRealtimeSocket(options);
    expect(household.client).toBe(live.client);
    const disconnect = vi.spyOn(live.client, "disconnect");

    household.release();
    household.release();
    expect(disconnect).not.toHaveBeenCalled();
    live.release();
    expect(disconnect).toHaveBeenCalledTimes(1);

    // The next screen that listens gets a new socket.
    const next = await leaseRealtimeSocket(options);
    expect(next.client).not.toBe(live.client);
    next.release();
  });
});
