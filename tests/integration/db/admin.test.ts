// Admin usage statistics: only callers whose JWT app_metadata.role is "admin" get them.
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";
import { as, createUser, failureOf } from "./sql-as.ts";

const sql = () => adminSql();

describe("admin statistics", () => {
  it("refuses signed-in users who are not admins, and anon", async () => {
    const user = await createUser();
    // A role in user_metadata (which users can edit themselves) must not count.
    const sneaky = { ...user, appMetadata: { provider: "email" } };
    await sql()`update auth.users set raw_user_meta_data = '{"role": "admin"}' where id = ${user.id}`;
    for (const call of [
      "select private.admin_total_users()",
      "select * from private.admin_recent_signups()",
      "select private.admin_active_users_today()",
      "select * from private.admin_activity_stats(30)",
    ]) {
      const error = await failureOf(() => as(sneaky, (tx) => tx.unsafe(call)));
      expect(error?.message, call).toBe("Only admins may read usage statistics");
      expect(error?.code).toBe("42501");
      const anon = await failureOf(() => as("anon", (tx) => tx.unsafe(call)));
      expect(anon?.code, call).toBe("42501");
    }
  });

  it("gives admins totals, recent sign-ups, today's active users and usage per Indian day", async () => {
    const admin = await createUser({ appMetadata: { role: "admin" } });
    const active = await createUser();
    const idle = await createUser();
    await as(active, (tx) => tx`select private.record_activity('login')`);
    await as(active, (tx) => tx`insert into expenses (amount, category) values (10, 'Rent')`);
    await sql()`
      insert into user_activity (user_id, activity_type, activity_date)
      values (${idle.id}, 'login', (now() at time zone 'Asia/Kolkata')::date - 40)`;

    const stats = await as(admin, async (tx) => {
      const [users] = await tx`select private.admin_total_users() as n`;
      const recent = await tx`select * from private.admin_recent_signups(3)`;
      const [today] = await tx`select private.admin_active_users_today() as n`;
      const [usage] = await tx`select * from private.admin_activity_stats(30)`;
      return { users, recent, today, usage };
    });

    const [truth] = await sql()`
      select (select count(*) from profiles) as users,
        to_char((now() at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as today`;
    expect(stats.users?.n).toBe(truth?.users);
    expect(stats.recent.map((r) => r.email)).toEqual([idle.email, active.email, admin.email]);
    expect(Number(stats.today?.n)).toBeGreaterThanOrEqual(1);

    const usage = stats.usage as {
      total_logins: string;
      total_expenses: string;
      daily_usage: Record<string, number>;
    };
    expect(Object.keys(usage.daily_usage)).toHaveLength(30);
    expect(Object.keys(usage.daily_usage).at(-1)).toBe(truth?.today);
    expect(usage.daily_usage[truth?.today as string]).toBeGreaterThanOrEqual(2);
    expect(Number(usage.total_logins)).toBeGreaterThanOrEqual(1);
    expect(Number(usage.total_expenses)).toBeGreaterThanOrEqual(1);

    // The 40-day-old login is outside a 30-day window but inside a 60-day one.
    const [wider] = await as(admin, (tx) => tx`select total_logins from private.admin_activity_stats(60)`);
    expect(Number(wider?.total_logins)).toBeGreaterThan(Number(usage.total_logins));
  });

  it("refuses a window outside 1–366 days", async () => {
    const admin = await createUser({ appMetadata: { role: "admin" } });
    const error = await failureOf(() => as(admin, (tx) => tx`select * from private.admin_activity_stats(0)`));
    expect(error?.message).toBe("Days must be between 1 and 366, got 0");
  });
});
