// The budget cycle (docs/product.md §4.31) in the database: private.cycle_bounds is the one home of
// "this month" and agrees with the shared core (_shared/calendar/budget-cycle.ts) day by day; the
// daily figure, days left and the monthly alerts follow it; a change waits for the next cycle; and the
// setting's check holds for what the Data API writes. Sessions run with the server zone UTC.
import {
  type CycleSetting,
  type CycleStart,
  cycleBounds,
  cycleBoundsOf,
  nextCycle,
  settingOf,
  withChangedStart,
} from "@shared/calendar/budget-cycle.ts";
import { addDays, monthEnd } from "@shared/calendar/indian-day.ts";
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";
import { as, createUser, failureOf, ist, restInsert, restUpdate, type TestUser } from "./sql-as.ts";

const sql = () => adminSql();
const utc = { timeZone: "UTC" };

async function istToday(): Promise<string> {
  const [row] = await sql()<{ today: string }[]>`select private.ist_today()::text as today`;
  return row?.today as string;
}

const addBudget = (user: TestUser, amount: number, cycleStart: string) =>
  restInsert(user, "budgets", { amount, cycle_start: cycleStart });

const spend = (user: TestUser, amount: string, at: string) =>
  as(
    user,
    (tx) =>
      tx`insert into expenses (amount, category, spent_at) values (${amount}, 'Food', ${at}::timestamptz)`,
  );

async function boundsOf(user: TestUser, day: string) {
  const [row] = await as(
    user,
    (tx) => tx<{ start: string; end: string }[]>`
      select start_day::text as start, end_day::text as end from private.cycle_bounds(${user.id}::uuid, ${day}::date)`,
    utc,
  );
  return row;
}

async function budgetRow(user: TestUser) {
  const [row] = await sql()<
    { cycle_start: string; previous_cycle_start: string | null; from: string | null }[]
  >`
    select cycle_start, previous_cycle_start, cycle_start_from::text as from from budgets where user_id = ${user.id}`;
  if (!row) throw new Error("no budget");
  return row;
}

describe("private.cycle_bounds", () => {
  it("is the calendar month without a budget or a chosen day, and the 25th–24th for a start on the 25th", async () => {
    const nobody = await createUser();
    expect(await boundsOf(nobody, "2026-11-27")).toEqual({ start: "2026-11-01", end: "2026-11-30" });

    const user = await createUser();
    await addBudget(user, 30000, "25");
    expect(await boundsOf(user, "2026-11-24")).toEqual({ start: "2026-10-25", end: "2026-11-24" });
    expect(await boundsOf(user, "2026-11-25")).toEqual({ start: "2026-11-25", end: "2026-12-24" });
    expect(await boundsOf(user, "2028-02-29")).toEqual({ start: "2028-02-25", end: "2028-03-24" });
  });

  it("takes the Indian day of an instant: 18:29 UTC on the 24th is in the old cycle, 18:31 UTC in the new", async () => {
    const user = await createUser();
    await addBudget(user, 30000, "25");
    const rows = await as(
      user,
      (tx) => tx<{ at: string; start: string }[]>`
        select at::text, (select start_day::text from private.cycle_bounds(${user.id}::uuid, private.ist_day(at))) as start
        from unnest(array['2026-12-24 18:29:00+00', '2026-12-24 18:31:00+00']::timestamptz[]) as at`,
      utc,
    );
    expect(rows.map((row) => row.start)).toEqual(["2026-11-25", "2026-12-25"]);
  });

  it("equals the shared core's cycleBounds on every day of four years, for every kind of start", async () => {
    const settings: CycleSetting[] = [
      ...([1, 15, 25, 28, "last_working_day"] as CycleStart[]).map((cycleStart) => ({
        cycleStart,
        previousCycleStart: null,
        cycleStartFrom: null,
      })),
      { cycleStart: 25, previousCycleStart: 1, cycleStartFrom: "2027-02-01" },
      { cycleStart: "last_working_day", previousCycleStart: 10, cycleStartFrom: "2028-02-10" },
    ];
    for (const setting of settings) {
      const rows = await sql()<{ day: string; start: string; end: string }[]>`
        select d::date::text as day, c.start_day::text as start, c.end_day::text as end
        from generate_series('2026-01-01'::date, '2029-12-31'::date, interval '1 day') d
        cross join lateral private.cycle_bounds_at(${String(setting.cycleStart)},
          ${setting.previousCycleStart === null ? null : String(setting.previousCycleStart)},
          ${setting.cycleStartFrom}::date, d::date) c
        order by 1`;
      expect(rows).toHaveLength(1461);
      const differing = rows.filter((row) => {
        const ts = cycleBounds(setting, row.day);
        return ts.start !== row.start || ts.end !== row.end;
      });
      expect(differing, JSON.stringify(setting)).toEqual([]);
    }
  });
});

describe("the cycle of a start on the 1st–28th, worked out by arithmetic", () => {
  // The rule in its plain form: a cycle runs from the latest start day (cycle_start_in_month, this
  // calendar month's or last month's) on or before the day to the day before the next start.
  const plainRule = (setting: string) => sql()<{ day: string; got: string; rule: string }[]>`
    select d.day::text as day, b.start_day || '..' || b.end_day as got, r.start_day || '..' || r.end_day as rule
    from (select g::date as day from generate_series('2027-01-01'::date, '2028-12-31'::date, interval '1 day') g) d
    cross join lateral private.cycle_bounds_of(${setting}, d.day) b
    cross join lateral (
      select max(s.day) filter (where s.day <= d.day) as start_day, min(s.day) filter (where s.day > d.day) - 1 as end_day
      from generate_series(-1, 1) k
      cross join lateral (
        select private.cycle_start_in_month(${setting}, (date_trunc('month', d.day) + k * interval '1 month')::date) as day
      ) s
    ) r
    order by d.day`;

  it("agrees with the rule's plain form on every day of a non-leap and a leap year, for every start", async () => {
    const settings = [...Array.from({ length: 28 }, (_, i) => String(i + 1)), "last_working_day"];
    for (const setting of settings) {
      const rows = await plainRule(setting);
      expect(rows).toHaveLength(731);
      expect(
        rows.filter((row) => row.got !== row.rule),
        setting,
      ).toEqual([]);
    }
  });

  it("keeps the calendar month for a start on the 1st, with and without a previous setting, and a change waits for the next cycle", async () => {
    const cases = [
      // Never changed: the calendar month.
      { setting: "1", previous: null, from: null, day: "2028-02-29", want: "2028-02-01..2028-02-29" },
      { setting: "1", previous: null, from: null, day: "2027-02-28", want: "2027-02-01..2027-02-28" },
      { setting: "1", previous: null, from: null, day: "2027-12-31", want: "2027-12-01..2027-12-31" },
      // From the 25th to the 1st, made during the cycle 25 Jan – 24 Feb: that cycle ends on the 24th,
      // the calendar months follow.
      { setting: "1", previous: "25", from: "2028-02-25", day: "2028-02-24", want: "2028-01-25..2028-02-24" },
      { setting: "1", previous: "25", from: "2028-02-25", day: "2028-02-25", want: "2028-02-25..2028-02-29" },
      { setting: "1", previous: "25", from: "2028-02-25", day: "2028-03-01", want: "2028-03-01..2028-03-31" },
      // From the 1st to the 15th, made in March: March stays whole, then 1–14 April, then 15th–14th.
      { setting: "15", previous: "1", from: "2027-04-01", day: "2027-03-31", want: "2027-03-01..2027-03-31" },
      { setting: "15", previous: "1", from: "2027-04-01", day: "2027-04-14", want: "2027-04-01..2027-04-14" },
      { setting: "15", previous: "1", from: "2027-04-01", day: "2027-04-15", want: "2027-04-15..2027-05-14" },
    ];
    for (const c of cases) {
      const [row] = await sql()<{ got: string }[]>`
        select start_day || '..' || end_day as got
        from private.cycle_bounds_at(${c.setting}, ${c.previous}, ${c.from}::date, ${c.day}::date)`;
      expect(row?.got, JSON.stringify(c)).toBe(c.want);
    }
  });
});

describe("the cycle's functions", () => {
  it("are inlined into the query that reads them (a SET clause would stop that)", async () => {
    const plan = await sql().unsafe(
      "explain (verbose, costs off) select * from private.cycle_bounds('00000000-0000-4000-8000-000000000000', date '2026-11-26')",
    );
    const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
    // One plan: the budget row read in it, the cycle's arithmetic in the same query (a scalar step
    // whose argument is a large expression may stay a call; no function runs as its own query).
    expect(text).not.toMatch(/Function Scan|cycle_bounds/);
    expect(text).toMatch(/Scan.* on public\.budgets b/);
  });
});

describe("the daily figure in a cycle starting on the 25th", () => {
  it("counts spending and days left from the 25th to the 24th", async () => {
    const user = await createUser();
    await addBudget(user, 31000, "25");
    await spend(user, "500.00", ist("2025-11-24 23:59")); // the cycle before
    await spend(user, "1000.00", ist("2025-11-25 00:00"));
    await spend(user, "200.00", ist("2025-12-10 09:00"));
    const [figure] = await as(
      user,
      (tx) => tx<{ daily_limit: string; spent_before: string; days_left: number; spent_on_day: string }[]>`
        select daily_limit::text, spent_before::text, days_left, spent_on_day::text
        from private.daily_figure(${user.id}::uuid, '2025-12-10')`,
      utc,
    );
    // (31,000 − 1,000) ÷ 15 days (10–24 December).
    expect(figure).toEqual({
      daily_limit: "2000.00",
      spent_before: "1000.00",
      days_left: 15,
      spent_on_day: "200.00",
    });
  });
});

describe("budget alerts in cycles", () => {
  const alerts = (user: TestUser) =>
    sql()<{ type: string; period: string }[]>`
      select notification_type as type, period::text from budget_notifications
      where user_id = ${user.id} and notification_type like 'budget_%' order by period, notification_type`;
  const check = (user: TestUser, at: string, today: string) =>
    sql()`select private.raise_budget_alerts(${user.id}::uuid, ${at}::timestamptz, ${today}::date)`;

  it("come once per cycle: two in one cycle make one alert, a second cycle its own", async () => {
    const user = await createUser();
    await addBudget(user, 10000, "25");
    await spend(user, "5000.00", ist("2025-11-26 10:00"));
    await check(user, ist("2025-11-26 10:00"), "2025-11-27");
    await spend(user, "100.00", ist("2025-12-24 10:00"));
    await check(user, ist("2025-12-24 10:00"), "2025-12-24");
    expect(await alerts(user)).toEqual([{ type: "budget_50", period: "2025-11-25" }]);

    // The 25th is a new cycle: its spending starts at 0 and reaches half on its own.
    await spend(user, "4000.00", ist("2025-12-25 10:00"));
    await check(user, ist("2025-12-25 10:00"), "2025-12-25");
    expect(await alerts(user)).toEqual([{ type: "budget_50", period: "2025-11-25" }]);
    await spend(user, "1000.00", ist("2025-12-26 10:00"));
    await check(user, ist("2025-12-26 10:00"), "2025-12-26");
    expect(await alerts(user)).toEqual([
      { type: "budget_50", period: "2025-11-25" },
      { type: "budget_50", period: "2025-12-25" },
    ]);
  });

  it("raise nothing for a cycle already over", async () => {
    const user = await createUser();
    await addBudget(user, 10000, "25");
    await spend(user, "6000.00", ist("2025-12-20 10:00"));
    await check(user, ist("2025-12-20 10:00"), "2025-12-25");
    expect(await alerts(user)).toEqual([]);
  });
});

describe("changing the start day", () => {
  it("takes effect from the next cycle; the current one stays as it was", async () => {
    const user = await createUser();
    await addBudget(user, 30000, "1");
    const today = await istToday();
    const thisMonth = { start: `${today.slice(0, 8)}01`, end: monthEnd(today) };
    const firstNew = addDays(thisMonth.end, 1);

    await restUpdate(user, "budgets", { column: "user_id", value: user.id }, { cycle_start: "25" });
    expect(await budgetRow(user)).toEqual({ cycle_start: "25", previous_cycle_start: "1", from: firstNew });
    expect(await boundsOf(user, today)).toEqual(thisMonth);
    const waiting: CycleSetting = { cycleStart: 25, previousCycleStart: 1, cycleStartFrom: firstNew };
    expect(withChangedStart(settingOf(1), 25, today)).toEqual(waiting);
    expect(await boundsOf(user, firstNew)).toEqual(nextCycle(waiting, today));
    expect(await boundsOf(user, firstNew)).toEqual({ start: firstNew, end: cycleBoundsOf(25, firstNew).end });

    // A second change before then replaces the waiting one; going back to the 1st cancels it.
    await restUpdate(
      user,
      "budgets",
      { column: "user_id", value: user.id },
      { cycle_start: "last_working_day" },
    );
    expect(await budgetRow(user)).toEqual({
      cycle_start: "last_working_day",
      previous_cycle_start: "1",
      from: firstNew,
    });
    await restUpdate(user, "budgets", { column: "user_id", value: user.id }, { cycle_start: "1" });
    expect(await budgetRow(user)).toEqual({ cycle_start: "1", previous_cycle_start: null, from: null });
  });

  it("is refused by the database outside 1–28 and last_working_day, through the Data API", async () => {
    const user = await createUser();
    for (const bad of ["29", "0", "x"]) {
      const error = await failureOf(() => addBudget(user, 30000, bad));
      expect(error?.constraint_name, bad).toBe("budgets_cycle_start_known");
    }
    await addBudget(user, 30000, "28");
    for (const bad of ["29", "0", "x", "07"]) {
      const error = await failureOf(() =>
        restUpdate(user, "budgets", { column: "user_id", value: user.id }, { cycle_start: bad }),
      );
      expect(error?.constraint_name, bad).toBe("budgets_cycle_start_known");
    }
    const error = await failureOf(() =>
      restUpdate(user, "budgets", { column: "user_id", value: user.id }, { cycle_start_from: "2020-01-01" }),
    );
    expect(error?.code).toBe("42501");
    expect((await budgetRow(user)).cycle_start).toBe("28");
  });
});
