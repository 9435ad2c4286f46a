import { afterEach, describe, expect, it } from "vitest";
import { liveStatus, setLiveStatus } from "./live-status.ts";

afterEach(() => setLiveStatus("off"));

describe("live status", () => {
  it("starts off and follows what the channel reports", () => {
    expect(liveStatus()).toBe("off");
    setLiveStatus("connecting");
    expect(liveStatus()).toBe("connecting");
    setLiveStatus("live");
    expect(liveStatus()).toBe("live");
    setLiveStatus("down");
    expect(liveStatus()).toBe("down");
  });
});
