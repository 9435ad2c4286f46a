import { describe, expect, it } from "vitest";
import { dailyReminderMail, dailyReminderPush, passwordChangedMail, resetRequestMail } from "./messages.ts";

describe("e-mail texts", () => {
  it("puts the OTP, the link and the 10-minute validity in the reset e-mail", () => {
    const mail = resetRequestMail({
      to: "a@b.co",
      otp: "042817",
      link: "https://app.example/reset-password?token=t<x>",
    });
    expect(mail.subject).toBe("Reset your Paisa Coach password");
    expect(mail.text).toContain("042817");
    expect(mail.text).toContain("https://app.example/reset-password?token=t<x>");
    expect(mail.text).toContain("10 minutes");
    expect(mail.html).toContain("t&#60;x&#62;");
    expect(mail.html).not.toContain("t<x>");
  });

  it("dates the password-changed notice in Indian time", () => {
    const mail = passwordChangedMail({ to: "a@b.co", when: new Date("2026-11-22T06:30:00Z") });
    expect(mail.subject).toBe("Your Paisa Coach password was changed");
    expect(mail.text).toContain("12:00");
    expect(mail.text).toContain("(IST)");
  });

  it("says the daily reminder alike by e-mail and by push", () => {
    const links = { to: "a@b.co", appLink: "https://app/expense", unsubscribeLink: "https://app/u" };
    expect(dailyReminderMail({ ...links, streak: 1 }).subject).toBe(
      "Log today's spending — your streak is 1 day",
    );
    expect(dailyReminderPush({ streak: 1 })).toEqual({
      title: "Log today's spending",
      body: "Your streak is 1 day",
      url: "/expense",
    });
    expect(dailyReminderPush({ streak: 4 }).body).toBe("Your streak is 4 days");
  });
});
