// The one daily figure and the one list of alert thresholds (docs/product.md §4.7, §4.9): the database
// computes today's daily limit (private.daily_figure) for home, Set Budget and the daily alert alike,
// and raises alerts at the thresholds the app exports (_shared/budget/thresholds.ts).
import { ALERT_THRESHOLDS } from "@shared/budget/thresholds.ts";
import { monthEnd as monthEndOf } from "@shared/calendar/indian-day.ts";
import { dueDatesBetween, type RecurringSchedule } from "@shared/calendar/recurring-schedule.ts";
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";
import { as, createUser, type TestUser } from "./sql-as.ts";

const sql = () => adminSql();

async function istToday(): Promise<string> {
  const [row] = await sql()<{ today: string }[]>`select private.ist_today()::text as today`;
  if (!row) throw new Error("no today");
  return row.today;
}

const spend = (user: TestUser, amount: string, at: string) =>
  as(
    user,
    (tx) =>
      tx`insert into expenses (amount, category, spent_at) values (${amount}, 'Rent', ${at}::timestamptz)`,
  );

async function addRecurring(
  user: TestUser,
  schedule: RecurringSchedule,
  amount: string,
  from: string,
  paused = false,
) {
  const nextDueOn = dueDatesBetween(schedule, from, "2200-12-31", 1)[0] ?? from;
  const [row] = await as(
    user,
    (tx) => tx`
      insert into recurring_payments
        (name, amount, category, frequency, day_of_month, weekday, month_of_year, starts_on, next_due_on, paused)
      values (${schedule.frequency}, ${amount}, 'Bills', ${schedule.frequency},
        ${schedule.frequency === "weekly" ? null : schedule.dayOfMonth},
        ${schedule.frequency === "weekly" ? schedule.weekday : null},
        ${schedule.frequency === "yearly" ? schedule.month : null}, ${from}, ${nextDueOn}, ${paused})
      returning id::text as id, next_due_on::text as "nextDueOn"`,
  );
  if (!row) throw new Error("no payment");
  return row as { id: string; nextDueOn: string };
}

interface Status {
  today_spent: string;
  daily_limit: string | null;
  monthly_budget: string | null;
  spent_before_today: string;
  committed: string;
  days_left: number;
}

const statusOf = async (user: TestUser) =>
  (await as(user, (tx) => tx<Status[]>`select * from daily_limit_status()`))[0] as Status;

const paise = (rupees: string | number) => Math.round(Number(rupees) * 100);

describe("the alert thresholds", () => {
  it("are the same in the database and in the app", async () => {
    const rows = await sql()<{ notification_type: string; period: string; percent: number }[]>`
      select * from private.budget_alert_thresholds()`;
    expect(rows.map((r) => ({ type: r.notification_type, period: r.period, percent: r.percent }))).toEqual(
      ALERT_THRESHOLDS.map((t) => ({ type: t.type, period: t.period, percent: t.percent })),
    );
  });
});

describe("today's daily limit (private.daily_figure)", () => {
  it("is (budget − spent before today − recurring still due) ÷ days left, and the daily alert fires at it", async () => {
    const user = await createUser();
    const today = await istToday();
    const monthStart = `${today.slice(0, 8)}01`;
    const monthEnd = monthEndOf(today);
    await as(user, (tx) => tx`insert into budgets (amount) values (30000)`);

    // Spending earlier this month (none possible on the 1st), and none yet today.
    const before = today > monthStart ? "6000.40" : "0";
    if (today > monthStart) await spend(user, before, `${monthStart}T10:00:00+05:30`);

    // Rent due on the month's last day (day 31 is the last day of a shorter month), a weekly and a
    // yearly payment, a paused one (not counted) and one whose next date the owner skipped.
    const schedules: Array<[RecurringSchedule, string]> = [
      [{ frequency: "monthly", dayOfMonth: 31 }, "5000"],
      [{ frequency: "weekly", weekday: 3 }, "250.50"],
      [{ frequency: "yearly", month: Number(today.slice(5, 7)), dayOfMonth: 31 }, "1200"],
    ];
    let committed = 0;
    for (const [schedule, amount] of schedules) {
      await addRecurring(user, schedule, amount, today);
      committed += dueDatesBetween(schedule, today, monthEnd).length * paise(amount);
    }
    await addRecurring(user, { frequency: "monthly", dayOfMonth: 31 }, "9999", today, true);
    const skipped = await addRecurring(user, { frequency: "weekly", weekday: 5 }, "777", today);
    await as(
      user,
      (tx) => tx`
        insert into recurring_occurrences (recurring_payment_id, due_on, user_id, status)
        values (${skipped.id}, ${skipped.nextDueOn}, (select auth.uid()), 'skipped')`,
    );
    if (skipped.nextDueOn <= monthEnd) {
      committed +=
        (dueDatesBetween({ frequency: "weekly", weekday: 5 }, today, monthEnd).length - 1) * 777_00;
    }

    const daysLeft = Number(monthEnd.slice(8)) - Number(today.slice(8)) + 1;
    const limit = Math.max(0, Math.floor((3_000_000 - paise(before) - committed) / daysLeft));
    const status = await statusOf(user);
    expect({
      spentBefore: paise(status.spent_before_today),
      committed: paise(status.committed),
      daysLeft: status.days_left,
      limit: paise(status.daily_limit ?? "-1"),
      budget: status.monthly_budget,
    }).toEqual({ spentBefore: paise(before), committed, daysLeft, limit, budget: "30000.00" });

    // Today's spending is measured against it and does not change it; the alert fires exactly there.
    await spend(user, ((limit - 1) / 100).toFixed(2), new Date().toISOString());
    const daily = () =>
      sql()<{ spent: string; limit: string }[]>`
        select spent_amount::text as spent, limit_amount::text as limit from budget_notifications
        where user_id = ${user.id} and notification_type = 'daily_limit'`;
    expect(await daily()).toEqual([]);
    expect(paise((await statusOf(user)).daily_limit ?? "-1")).toBe(limit);
    await spend(user, "0.01", new Date().toISOString());
    expect((await daily()).map((a) => [paise(a.spent), paise(a.limit)])).toEqual([[limit, limit]]);
  });

  it("is null without a budget, and 0 (no daily alert) once the month's money is spoken for", async () => {
    const user = await createUser();
    expect((await statusOf(user)).daily_limit).toBeNull();
    const today = await istToday();
    await as(user, (tx) => tx`insert into budgets (amount) values (1000)`);
    await addRecurring(user, { frequency: "monthly", dayOfMonth: 31 }, "1500", today);
    expect(Number((await statusOf(user)).daily_limit)).toBe(0);
    await spend(user, "10", new Date().toISOString());
    const types = await sql()<{ notification_type: string }[]>`
      select notification_type from budget_notifications where user_id = ${user.id}`;
    expect(types.map((t) => t.notification_type)).toEqual([]);
  });
});

describe("the daily figure's cost (home asks for it on every refresh)", () => {
  /** Runs daily_limit_status() as `user`; answers it and the function calls it took (track_functions). */
  async function statusCountingCalls(user: TestUser) {
    return sql().begin(async (tx) => {
      await tx`set local track_functions = 'all'`;
      await tx`select set_config('role', 'authenticated', true),
        set_config('request.jwt.claims', ${JSON.stringify({ sub: user.id, role: "authenticated" })}, true)`;
      const [status] = await tx<Status[]>`select * from daily_limit_status()`;
      await tx`reset role`;
      const calls = await tx<{ name: string; calls: number }[]>`
        select p.pronamespace::regnamespace || '.' || p.proname as name,
          coalesce(pg_stat_get_xact_function_calls(p.oid), 0)::int as calls
        from pg_proc p
        where p.oid in ('public.daily_limit_status'::regproc, 'private.caller_daily_figure'::regproc,
          'private.daily_figure'::regproc)
        order by 1`;
      return { status: status as Status, calls: Object.fromEntries(calls.map((c) => [c.name, c.calls])) };
    });
  }

  it("is one call of daily_figure inside one PL/pgSQL call: nothing of daily_limit_status is planned with the caller's statement", async () => {
    const user = await createUser();
    await as(user, (tx) => tx`insert into budgets (amount) values (30000)`);
    await spend(user, "120.50", new Date().toISOString());
    const { status, calls } = await statusCountingCalls(user);
    expect(calls).toEqual({
      "private.caller_daily_figure": 1,
      "private.daily_figure": 1,
      "public.daily_limit_status": 1,
    });
    expect(status.today_spent).toBe("120.50");
  });

  it("reads with the owner's rights, skipping row-level checks, yet answers each caller their own figure only", async () => {
    const [asha, ravi, nobody] = [await createUser(), await createUser(), await createUser()];
    await as(asha, (tx) => tx`insert into budgets (amount) values (30000)`);
    await as(ravi, (tx) => tx`insert into budgets (amount) values (6000)`);
    await spend(asha, "100", new Date().toISOString());
    const [ashaStatus, raviStatus, nobodyStatus] = [
      await statusOf(asha),
      await statusOf(ravi),
      await statusOf(nobody),
    ];
    expect([ashaStatus.monthly_budget, ashaStatus.today_spent]).toEqual(["30000.00", "100.00"]);
    expect([raviStatus.monthly_budget, raviStatus.today_spent]).toEqual(["6000.00", "0"]);
    expect([nobodyStatus.monthly_budget, nobodyStatus.daily_limit, nobodyStatus.today_spent]).toEqual([
      null,
      null,
      "0",
    ]);
    // It takes no owner: there is no way to ask it for someone else's figure.
    const [signature] = await sql()<{ args: string; definer: boolean }[]>`
      select pg_get_function_arguments(p.oid) as args, p.prosecdef as definer
      from pg_proc p where p.oid = 'private.caller_daily_figure'::regproc`;
    expect(signature).toEqual({ args: "", definer: true });
  });

  it("answers the day's own spending with the day's limit, as the alert check reads it", async () => {
    const user = await createUser();
    await as(user, (tx) => tx`insert into budgets (amount) values (30000)`);
    const today = await istToday();
    await spend(user, "75.25", new Date().toISOString());
    await spend(user, "24.75", new Date().toISOString());
    const [figure] = await as(
      user,
      (tx) => tx<{ spent_on_day: string }[]>`
        select spent_on_day::text from private.daily_figure(${user.id}::uuid, ${today}::date)`,
    );
    expect(figure?.spent_on_day).toBe("100.00");
  });
});
