import { describe, expect, it } from "vitest";
import { createImportTurns, UploadUnderWay } from "./import-turns.ts";

/** A promise with its resolve, to finish work when the test says. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe("import turns", () => {
  it("reads two uploads at once; a third waits for a turn, then gets one", async () => {
    const turns = createImportTurns(2);
    const events: string[] = [];
    const gates = [gate(), gate(), gate()];
    const runs = ["a", "b", "c"].map((user, i) =>
      turns.run(user, async (turn) => {
        await turn();
        events.push(`${user} reads`);
        await gates[i]?.opened;
        events.push(`${user} done`);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual(["a reads", "b reads"]);
    gates[1]?.open();
    await runs[1];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual(["a reads", "b reads", "b done", "c reads"]);
    gates[0]?.open();
    gates[2]?.open();
    await Promise.all(runs);
    expect(events).toHaveLength(6);
  });

  it("refuses a user's second upload while the first is under way, and takes it after", async () => {
    const turns = createImportTurns(2);
    const first = gate();
    const running = turns.run("a", () => first.opened);
    await expect(turns.run("a", async () => "second")).rejects.toThrow(UploadUnderWay);
    first.open();
    await running;
    expect(await turns.run("a", async () => "again")).toBe("again");
  });

  it("gives the turn back when the work fails", async () => {
    const turns = createImportTurns(1);
    await expect(
      turns.run("a", async (turn) => {
        await turn();
        throw new Error("bad file");
      }),
    ).rejects.toThrow("bad file");
    expect(await turns.run("b", async (turn) => turn().then(() => "read"))).toBe("read");
  });
});
