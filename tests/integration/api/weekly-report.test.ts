// The weekly report e-mail (docs/product.md §4.25) with the job's clock injected, for the test's users only.
import { describe, expect, it } from "vitest";
import { inbox, stack } from "../../support/index.ts";
import { call, signedInUser, testApp } from "./api-client.ts";
import { recordLoggedDays } from "./logged-days.ts";

const app = testApp();

const runJob = (now: string, ...users: { id: string }[]) =>
  call(app, "POST", "/jobs/run", {
    token: stack().keys.serviceRoleKey,
    body: { now, userIds: users.map((user) => user.id) },
  });

const reportsTo = async (email: string) =>
  (await inbox().list(email)).filter((message) => message.subject.startsWith("Your week"));

describe("weekly report", () => {
  it("comes once on Sunday evening with the week against the last, top 3, streak and the month's budget", async () => {
    const user = await signedInUser(app);
    await call(app, "POST", "/budget", { token: user.token, body: { amount: "30000" } });
    for (const [day, category, amount] of [
      ["2026-12-30", "Groceries", "1000"],
      ["2027-01-02", "Rent", "2000"],
      ["2027-01-04", "Groceries", "1000"],
      ["2027-01-05", "Transport", "500"],
      ["2027-01-08", "Food & Dining", "300"],
      ["2027-01-09", "Shopping", "200"],
      ["2027-01-10", "Groceries", "500"],
    ] as const) {
      await call(app, "POST", "/expenses", {
        token: user.token,
        body: { category, amount, date: `${day}T10:00:00+05:30` },
      });
    }
    // Each logged on its day (the streak counts days of logging, docs/product.md §4.12).
    await recordLoggedDays(app, user.token, [
      "2026-12-30",
      "2027-01-02",
      "2027-01-04",
      "2027-01-05",
      "2027-01-08",
      "2027-01-09",
      "2027-01-10",
    ]);
    await runJob("2027-01-09T21:00:00+05:30", user);
    await runJob("2027-01-10T18:59:00+05:30", user);
    expect(await reportsTo(user.email)).toEqual([]);

    const run = await runJob("2027-01-10T19:00:00+05:30", user);
    expect(run.body.weeklyReports).toEqual({ sent: 1 });
    await Promise.all([runJob("2027-01-10T22:00:00+05:30", user), runJob("2027-01-10T23:00:00+05:30", user)]);
    const reports = await reportsTo(user.email);
    expect(reports).toHaveLength(1);
    const [report] = reports;
    expect(report?.subject).toBe("Your week: ₹2,500 spent");
    const text = report?.text ?? "";
    expect(text).toContain(
      "This week (Mon, 4 Jan – Sun, 10 Jan): ₹2,500, ₹500 less than the week before (₹3,000).",
    );
    expect(text).toContain("Top categories: Groceries ₹1,500, Transport ₹500, Food & Dining ₹300.");
    expect(text).toContain("Logging streak: 3 days.");
    expect(text).toContain("January so far: ₹4,500 of your ₹30,000 budget (15%).");
    expect(text).toMatch(/Stop these weekly reports: http:\/\/localhost:5173\/api\/unsubscribe\?token=/);
  });

  it("counts the month so far from the budget cycle's first day (docs/product.md §4.31)", async () => {
    const user = await signedInUser(app);
    await call(app, "POST", "/budget", { token: user.token, body: { amount: "30000", cycleStart: "25" } });
    for (const [day, amount] of [
      ["2026-12-24", "700"],
      ["2026-12-30", "1000"],
      ["2027-01-02", "2000"],
      ["2027-01-10", "500"],
    ] as const) {
      await call(app, "POST", "/expenses", {
        token: user.token,
        body: { category: "Groceries", amount, date: `${day}T10:00:00+05:30` },
      });
    }
    await runJob("2027-01-10T19:00:00+05:30", user);
    const [report] = await reportsTo(user.email);
    // 25 Dec – 10 Jan: ₹3,500 (the 24th was the cycle before), 12% of ₹30,000.
    expect(report?.text ?? "").toContain("Since 25 Dec so far: ₹3,500 of your ₹30,000 budget (12%).");
  });

  it("is not sent with the switch off, nor to an account younger than the week", async () => {
    const off = await signedInUser(app);
    await call(app, "PATCH", "/notification-settings", { token: off.token, body: { weeklyReports: false } });
    await runJob("2027-01-17T20:00:00+05:30", off);
    expect(await reportsTo(off.email)).toEqual([]);

    const newcomer = await signedInUser(app);
    // The first Sunday after today's sign-up is less than a week away.
    const now = new Date();
    const sunday = new Date(now.getTime() + ((7 - ((now.getUTCDay() + 6) % 7) - 1) % 7) * 86_400_000);
    await runJob(`${sunday.toISOString().slice(0, 10)}T23:00:00+05:30`, newcomer);
    expect(await reportsTo(newcomer.email)).toEqual([]);
  });
});
