import { describe, expect, it } from "vitest";
import { canShareInvite, inviteShareData, shareInvite } from "./invite-share.ts";

const data = inviteShareData("Join our household", "https://app.example/join/abc");

describe("invite sharing", () => {
  it("offers the share sheet only where the browser has one that takes the invite", () => {
    expect(canShareInvite(undefined, data)).toBe(false);
    expect(canShareInvite({}, data)).toBe(false);
    expect(canShareInvite({ share: async () => {} }, data)).toBe(true);
    expect(canShareInvite({ share: async () => {}, canShare: () => false }, data)).toBe(false);
  });

  it("treats a closed share sheet as cancelled, and other failures as errors", async () => {
    const closed = { share: async () => Promise.reject(new DOMException("closed", "AbortError")) };
    expect(await shareInvite(closed, data)).toBe("cancelled");
    const shared: ShareData[] = [];
    expect(await shareInvite({ share: async (d) => void shared.push(d) }, data)).toBe("shared");
    expect(shared).toEqual([{ text: "Join our household", url: "https://app.example/join/abc" }]);
    const broken = { share: async () => Promise.reject(new DOMException("no", "NotAllowedError")) };
    await expect(shareInvite(broken, data)).rejects.toThrow("no");
  });
});
