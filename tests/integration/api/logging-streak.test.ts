// One logging streak (docs/product.md §4.12): the home card and the daily reminder quote the same number,
// also when an expense is back-dated. The job's clock is injected; each run is limited to the test's user.
import { activeStreak } from "@shared/coach/logging-streak.ts";
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

describe("logging streak", () => {
  it("is the same on the home card and in the reminder after an expense back-dated to yesterday", async () => {
    const user = await signedInUser(app);
    // Logged on the 9th; nothing on the 10th; on the 11th an expense for the 10th is logged.
    await call(app, "POST", "/expenses", {
      token: user.token,
      body: { category: "Groceries", amount: "120", date: "2027-05-09T10:00:00+05:30" },
    });
    await recordLoggedDays(app, user.token, ["2027-05-09"]);
    const backDated = await call(app, "POST", "/expenses", {
      token: user.token,
      body: { category: "Transport", amount: "40", date: "2027-05-10T18:00:00+05:30" },
    });
    expect(backDated.status).toBe(201);
    await recordLoggedDays(app, user.token, ["2027-05-09", "2027-05-11"]);

    // The 12th, nothing logged yet: the card (GET /api/user-state, shown through activeStreak) and the
    // e-mail say the same. Counting the days money was spent would have quoted 0 (nothing for the 11th).
    const state = await call(app, "GET", "/user-state", { token: user.token });
    const onCard = activeStreak(state.body.expenseStreak, "2027-05-12");
    expect(onCard).toBe(1);
    const run = await runJob("2027-05-12T19:30:00+05:30", user);
    expect(run.body.reminders).toEqual({ sent: 1, pushed: 0 });
    const subjects = (await inbox().list(user.email)).map((mail) => mail.subject);
    expect(subjects).toEqual(["Log today's spending — your streak is 1 day"]);

    // A missed 12th breaks it for both.
    expect(activeStreak(state.body.expenseStreak, "2027-05-13")).toBe(0);
    await runJob("2027-05-13T19:30:00+05:30", user);
    expect((await inbox().list(user.email)).map((mail) => mail.subject)).toContain(
      "Log today's spending — your streak is 0 days",
    );
  });
});
