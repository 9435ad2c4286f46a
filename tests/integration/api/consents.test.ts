// Privacy notice and consent (issue 29, item 1): answers recorded per purpose at sign-up and through
// /api/consents with the notice version, language and the database's time; the history kept; a
// withdrawal stops the reminder and weekly-report jobs and the usage activity; the Data API can
// neither forge an answer's time or owner nor change history.
import { NOTICE_VERSION } from "@shared/contract/consents.ts";
import { describe, expect, it } from "vitest";
import { adminSql, inbox, randomEmail, stack } from "../../support/index.ts";
import { as, failureOf, type TestUser } from "../db/sql-as.ts";
import { call, randomIp, randomUsername, signedInUser, testApp } from "./api-client.ts";

const app = testApp();

const choices = (given: { analytics: boolean; reminders: boolean; weekly_report: boolean }) => [
  { purpose: "service", given: true },
  { purpose: "analytics", given: given.analytics },
  { purpose: "reminders", given: given.reminders },
  { purpose: "weekly_report", given: given.weekly_report },
];

async function signUpWithConsent(language: "en" | "hi", given: Parameters<typeof choices>[0]) {
  const input = {
    email: randomEmail("consent"),
    password: "secret123",
    username: randomUsername(),
    country: "India",
    adultConfirmed: true,
    consent: { noticeVersion: NOTICE_VERSION, language, choices: choices(given) },
  };
  const res = await call(app, "POST", "/auth/signup", { body: input, ip: randomIp() });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...input, id: res.body.user.id as string, token: res.body.session.access_token as string };
}

const runJob = (now: string, ...users: { id: string }[]) =>
  call(app, "POST", "/jobs/run", {
    token: stack().keys.serviceRoleKey,
    body: { now, userIds: users.map((user) => user.id) },
  });

const asDataApi = (user: { id: string; email: string }): TestUser => ({
  id: user.id,
  email: user.email,
  appMetadata: {},
});

describe("consents", () => {
  it("records each purpose answered at sign-up with the notice version, language and the database's time", async () => {
    const before = Date.now();
    const user = await signUpWithConsent("hi", { analytics: false, reminders: true, weekly_report: false });

    const me = await call(app, "GET", "/auth/user", { token: user.token });
    expect(me.body.consentNeeded).toBe(false);
    const res = await call(app, "GET", "/consents", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.noticeVersion).toBe(NOTICE_VERSION);
    expect(res.body.needsAnswer).toBe(false);
    expect(res.body.history).toHaveLength(4);
    expect(res.body.current).toMatchObject({
      service: { given: true, noticeVersion: NOTICE_VERSION, language: "hi" },
      analytics: { given: false, language: "hi" },
      reminders: { given: true },
      weekly_report: { given: false },
    });
    expect(Date.parse(res.body.current.service.recordedAt)).toBeGreaterThanOrEqual(before - 5_000);

    // The declined weekly report turned its Profile switch off; the reminders stay on.
    const [settings] = await adminSql()`
      select daily_reminders, weekly_reports from public.notification_settings where user_id = ${user.id}`;
    expect(settings).toEqual({ daily_reminders: true, weekly_reports: false });
  });

  it("asks an account with no answer to today's notice, once: an answer records it and the question goes", async () => {
    const user = await signedInUser(app);
    expect((await call(app, "GET", "/auth/user", { token: user.token })).body.consentNeeded).toBe(true);
    expect((await call(app, "GET", "/consents", { token: user.token })).body).toMatchObject({
      needsAnswer: true,
      history: [],
      current: { service: null, analytics: null, reminders: null, weekly_report: null },
    });

    const answered = await call(app, "POST", "/consents", {
      token: user.token,
      body: {
        noticeVersion: NOTICE_VERSION,
        language: "en",
        choices: choices({ analytics: true, reminders: false, weekly_report: true }),
      },
    });
    expect(answered.status).toBe(201);
    expect(answered.body.needsAnswer).toBe(false);
    expect(answered.body.current.reminders).toMatchObject({ given: false, language: "en" });
    expect((await call(app, "GET", "/auth/user", { token: user.token })).body.consentNeeded).toBe(false);
  });

  it("keeps the history when a purpose is withdrawn and given again, and the Profile switch follows the consent", async () => {
    const user = await signUpWithConsent("en", { analytics: true, reminders: true, weekly_report: true });
    const withdraw = await call(app, "POST", "/consents", {
      token: user.token,
      body: {
        noticeVersion: NOTICE_VERSION,
        language: "en",
        choices: [{ purpose: "reminders", given: false }],
      },
    });
    expect(withdraw.status).toBe(201);
    expect(withdraw.body.current.reminders.given).toBe(false);
    const switches = await call(app, "GET", "/notification-settings", { token: user.token });
    expect(switches.body.dailyReminders).toBe(false);

    // Turning the switch back on in Profile is giving the consent again: one more answer, none rewritten.
    const on = await call(app, "PATCH", "/notification-settings", {
      token: user.token,
      body: { dailyReminders: true },
    });
    expect(on.status).toBe(200);
    const state = await call(app, "GET", "/consents", { token: user.token });
    expect(
      state.body.history
        .filter((row: { purpose: string }) => row.purpose === "reminders")
        .map((row: { given: boolean }) => row.given),
    ).toEqual([true, false, true]);
    expect(state.body.current.reminders.given).toBe(true);
  });

  it("sends no reminder and no weekly report to a user who withdrew them, while one who consents gets both", async () => {
    const consenting = await signUpWithConsent("en", {
      analytics: true,
      reminders: true,
      weekly_report: true,
    });
    const withdrawn = await signUpWithConsent("en", {
      analytics: true,
      reminders: true,
      weekly_report: true,
    });
    const answer = await call(app, "POST", "/consents", {
      token: withdrawn.token,
      body: {
        noticeVersion: NOTICE_VERSION,
        language: "en",
        choices: [
          { purpose: "reminders", given: false },
          { purpose: "weekly_report", given: false },
        ],
      },
    });
    expect(answer.status).toBe(201);

    // Sunday 14 March 2027, after the reminder time: the day for both the reminder and the report.
    const run = await runJob("2027-03-14T19:30:00+05:30", consenting, withdrawn);
    expect(run.status).toBe(200);
    expect(run.body.reminders.sent).toBe(1);
    expect(run.body.weeklyReports.sent).toBe(1);
    const sentTo = await adminSql()`
      select user_id::text as "userId", notification_type as type from public.notification_log
      where user_id in (${consenting.id}, ${withdrawn.id}) order by notification_type`;
    expect(sentTo).toEqual([
      { userId: consenting.id, type: "daily_reminder" },
      { userId: consenting.id, type: "weekly_report" },
    ]);
    expect(await inbox().list(withdrawn.email)).toEqual([]);
  });

  it("records no usage activity for a user who declined usage analytics", async () => {
    const declined = await signUpWithConsent("en", {
      analytics: false,
      reminders: false,
      weekly_report: false,
    });
    const given = await signUpWithConsent("en", { analytics: true, reminders: false, weekly_report: false });
    for (const user of [declined, given]) {
      const signin = await call(app, "POST", "/auth/signin", {
        body: { emailOrUsername: user.email, password: user.password },
        ip: randomIp(),
      });
      expect(signin.status).toBe(200);
      const saved = await call(app, "POST", "/expenses", {
        token: user.token,
        body: { category: "Groceries", amount: "120", date: "2026-11-20T10:00:00+05:30" },
      });
      expect(saved.status).toBe(201);
    }
    const activity = await adminSql()`
      select user_id::text as "userId", activity_type as type from public.user_activity
      where user_id in (${declined.id}, ${given.id}) order by activity_type`;
    expect(activity).toEqual([
      { userId: given.id, type: "expense_added" },
      { userId: given.id, type: "login" },
    ]);
  });

  it("answers 400 for bad answers and 409 for another notice version, recording nothing", async () => {
    const user = await signedInUser(app);
    const cases: [unknown, string][] = [
      [{}, "Notice version is required"],
      [
        {
          noticeVersion: NOTICE_VERSION,
          language: "fr",
          choices: choices({ analytics: true, reminders: true, weekly_report: true }),
        },
        "Language must be en or hi",
      ],
      [{ noticeVersion: NOTICE_VERSION, language: "en" }, "Choices must be a list of { purpose, given }"],
      [
        { noticeVersion: NOTICE_VERSION, language: "en", choices: [] },
        "Choices must name at least one purpose",
      ],
      [
        { noticeVersion: NOTICE_VERSION, language: "en", choices: [{ purpose: "ads", given: true }] },
        "Purpose must be one of",
      ],
      [
        { noticeVersion: NOTICE_VERSION, language: "en", choices: [{ purpose: "analytics", given: "yes" }] },
        "Given must be true or false",
      ],
      [
        {
          noticeVersion: NOTICE_VERSION,
          language: "en",
          choices: [
            { purpose: "analytics", given: true },
            { purpose: "analytics", given: false },
          ],
        },
        "Choices must name each purpose once",
      ],
      [
        { noticeVersion: NOTICE_VERSION, language: "en", choices: [{ purpose: "service", given: false }] },
        "The service purpose cannot be declined",
      ],
      ["[1]", "Request body must be a JSON object"],
      ["{", "Request body must be valid JSON"],
    ];
    for (const [body, message] of cases) {
      const res = await call(app, "POST", "/consents", { token: user.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const old = await call(app, "POST", "/consents", {
      token: user.token,
      body: { noticeVersion: "2025-01-01", language: "en", choices: [{ purpose: "analytics", given: true }] },
    });
    expect(old.status).toBe(409);
    expect(old.body.message).toBe("The privacy notice has changed: reload to read the new one");
    expect((await call(app, "GET", "/consents", { token: user.token })).body.history).toEqual([]);
    expect((await call(app, "GET", "/consents")).status).toBe(401);

    // A sign-up's answer must give the service, and answer today's notice.
    const signup = {
      email: randomEmail("consent"),
      password: "secret123",
      username: randomUsername(),
      country: "India",
      adultConfirmed: true,
    };
    const noService = await call(app, "POST", "/auth/signup", {
      body: {
        ...signup,
        consent: {
          noticeVersion: NOTICE_VERSION,
          language: "en",
          choices: [{ purpose: "analytics", given: true }],
        },
      },
      ip: randomIp(),
    });
    expect(noService.status).toBe(400);
    expect(noService.body.message).toBe("Signing up needs consent to the service purpose");
    const oldNotice = await call(app, "POST", "/auth/signup", {
      body: {
        ...signup,
        consent: {
          noticeVersion: "2025-01-01",
          language: "en",
          choices: choices({ analytics: true, reminders: true, weekly_report: true }),
        },
      },
      ip: randomIp(),
    });
    expect(oldNotice.status).toBe(409);
    const [made] = await adminSql()`select count(*)::int as n from auth.users where email = ${signup.email}`;
    expect(made?.n).toBe(0);
  });

  it("the Data API cannot date an answer, answer for someone else, change or delete history, or read another's", async () => {
    const owner = await signUpWithConsent("en", { analytics: true, reminders: true, weekly_report: true });
    const other = await signUpWithConsent("en", { analytics: true, reminders: true, weekly_report: true });
    const me = asDataApi(owner);

    // The answer itself is insertable; its time is the database's.
    const [inserted] = await as(
      me,
      (tx) => tx`
      insert into public.consents (purpose, given, notice_version, language)
      values ('analytics', false, ${NOTICE_VERSION}, 'en') returning recorded_at, user_id::text as user_id`,
    );
    expect(inserted?.user_id).toBe(owner.id);
    expect(Math.abs(Date.parse(String(inserted?.recorded_at)) - Date.now())).toBeLessThan(60_000);

    const forged = [
      () =>
        as(
          me,
          (tx) => tx`
        insert into public.consents (purpose, given, notice_version, language, recorded_at)
        values ('analytics', true, ${NOTICE_VERSION}, 'en', '2020-01-01')`,
        ),
      () =>
        as(
          me,
          (tx) => tx`
        insert into public.consents (user_id, purpose, given, notice_version, language)
        values (${other.id}, 'analytics', false, ${NOTICE_VERSION}, 'en')`,
        ),
      () => as(me, (tx) => tx`update public.consents set given = true where user_id = ${owner.id}`),
      () =>
        as(me, (tx) => tx`update public.consents set recorded_at = '2020-01-01' where user_id = ${owner.id}`),
      () => as(me, (tx) => tx`delete from public.consents where user_id = ${owner.id}`),
    ];
    for (const attempt of forged) {
      expect((await failureOf(attempt))?.code).toBe("42501");
    }
    // An old or unknown notice, a declined service: refused by the table itself.
    for (const [purpose, given, version] of [
      ["analytics", true, "2025-01-01"],
      ["service", false, NOTICE_VERSION],
    ] as const) {
      const failure = await failureOf(() =>
        as(
          me,
          (tx) => tx`
          insert into public.consents (purpose, given, notice_version, language)
          values (${purpose}, ${given}, ${version}, 'en')`,
        ),
      );
      expect(["23503", "23514"]).toContain(failure?.code);
    }
    // Not even the service role rewrites history.
    const rewrite = await failureOf(
      () =>
        adminSql()`update public.consents set given = false where user_id = ${owner.id} and purpose = 'service'`,
    );
    expect(rewrite?.message).toContain("Consent history cannot be changed");

    // Owners read only their own.
    const seen = await as(
      me,
      (tx) => tx<{ userId: string }[]>`select distinct user_id::text as "userId" from public.consents`,
    );
    expect(seen).toEqual([{ userId: owner.id }]);
    const anon = await failureOf(() => as("anon", (tx) => tx`select * from public.consents`));
    expect(anon?.code).toBe("42501");
  });
});
