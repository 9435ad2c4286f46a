// A catcher of its own on free ports (no stack): real SMTP in, JSON API out, clearing and stopping.
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { freePorts, isPortFree } from "../ports.ts";
import { startMailCatcher } from "./catcher.ts";

describe("startMailCatcher", () => {
  it("catches mail, clears the inbox on DELETE and frees both ports on stop", async () => {
    const [smtpPort, webPort] = (await freePorts(2)) as [number, number];
    const catcher = await startMailCatcher({ host: "127.0.0.1", smtpPort, webPort });
    const api = `http://127.0.0.1:${webPort}/api/messages`;
    try {
      const mail = nodemailer.createTransport({ host: "127.0.0.1", port: smtpPort, secure: false });
      await mail.sendMail({ from: "a@x.test", to: "b@x.test", subject: "one", text: "1" });
      expect((await (await fetch(api)).json()).map((m: { subject: string }) => m.subject)).toEqual(["one"]);

      const cleared = await fetch(api, { method: "DELETE" });
      expect(await cleared.json()).toEqual({ deleted: 1 });
      expect(await (await fetch(api)).json()).toEqual([]);
    } finally {
      await catcher.stop();
    }
    expect(await isPortFree(smtpPort)).toBe(true);
    expect(await isPortFree(webPort)).toBe(true);
  });

  it("names the busy port when it cannot listen", async () => {
    const [smtpPort, webPort] = (await freePorts(2)) as [number, number];
    const first = await startMailCatcher({ host: "127.0.0.1", smtpPort, webPort });
    try {
      await expect(startMailCatcher({ host: "127.0.0.1", smtpPort, webPort })).rejects.toThrow(
        `Port ${smtpPort} (mail catcher SMTP) is already in use`,
      );
    } finally {
      await first.stop();
    }
  });
});
