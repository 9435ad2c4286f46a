import { describe, expect, it } from "vitest";
import { createUnsubscribeSigner } from "./unsubscribe-token.ts";

const user = "6f1c2a4e-8b1d-4c7e-9a51-2f3b4c5d6e7f";

describe("unsubscribe tokens", () => {
  it("round-trips the user and the kind", async () => {
    const signer = createUnsubscribeSigner("service-key");
    const token = await signer.sign(user, "daily_reminders");
    expect(await signer.verify(token)).toEqual({ userId: user, kind: "daily_reminders" });
  });

  it("refuses a token signed with another key, a changed payload or garbage", async () => {
    const signer = createUnsubscribeSigner("service-key");
    const other = await createUnsubscribeSigner("other-key").sign(user, "weekly_reports");
    expect(await signer.verify(other)).toBeNull();
    const [, signature] = (await signer.sign(user, "daily_reminders")).split(".");
    const forged = `${btoa(`${user.replace("6", "7")}:daily_reminders`).replace(/=+$/, "")}.${signature}`;
    expect(await signer.verify(forged)).toBeNull();
    for (const junk of ["", "abc", "a.b.c", "!!!.###"]) expect(await signer.verify(junk)).toBeNull();
  });
});
