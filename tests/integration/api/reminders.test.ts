// The daily reminder, the Profile switches and the one-click unsubscribe (docs/product.md §4.25), with
// the job's clock injected. Each run is limited to the test's users (the database is shared).
import { indianDay } from "@shared/calendar/indian-day.ts";
import { describe, expect, it } from "vitest";
import { adminSql, inbox, stack } from "../../support/index.ts";
import { call, signedInUser, testApp } from "./api-client.ts";
import { recordLoggedDays } from "./logged-days.ts";

const app = testApp();

const runJob = (now: string, ...users: { id: string }[]) =>
  call(app, "POST", "/jobs/run", {
    token: stack().keys.serviceRoleKey,
    body: { now, userIds: users.map((user) => user.id) },
  });

const remindersTo = async (email: string) =>
  (await inbox().list(email)).filter((message) => message.subject.startsWith("Log today's spending"));

const unsubscribeLinkOf = (text: string) => {
  const link = /Stop these daily reminders: (\S+)/.exec(text)?.[1];
  if (!link) throw new Error(`no unsubscribe link in:\n${text}`);
  return new URL(link);
};

describe("daily reminder", () => {
  it("is sent once at the reminder time when nothing was logged, with the streak", async () => {
    const user = await signedInUser(app);
    for (const day of ["2027-03-07", "2027-03-08", "2027-03-09"]) {
      await call(app, "POST", "/expenses", {
        token: user.token,
        body: { category: "Groceries", amount: "120", date: `${day}T10:00:00+05:30` },
      });
    }
    await recordLoggedDays(app, user.token, ["2027-03-07", "2027-03-08", "2027-03-09"]);
    await runJob("2027-03-10T18:59:00+05:30", user);
    expect(await remindersTo(user.email)).toEqual([]);

    const run = await runJob("2027-03-10T19:00:00+05:30", user);
    expect(run.body.reminders).toEqual({ sent: 1, pushed: 0 });
    await runJob("2027-03-10T21:00:00+05:30", user);
    await Promise.all([runJob("2027-03-10T22:00:00+05:30", user), runJob("2027-03-10T22:00:00+05:30", user)]);
    const mails = await remindersTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["Log today's spending — your streak is 3 days"]);
    expect(mails[0]?.text).toContain("http://localhost:5173/expense");

    const log = await adminSql()`
      select notification_type, channel, status, to_char(sent_on, 'YYYY-MM-DD') as sent_on from public.notification_log
      where user_id = ${user.id}`;
    expect(log).toEqual([
      { notification_type: "daily_reminder", channel: "email", status: "sent", sent_on: "2027-03-10" },
    ]);

    // The next day it comes again; the streak broke on the 10th.
    await runJob("2027-03-11T19:05:00+05:30", user);
    expect((await remindersTo(user.email)).map((mail) => mail.subject)).toContain(
      "Log today's spending — your streak is 0 days",
    );
  });

  it("is not sent when something was logged today, but a recurring payment added today does not count", async () => {
    const logged = await signedInUser(app);
    await call(app, "POST", "/expenses", {
      token: logged.token,
      body: { category: "Transport", amount: "40", date: "2027-04-02T09:00:00+05:30" },
    });
    const onlyRent = await signedInUser(app);
    await call(app, "POST", "/recurring", {
      token: onlyRent.token,
      body: {
        name: "Rent",
        amount: "9000",
        category: "Rent",
        frequency: "monthly",
        dayOfMonth: 2,
        startsOn: "2027-04-01",
      },
    });
    await runJob("2027-04-02T20:00:00+05:30", logged, onlyRent);
    expect(await remindersTo(logged.email)).toEqual([]);
    expect(await remindersTo(onlyRent.email)).toHaveLength(1);
    await adminSql()`delete from public.recurring_payments where user_id = ${onlyRent.id}`;
  });

  it("follows the user's reminder time and switch, and never comes on the day of sign-up", async () => {
    const user = await signedInUser(app);
    const later = await call(app, "PATCH", "/notification-settings", {
      token: user.token,
      body: { reminderTime: "21:30" },
    });
    expect(later.body).toEqual({
      dailyReminders: true,
      budgetAlerts: true,
      weeklyReports: true,
      reminderTime: "21:30",
      timezone: "Asia/Kolkata",
    });
    await runJob("2027-05-05T21:29:00+05:30", user);
    expect(await remindersTo(user.email)).toEqual([]);
    await runJob("2027-05-05T21:30:00+05:30", user);
    expect(await remindersTo(user.email)).toHaveLength(1);

    await call(app, "PATCH", "/notification-settings", {
      token: user.token,
      body: { dailyReminders: false },
    });
    await runJob("2027-05-06T23:00:00+05:30", user);
    expect(await remindersTo(user.email)).toHaveLength(1);

    const newcomer = await signedInUser(app);
    await runJob(`${indianDay(new Date())}T23:59:00+05:30`, newcomer);
    expect(await remindersTo(newcomer.email)).toEqual([]);
  });
});

describe("a user whose time zone Postgres does not know", () => {
  it("gets no reminder or report, and costs nobody else theirs", async () => {
    const [lost, fine] = [await signedInUser(app), await signedInUser(app)];
    // A zone our list still names but Postgres no longer knows, as after an update of its zone data.
    const zone = `Gone/Zone_${Math.random().toString(36).slice(2, 10)}`;
    await adminSql().unsafe(`
      do $$ begin
        if to_regclass('private.time_zones') is not null then
          insert into private.time_zones (name) values ('${zone}');
        end if;
      end $$`);
    await adminSql()`update public.notification_settings set timezone = ${zone} where user_id = ${lost.id}`;
    try {
      // Sunday 21 March 2027, 19:30 in India: the daily reminder and the weekly report are both due.
      const run = await runJob("2027-03-21T19:30:00+05:30", lost, fine);
      expect(run.status).toBe(200);
      expect(run.body).toMatchObject({ reminders: { sent: 1 }, weeklyReports: { sent: 1 } });
      expect(await remindersTo(fine.email)).toHaveLength(1);
      expect(await inbox().list(lost.email)).toEqual([]);
    } finally {
      await adminSql()`update public.notification_settings set timezone = 'Asia/Kolkata' where user_id = ${lost.id}`;
    }
  });
});

describe("one user's reminder failing", () => {
  it("is logged and passed over, and everyone else still gets theirs", async () => {
    const [stuck, fine] = [await signedInUser(app), await signedInUser(app)];
    // Another runner's claim on the stuck user's reminder, never committed while this run goes: the
    // run's own claim waits for it until the lock timeout.
    let run: Awaited<ReturnType<typeof runJob>> | undefined;
    await adminSql()
      .begin(async (tx) => {
        await tx`
          insert into public.notification_log (user_id, notification_type, channel, sent_on, title, message, status)
          values (${stuck.id}, 'daily_reminder', 'email', '2027-03-24', 'claimed', 'claimed', 'queued')`;
        run = await runJob("2027-03-24T20:00:00+05:30", stuck, fine);
        throw new Error("the other runner's claim is rolled back");
      })
      .catch(() => undefined);
    expect(run?.status).toBe(200);
    expect(run?.body.reminders).toEqual({ sent: 1, pushed: 0 });
    expect(await remindersTo(fine.email)).toHaveLength(1);
    expect(await remindersTo(stuck.email)).toEqual([]);
  });
});

describe("daily reminder in Hindi (docs/product.md §4.29)", () => {
  it("comes in Hindi to a user whose profile language is hi", async () => {
    const user = await signedInUser(app);
    const chosen = await call(app, "PATCH", "/profile", { token: user.token, body: { language: "hi" } });
    expect(chosen.body).toMatchObject({ language: "hi" });
    const run = await runJob("2027-07-06T19:30:00+05:30", user);
    expect(run.body.reminders).toEqual({ sent: 1, pushed: 0 });
    const mails = await inbox().list(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["आज का खर्च दर्ज करें — आपका सिलसिला 0 दिन का है"]);
    expect(mails[0]?.text).toContain("ये दैनिक रिमाइंडर बंद करें: http://localhost:5173/api/unsubscribe?token=");
  });
});

describe("unsubscribe link", () => {
  it("turns the reminder off signed out, for that user only; a changed token does nothing", async () => {
    const user = await signedInUser(app);
    const bystander = await signedInUser(app);
    await runJob("2027-06-01T19:30:00+05:30", user, bystander);
    const [mail] = await remindersTo(user.email);
    const link = unsubscribeLinkOf(mail?.text ?? "");
    expect(`${link.origin}${link.pathname}`).toBe("http://localhost:5173/api/unsubscribe");
    expect((await inbox().get(mail?.id ?? "")).html).toContain("Stop these daily reminders");

    const token = link.searchParams.get("token") ?? "";
    const tampered = await app.request(`/api/unsubscribe?token=${token.slice(0, -2)}xx`);
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain("This unsubscribe link is not valid");

    // Opening the link only asks (mail scanners open links too); the page's button turns it off.
    const opened = await app.request(`/api/unsubscribe?token=${token}`);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("Stop daily reminder e-mails?");
    const pressed = await app.request(`/api/unsubscribe?token=${token}`, {
      method: "POST",
      headers: { Accept: "text/html", "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(await pressed.text()).toContain("You won't get daily reminder e-mails any more.");
    const settings = await adminSql()`
      select user_id::text as id, daily_reminders, weekly_reports from public.notification_settings
      where user_id in (${user.id}, ${bystander.id})`;
    expect(
      Object.fromEntries(settings.map((row) => [row.id, [row.daily_reminders, row.weekly_reports]])),
    ).toEqual({
      [user.id]: [false, true],
      [bystander.id]: [true, true],
    });

    await runJob("2027-06-02T19:30:00+05:30", user);
    expect(await remindersTo(user.email)).toHaveLength(1);
  });
});

describe("/api/notification-settings", () => {
  it("reads and changes the switches, refusing bad input with a clear message", async () => {
    const user = await signedInUser(app);
    const read = await call(app, "GET", "/notification-settings", { token: user.token });
    expect(read.body).toMatchObject({
      dailyReminders: true,
      reminderTime: "19:00",
      timezone: "Asia/Kolkata",
    });
    for (const [body, message] of [
      [{ reminderTime: "7pm" }, "Reminder time must be a time written HH:MM, e.g. 19:00"],
      [{ reminderTime: "24:00" }, "Reminder time must be a time written HH:MM, e.g. 19:00"],
      [{ weeklyReports: "no" }, "weeklyReports must be true or false"],
      [{ timezone: "UTC" }, "Unknown field: timezone"],
      [{}, "Nothing to change: send dailyReminders, budgetAlerts, weeklyReports or reminderTime"],
    ] as const) {
      const res = await call(app, "PATCH", "/notification-settings", { token: user.token, body });
      expect(res).toMatchObject({ status: 400, body: { message } });
    }
    expect((await call(app, "GET", "/notification-settings")).status).toBe(401);
  });

  it("hides budget alerts while the switch is off", async () => {
    const user = await signedInUser(app);
    await call(app, "POST", "/budget", { token: user.token, body: { amount: "1000" } });
    await call(app, "POST", "/expenses", {
      token: user.token,
      body: { category: "Shopping", amount: "600", date: new Date().toISOString() },
    });
    expect((await call(app, "GET", "/notifications", { token: user.token })).body.length).toBeGreaterThan(0);
    await call(app, "PATCH", "/notification-settings", { token: user.token, body: { budgetAlerts: false } });
    expect((await call(app, "GET", "/notifications", { token: user.token })).body).toEqual([]);
  });
});
