import { lastIndianDays } from "@shared/calendar/indian-day.ts";
import { describe, expect, it } from "vitest";
import { setAdminRole } from "../../../scripts/make-admin.ts";
import { adminSql } from "../../support/index.ts";
import { call, randomIp, signedInUser, testApp } from "./api-client.ts";

const app = testApp();
const ADMIN_PATHS = ["/admin/stats", "/activity/daily-users", "/activity/stats?days=30"];

/** A user made admin the way `npm run make-admin` does it, signed in again for a token with the role. */
async function adminUser() {
  const user = await signedInUser(app);
  expect(await setAdminRole(adminSql(), user.email, true)).toBe(user.id);
  const res = await call(app, "POST", "/auth/signin", {
    body: { emailOrUsername: user.email, password: user.password },
    ip: randomIp(),
  });
  return { ...user, token: res.body.session.access_token as string };
}

describe("admin endpoints", () => {
  it("answer 403 to a signed-in user who is not an admin, 401 when signed out", async () => {
    const user = await signedInUser(app);
    for (const path of ADMIN_PATHS) {
      const res = await call(app, "GET", path, { token: user.token });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Forbidden: admin access only");
      expect((await call(app, "GET", path)).status).toBe(401);
    }
  });

  it("ignore an admin role the user wrote into their own user_metadata", async () => {
    const user = await signedInUser(app);
    await adminSql()`update auth.users set raw_user_meta_data = raw_user_meta_data || '{"role":"admin"}' where id = ${user.id}`;
    const res = await call(app, "POST", "/auth/signin", {
      body: { emailOrUsername: user.email, password: user.password },
      ip: randomIp(),
    });
    expect((await call(app, "GET", "/admin/stats", { token: res.body.session.access_token })).status).toBe(
      403,
    );
  });

  it("give an admin the user count, recent sign-ups, today's active users and daily usage", async () => {
    const admin = await adminUser();
    const newcomer = await signedInUser(app);
    await call(app, "POST", "/expenses", {
      token: newcomer.token,
      body: { category: "Transport", amount: "30", method: "manual", date: new Date().toISOString() },
    });

    const stats = await call(app, "GET", "/admin/stats", { token: admin.token });
    expect(stats.status).toBe(200);
    const [{ n: users } = { n: 0 }] = await adminSql()`select count(*)::int as n from public.profiles`;
    expect(stats.body.totalUsers).toBeGreaterThanOrEqual(users - 5);
    expect(stats.body.recentSignups.length).toBeLessThanOrEqual(10);
    expect(stats.body.recentSignups[0]).toEqual({
      email: expect.any(String),
      signupDate: expect.any(String),
    });
    expect(stats.body.recentSignups.map((s: { email: string }) => s.email)).toContain(newcomer.email);

    const daily = await call(app, "GET", "/activity/daily-users", { token: admin.token });
    expect(daily.status).toBe(200);
    expect(daily.body.activeUsers).toBeGreaterThanOrEqual(2);

    const activity = await call(app, "GET", "/activity/stats?days=30", { token: admin.token });
    expect(activity.status).toBe(200);
    expect(activity.body.totalLogins).toBeGreaterThanOrEqual(1);
    expect(activity.body.totalExpenses).toBeGreaterThanOrEqual(1);
    expect(Object.keys(activity.body.dailyUsage).sort()).toEqual(lastIndianDays(new Date(), 30));
    const today = lastIndianDays(new Date(), 1)[0] as string;
    expect(activity.body.dailyUsage[today]).toBeGreaterThanOrEqual(2);

    const byDefault = await call(app, "GET", "/activity/stats", { token: admin.token });
    expect(Object.keys(byDefault.body.dailyUsage)).toHaveLength(30);
  });

  it("validate ?days with a 400", async () => {
    const admin = await adminUser();
    for (const days of ["0", "367", "lots"]) {
      const res = await call(app, "GET", `/activity/stats?days=${days}`, { token: admin.token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("days must be a whole number from 1 to 366");
    }
  });

  it("make-admin --remove takes the role away again", async () => {
    const admin = await adminUser();
    await setAdminRole(adminSql(), admin.email, false);
    const res = await call(app, "POST", "/auth/signin", {
      body: { emailOrUsername: admin.email, password: admin.password },
      ip: randomIp(),
    });
    expect((await call(app, "GET", "/admin/stats", { token: res.body.session.access_token })).status).toBe(
      403,
    );
  });
});
