import { describe, expect, it } from "vitest";
import { joinOnce } from "./join-once.ts";

describe("joinOnce", () => {
  it("sends one request per code however often the screen asks, and a new one after a failure", async () => {
    const sent: string[] = [];
    let fail = true;
    const join = async (code: string) => {
      sent.push(code);
      if (fail) throw new Error("offline");
      return { id: "h1" };
    };
    await expect(Promise.all([joinOnce("c1", join), joinOnce("c1", join)])).rejects.toThrow("offline");
    expect(sent).toEqual(["c1"]);
    fail = false;
    const [first, second] = await Promise.all([joinOnce("c1", join), joinOnce("c1", join)]);
    expect(first).toEqual({ id: "h1" });
    expect(second).toBe(first);
    expect(sent).toEqual(["c1", "c1"]);
  });
});
