import { rupees } from "@shared/money/paise.ts";
import { describe, expect, it } from "vitest";
import {
  accountDeletedMail,
  dailyReminderMail,
  dailyReminderPush,
  passwordChangedMail,
  resetRequestMail,
  type WeeklyFigures,
  weeklyReportLines,
  weeklyReportMail,
} from "./messages.ts";

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

  it("confirms an account deletion in Indian time, in the profile's language", () => {
    const when = new Date("2026-11-22T06:30:00Z");
    const mail = accountDeletedMail({ to: "a@b.co", when });
    expect(mail.subject).toBe("Your Paisa Coach account was deleted");
    expect(mail.text).toContain("12:00");
    expect(mail.text).toContain("(IST)");
    expect(mail.text).toContain("Your expenses, budgets, receipt photos");
    expect(accountDeletedMail({ to: "a@b.co", when, language: "hi" }).subject).toBe(
      "आपका Paisa Coach खाता हटा दिया गया",
    );
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

  it("writes the daily reminder e-mail and its push in Hindi, English when the profile has none", () => {
    const links = { to: "a@b.co", appLink: "https://app/expense", unsubscribeLink: "https://app/u" };
    const mail = dailyReminderMail({ ...links, streak: 3, language: "hi" });
    expect(mail.subject).toBe("आज का खर्च दर्ज करें — आपका सिलसिला 3 दिन का है");
    expect(mail.text).toBe(
      [
        "आज अभी तक कुछ दर्ज नहीं हुआ। अभी एक मिनट दें, ताकि आपका बजट सही रहे और सिलसिला बना रहे।",
        "",
        "आज के खर्च जोड़ें: https://app/expense",
        "",
        "ये दैनिक रिमाइंडर बंद करें: https://app/u",
      ].join("\n"),
    );
    expect(mail.html).toContain('<a href="https://app/u">ये दैनिक रिमाइंडर बंद करें</a>');
    expect(mail.headers).toEqual({
      "List-Unsubscribe": "<https://app/u>",
      // RFC 8058: mail clients POST List-Unsubscribe=One-Click; opening the link alone changes nothing.
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(dailyReminderPush({ streak: 1, language: "hi" })).toEqual({
      title: "आज का खर्च दर्ज करें",
      body: "आपका सिलसिला 1 दिन का है",
      url: "/expense",
    });
    expect(dailyReminderMail({ ...links, streak: 1, language: null }).subject).toBe(
      "Log today's spending — your streak is 1 day",
    );
    expect(dailyReminderPush({ streak: 2, language: "en" }).body).toBe("Your streak is 2 days");
  });

  it("names a budget cycle that starts mid-month by its first day (docs/product.md §4.31)", () => {
    const figures: WeeklyFigures = {
      weekStart: "2027-01-04",
      weekEnd: "2027-01-10",
      week: rupees(2500),
      previousWeek: rupees(2500),
      top: [],
      streak: 1,
      monthName: "January",
      cycleStart: "2026-12-25",
      month: rupees(4500),
      budget: rupees(30000),
    };
    expect(weeklyReportLines(figures).at(-1)).toBe(
      "Since 25 Dec so far: ₹4,500 of your ₹30,000 budget (15%).",
    );
    expect(weeklyReportLines(figures, "hi").at(-1)).toBe(
      "25 दिस॰ से अब तक: ₹4,500, आपके ₹30,000 के बजट का 15%।",
    );
    expect(weeklyReportLines({ ...figures, cycleStart: "2027-01-01" }).at(-1)).toBe(
      "January so far: ₹4,500 of your ₹30,000 budget (15%).",
    );
  });

  it("writes the weekly report in Hindi with hi-IN rupees, and leaves the English one as it was", () => {
    const figures: WeeklyFigures = {
      weekStart: "2027-01-04",
      weekEnd: "2027-01-10",
      week: rupees(2500),
      previousWeek: rupees(3000),
      top: [
        { category: "Groceries", total: rupees(1500) },
        { category: "Transport", total: rupees(100000) },
      ],
      streak: 3,
      monthName: "January",
      month: rupees(4500),
      budget: rupees(30000),
    };
    const links = { to: "a@b.co", appLink: "https://app/analytics", unsubscribeLink: "https://app/u" };
    const mail = weeklyReportMail({ ...links, figures, language: "hi" });
    expect(mail.subject).toBe("आपका हफ़्ता: ₹2,500 खर्च");
    expect(mail.text.split("\n")).toEqual([
      "इस हफ़्ते (सोम, 4 जन॰ – रवि, 10 जन॰): ₹2,500, पिछले हफ़्ते (₹3,000) से ₹500 कम।",
      "सबसे ज़्यादा खर्च: Groceries ₹1,500, Transport ₹1,00,000।",
      "दर्ज करने का सिलसिला: 3 दिन।",
      "जनवरी में अब तक: ₹4,500, आपके ₹30,000 के बजट का 15%।",
      "",
      "पूरा ब्योरा देखें: https://app/analytics",
      "",
      "ये साप्ताहिक रिपोर्ट बंद करें: https://app/u",
    ]);
    const quiet = weeklyReportMail({
      ...links,
      figures: { ...figures, week: rupees(3000), top: [], budget: null },
      language: "hi",
    });
    expect(quiet.text).toContain("₹3,000, पिछले हफ़्ते जितना ही।");
    expect(quiet.text).toContain("इस हफ़्ते कोई खर्च दर्ज नहीं हुआ।");
    expect(quiet.text).toContain("जनवरी में अब तक: ₹4,500। अपनी प्रगति देखने के लिए बजट तय करें।");
    expect(quiet.html).toContain('<a href="https://app/u">ये साप्ताहिक रिपोर्ट बंद करें</a>');

    const english = weeklyReportMail({ ...links, figures });
    expect(english.subject).toBe("Your week: ₹2,500 spent");
    expect(english.text.split("\n")[0]).toBe(
      "This week (Mon, 4 Jan – Sun, 10 Jan): ₹2,500, ₹500 less than the week before (₹3,000).",
    );
    expect(english.text).toContain("Stop these weekly reports: https://app/u");
  });
});
