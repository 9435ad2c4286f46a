// Indian days and months (Asia/Kolkata) in the analytics functions and the alert trigger, whatever
// the database server's own time zone: 23:59 IST and 00:01 IST the next day are different days,
// and across a month boundary different months. Money sums are exact.

import { addDays, indianClock, indianDayStart } from "@shared/calendar/indian-day.ts";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";
import { stack } from "../../support/stack.ts";
import { as, createUser, failureOf, type TestUser } from "./sql-as.ts";

// UTC (hosted Supabase), a zone behind UTC with daylight saving, and one far ahead of India.
const serverZones = ["UTC", "America/Los_Angeles", "Pacific/Kiritimati"];

const sql = () => adminSql();

async function spendAs(
  user: TestUser,
  amount: string,
  at: string,
  category = "Food & Dining",
  timeZone?: string,
) {
  await as(
    user,
    (tx) => tx`insert into expenses (amount, category, spent_at) values (${amount}, ${category}, ${at})`,
    { timeZone },
  );
}

interface Spending {
  total_spent: string;
  category_spending: Record<string, number>;
}

describe.each(serverZones)("with the server time zone %s", (timeZone) => {
  it("puts 23:59 IST and 00:01 IST the next day on different days and in different months", async () => {
    const user = await createUser();
    // The API sends instants with +05:30 (docs/product.md §3.3).
    await spendAs(user, "100.00", "2026-10-31T23:59:00+05:30", "Food & Dining", timeZone);
    await spendAs(user, "7.50", "2026-11-01T00:01:00+05:30", "Transport", timeZone);

    const result = await as(
      user,
      async (tx) => {
        const day = async (d: string) => (await tx<Spending[]>`select * from spending_on_day(${d})`)[0];
        const month = async (y: number, m: number) =>
          (await tx<Spending[]>`select * from spending_in_month(${y}, ${m})`)[0];
        const dates = async (y: number, m: number) =>
          (await tx<{ dates: string[] }[]>`select month_expense_dates(${y}, ${m}) as dates`)[0]?.dates;
        return {
          oct31: await day("2026-10-31"),
          nov1: await day("2026-11-01"),
          october: await month(2026, 10),
          november: await month(2026, 11),
          octoberDates: await dates(2026, 10),
          novemberDates: await dates(2026, 11),
          allTime: (await tx<Spending[]>`select * from spending_all_time()`)[0],
        };
      },
      { timeZone },
    );

    expect(result.oct31).toEqual({ total_spent: "100.00", category_spending: { "Food & Dining": 100 } });
    expect(result.nov1).toEqual({ total_spent: "7.50", category_spending: { Transport: 7.5 } });
    expect(result.october?.total_spent).toBe("100.00");
    expect(result.november?.total_spent).toBe("7.50");
    expect(result.octoberDates).toEqual(["2026-10-31"]);
    expect(result.novemberDates).toEqual(["2026-11-01"]);
    expect(result.allTime?.total_spent).toBe("107.50");
  });

  it("raises monthly alerts in the Indian month of the expense", async () => {
    const user = await createUser();
    await as(user, (tx) => tx`insert into budgets (amount) values (10000)`);
    const [row] = await sql()<{ last_day: string; next_month: string; this_month: string }[]>`
      select to_char(m + interval '1 month' - interval '1 day', 'YYYY-MM-DD') as last_day,
        to_char(m + interval '1 month', 'YYYY-MM-DD') as next_month,
        to_char(m, 'YYYY-MM-DD') as this_month
      from (select date_trunc('month', now() at time zone 'Asia/Kolkata') as m) current_month`;
    await spendAs(user, "6000", `${row?.last_day}T23:59:00+05:30`, "Rent", timeZone);
    await spendAs(user, "6000", `${row?.next_month}T00:01:00+05:30`, "Rent", timeZone);
    const periods = await sql()<{ period: string }[]>`
      select to_char(period, 'YYYY-MM-DD') as period from budget_notifications
      where user_id = ${user.id} and notification_type = 'budget_50' order by period`;
    // Each expense is 60% of its own month; neither month reaches 100%.
    expect(periods.map((p) => p.period)).toEqual([row?.this_month, row?.next_month]);
  });

  it("counts only today's Indian day in the daily limit status", async () => {
    const user = await createUser();
    await as(user, (tx) => tx`insert into budgets (amount) values (25000)`);
    const [days] = await sql()<
      { yesterday: string; today: string; tomorrow: string; daysLeft: number; sameMonth: boolean }[]
    >`
      select to_char(d - 1, 'YYYY-MM-DD') as yesterday, to_char(d, 'YYYY-MM-DD') as today,
        to_char(d + 1, 'YYYY-MM-DD') as tomorrow,
        (date_trunc('month', d) + interval '1 month')::date - d as "daysLeft",
        extract(day from d) > 1 as "sameMonth"
      from (select (now() at time zone 'Asia/Kolkata')::date as d) today`;
    await spendAs(user, "1.00", `${days?.today}T00:00:00+05:30`);
    await spendAs(user, "2.25", new Date().toISOString());
    await spendAs(user, "500.00", `${days?.yesterday}T23:59:59+05:30`);
    await spendAs(user, "900.00", `${days?.tomorrow}T00:00:00+05:30`);
    const [status] = await as(user, (tx) => tx`select * from daily_limit_status()`, { timeZone });
    // 00:00 IST belongs to today; 23:59:59 IST yesterday is spent before today (when it is this
    // month), 00:00 IST tomorrow is neither; the daily limit is what is left ÷ the days left.
    const before = days?.sameMonth ? 50000 : 0;
    expect(status).toEqual({
      today_spent: "3.25",
      daily_limit: (Math.floor((2_500_000 - before) / (days?.daysLeft ?? 1)) / 100).toFixed(2),
      monthly_budget: "25000.00",
      spent_before_today: days?.sameMonth ? "500.00" : "0",
      committed: "0",
      days_left: days?.daysLeft,
    });
  });
});

describe("money and categories in analytics", () => {
  it("sums exactly: 0.10 + 0.20 = 0.30", async () => {
    const user = await createUser();
    const now = new Date().toISOString();
    await spendAs(user, "0.10", now, "Groceries");
    await spendAs(user, "0.20", now, "Groceries");
    const [row] = await as(
      user,
      (tx) => tx`
        select total_spent, category_spending ->> 'Groceries' as groceries
        from spending_on_day()`,
    );
    expect(row).toEqual({ total_spent: "0.30", groceries: "0.30" });
  });

  it("groups spellings of one category under its canonical name", async () => {
    const user = await createUser();
    const now = new Date().toISOString();
    await spendAs(user, "10", now, "Healthcare");
    await spendAs(user, "20", now, " health ");
    await spendAs(user, "5", now, "mobile");
    await spendAs(user, "1", now, "  Chai  ");
    const [row] = await as(user, (tx) => tx<Spending[]>`select * from spending_in_month()`);
    expect(row?.category_spending).toEqual({ Health: 30, "Mobile Recharge": 5, Chai: 1 });
  });

  it("reports zero spending and no daily limit for a user without a budget", async () => {
    const user = await createUser();
    const [status] = await as(user, (tx) => tx`select * from daily_limit_status()`);
    expect(status).toMatchObject({
      today_spent: "0",
      daily_limit: null,
      monthly_budget: null,
      committed: "0",
    });
    const [month] = await as(user, (tx) => tx<Spending[]>`select * from spending_in_month()`);
    expect(month).toEqual({ total_spent: "0", category_spending: {} });
  });

  it("refuses an impossible month with a clear error", async () => {
    const user = await createUser();
    const error = await failureOf(() => as(user, (tx) => tx`select * from spending_in_month(2026, 13)`));
    expect(error?.message).toBe("Month must be between 1 and 12, got 13");
    expect(error?.code).toBe("22023");
  });

  it("is not callable by anon", async () => {
    const error = await failureOf(() => as("anon", (tx) => tx`select * from daily_limit_status()`));
    expect(error?.code).toBe("42501");
  });

  it("answers the daily limit from today's daily totals and the budget, with index scans only", async () => {
    const user = await createUser();
    await as(user, (tx) => tx`insert into budgets (amount) values (30000)`);
    // A year of expenses, so the planner has a real choice to make.
    await sql()`
      insert into expenses (user_id, amount, category, spent_at)
      select ${user.id}, 10, 'Rent', now() - make_interval(hours => n * 4)
      from generate_series(1, 2000) n`;
    await sql()`analyze expenses, expense_daily_totals`;
    // A fresh connection: a plan cached earlier for other statistics would be reused.
    const fresh = postgres(stack().urls.db, { max: 1, onnotice: () => {} });
    const scans = await as(
      user,
      async (tx) => {
        await tx`select * from daily_limit_status()`;
        return tx<
          {
            totals: string;
            budgets: string;
            budget_reads: string;
            totals_table_scans: string;
            expenses: string;
          }[]
        >`
          select pg_stat_get_xact_numscans('public.expense_daily_totals_pkey'::regclass) as totals,
            pg_stat_get_xact_numscans('public.budgets_one_per_user'::regclass) as budgets,
            pg_stat_get_xact_numscans('public.budgets'::regclass) as budget_reads,
            pg_stat_get_xact_numscans('public.expense_daily_totals'::regclass) as totals_table_scans,
            pg_stat_get_xact_numscans('public.expenses'::regclass)
              + pg_stat_get_xact_numscans('public.expenses_user_spent_at_id_idx'::regclass) as expenses`;
      },
      { client: fresh },
    ).finally(() => fresh.end());
    expect(Number(scans[0]?.totals_table_scans)).toBe(0);
    // The expenses themselves are not read at all.
    expect(Number(scans[0]?.expenses)).toBe(0);
    expect(Number(scans[0]?.totals)).toBeGreaterThanOrEqual(1);
    // The budget row is read (by its index, or, while the whole table fits one page as in a short test
    // run, by the sequential scan the planner rightly prefers there).
    expect(Number(scans[0]?.budgets) + Number(scans[0]?.budget_reads)).toBeGreaterThanOrEqual(1);
  });
});

describe("private.ist_day, ist_clock and ist_start_of (supabase/schemas/01_helpers.sql)", () => {
  it("agree with the app's module around every Indian midnight of a leap year, in any server zone", async () => {
    const instants: string[] = [];
    for (let day = 0; day < 366; day++) {
      const start = indianDayStart(addDays("2028-01-01", day)).getTime();
      for (const offset of [-1, 0, 1, 12 * 3_600_000]) instants.push(new Date(start + offset).toISOString());
    }
    for (const timeZone of serverZones) {
      const rows = await sql().begin(async (tx) => {
        await tx`select set_config('timezone', ${timeZone}, true)`;
        return tx<{ at: string; day: string; clock: string; start: Date }[]>`
          select to_char(i at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
            private.ist_day(i)::text as day, to_char(private.ist_clock(i), 'YYYY-MM-DD HH24:MI') as clock,
            private.ist_start_of(private.ist_day(i)) as start
          from unnest(${instants}::timestamptz[]) as i`;
      });
      for (const row of rows) {
        const clock = indianClock(row.at);
        expect([row.day, row.clock, row.start.getTime()], row.at).toEqual([
          clock.date,
          `${clock.date} ${clock.time}`,
          indianDayStart(clock.date).getTime(),
        ]);
      }
    }
  });

  it("are inlined, so a query sees the bare conversion (a SET clause would stop that)", async () => {
    const plan = await sql().unsafe(
      "explain (verbose, costs off) select private.ist_day(e.spent_at), private.ist_clock(e.spent_at) from public.expenses e where e.created_at >= private.ist_start_of(date '2026-11-26')",
    );
    const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
    expect(text).not.toMatch(/ist_(day|clock|start_of)/);
    // ist_start_of of a constant folds to the instant: a plain index on created_at stays usable.
    expect(text).toContain("'2026-11-25 18:30:00+00'::timestamp with time zone");
  });
});
