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

describe("e-mail texts in Hindi (docs/product.md §4.29)", () => {
  it("writes the reset e-mail in Hindi for a user whose profile says hi, with the same code and link", () => {
    const mail = resetRequestMail({
      to: "a@b.co",
      otp: "042817",
      link: "https://app.example/r?t=1",
      language: "hi",
    });
    expect(mail.subject).toBe("अपना Paisa Coach पासवर्ड बदलें");
    expect(mail.text).toContain("आपका एक-बार का कोड (OTP): 042817");
    expect(mail.text).toContain("https://app.example/r?t=1");
    expect(mail.html).toContain("इस लिंक से नया पासवर्ड चुनें");
    expect(resetRequestMail({ to: "a@b.co", otp: "1", link: "l", language: null }).subject).toBe(
      "Reset your Paisa Coach password",
    );
  });

  it("writes the password-changed notice in Hindi with Latin digits", () => {
    const mail = passwordChangedMail({
      to: "a@b.co",
      when: new Date("2026-11-22T06:30:00Z"),
      language: "hi",
    });
    expect(mail.subject).toBe("आपका Paisa Coach पासवर्ड बदल दिया गया");
    expect(mail.text).toContain("12:00");
    expect(mail.text).toContain("(IST)");
  });
});
