// What a signed-in user may write through the Data API (/rest/v1 runs as role `authenticated` with
// the user's claims and turns the JSON body into a row, as restInsert/restUpdate do) is bounded by the
// database itself, so that no row one user writes can stop the scheduler's jobs for everyone
// (docs/api.md "What the database guarantees").
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";
import { createUser, failureOf, restInsert, restUpdate, type TestUser } from "./sql-as.ts";

type Fields = Record<string, string | number | boolean | null>;

const mine = (user: TestUser) => ({ column: "user_id", value: user.id });

const monthlyRent: Fields = {
  name: "Rent",
  amount: 15000,
  category: "Rent",
  frequency: "monthly",
  day_of_month: 1,
};

/** Today as an Indian day, from the database's clock (the rules count from the row's creation). */
async function istToday(): Promise<string> {
  const [row] = await adminSql()<
    { day: string }[]
  >`select to_char(now() at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day`;
  return row?.day as string;
}

const addPayment = (user: TestUser, fields: Fields) =>
  restInsert(user, "recurring_payments", { ...monthlyRent, ...fields }).then((rows) =>
    rows.map((row) => ({ id: String(row.id) })),
  );

const changePayment = (user: TestUser, id: string | undefined, fields: Fields) =>
  restUpdate(user, "recurring_payments", { column: "id", value: String(id) }, fields);

describe("recurring_payments dates (issue 24 item 2)", () => {
  it("refuses a next due date that is infinite, before the start, or centuries away", async () => {
    const user = await createUser();
    const today = await istToday();
    for (const nextDueOn of ["-infinity", "infinity", "1000-01-01", "2201-01-01"]) {
      const error = await failureOf(() => addPayment(user, { starts_on: today, next_due_on: nextDueOn }));
      expect(error?.code, nextDueOn).toBe("23514");
      expect(error?.constraint_name, nextDueOn).toBe("recurring_payments_next_due_on_window");
    }
    const [row] = await addPayment(user, { starts_on: today, next_due_on: today });
    for (const nextDueOn of ["-infinity", "1000-01-01", "2000-01-01"]) {
      const error = await failureOf(() => changePayment(user, row?.id, { next_due_on: nextDueOn }));
      expect(error?.constraint_name, nextDueOn).toBe("recurring_payments_next_due_on_window");
    }
  });

  it("refuses a start date before the day the payment was made, or after 2100", async () => {
    const user = await createUser();
    const today = await istToday();
    for (const startsOn of ["-infinity", "1000-01-01", "2026-01-01", "2101-01-01"]) {
      const error = await failureOf(() =>
        addPayment(user, { starts_on: startsOn, next_due_on: "2101-01-01" }),
      );
      expect(error?.constraint_name, startsOn).toBe("recurring_payments_starts_on_window");
    }
    const [row] = await addPayment(user, { starts_on: today, next_due_on: today });
    const error = await failureOf(() =>
      changePayment(user, row?.id, { starts_on: "2000-01-01", next_due_on: "2000-01-01" }),
    );
    expect(error?.constraint_name).toBe("recurring_payments_starts_on_window");
  });

  it("still takes what the app writes: a start in the future, a pause, a resume, a next date ahead", async () => {
    const user = await createUser();
    const today = await istToday();
    const [row] = await addPayment(user, { starts_on: "2027-01-15", next_due_on: "2027-02-01" });
    await changePayment(user, row?.id, { paused: true });
    await changePayment(user, row?.id, { paused: false, next_due_on: "2099-12-01" });
    const [yesterday] = await adminSql()<{ day: string }[]>`select (${today}::date - 1)::text as day`;
    // A day's margin: the API's "today" may be read just before an Indian midnight.
    await addPayment(user, { starts_on: yesterday?.day as string, next_due_on: yesterday?.day as string });
  });
});

describe("notification_settings.timezone (issue 24 item 3)", () => {
  it("takes only a time zone Postgres knows", async () => {
    const user = await createUser();
    for (const zone of ["Mars/Olympus", "Asia/Kolkata; drop table x", "asia/kolkata "]) {
      const error = await failureOf(() =>
        restUpdate(user, "notification_settings", mine(user), { timezone: zone }),
      );
      expect(error?.constraint_name, zone).toBe("notification_settings_time_zone_known");
    }
    for (const zone of ["Europe/London", "America/New_York", "UTC", "Asia/Kolkata"]) {
      await restUpdate(user, "notification_settings", mine(user), { timezone: zone });
    }
    const [row] = await adminSql()`select timezone from notification_settings where user_id = ${user.id}`;
    expect(row?.timezone).toBe("Asia/Kolkata");
  });
});

describe("other dates and sizes users write", () => {
  it("keeps an expense's date between the years 2000 and 2100, as the API does", async () => {
    const user = await createUser();
    for (const spentAt of ["-infinity", "infinity", "1999-12-31T18:29:59Z", "2101-01-01T00:00:00Z"]) {
      const error = await failureOf(() =>
        restInsert(user, "expenses", { amount: 10, category: "Food", spent_at: spentAt }),
      );
      expect(error?.constraint_name, spentAt).toBe("expenses_spent_at_years");
    }
    await restInsert(user, "expenses", { amount: 10, category: "Food", spent_at: "2000-01-01T00:00:00Z" });
  });

  it("keeps the coach's days, a skipped date and the read mark finite", async () => {
    const user = await createUser();
    await restInsert(user, "user_state", { user_id: user.id });
    for (const column of ["last_logged_date", "mission_date", "greeting_shown_on"]) {
      const error = await failureOf(() =>
        restUpdate(user, "user_state", mine(user), { [column]: "-infinity" }),
      );
      expect(error?.constraint_name, column).toBe(`user_state_${column}_years`);
    }
    const long = await failureOf(() =>
      restUpdate(user, "user_state", mine(user), { closed_alerts: [`budget_80:${"x".repeat(5000)}`] }),
    );
    expect(long?.constraint_name).toBe("user_state_closed_alerts_short");

    const today = await istToday();
    const [payment] = await addPayment(user, { starts_on: today, next_due_on: today });
    const skip = await failureOf(() =>
      restInsert(user, "recurring_occurrences", {
        recurring_payment_id: payment?.id,
        user_id: user.id,
        due_on: "-infinity",
        status: "skipped",
      }),
    );
    expect(skip?.constraint_name).toBe("recurring_occurrences_due_on_years");

    const learned = await failureOf(() =>
      restInsert(user, "merchant_categories", {
        user_id: user.id,
        merchant_key: "swiggy",
        category: "Food",
        updated_at: "infinity",
      }),
    );
    expect(learned?.constraint_name).toBe("merchant_categories_updated_at_years");

    await adminSql()`insert into budgets (user_id, amount) values (${user.id}, 1000)`;
    await restInsert(user, "expenses", { amount: 1000, category: "Food" });
    const [alerts] =
      await adminSql()`select count(*)::int as n from budget_notifications where user_id = ${user.id}`;
    expect(alerts?.n).toBeGreaterThan(0);
    const read = await failureOf(() =>
      restUpdate(user, "budget_notifications", mine(user), { read_at: "-infinity" }),
    );
    expect(read?.constraint_name).toBe("budget_notifications_read_at_years");
  });

  it("keeps a budget's category budgets to 30 categories, as the API does", async () => {
    const user = await createUser();
    const map = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`Category ${i}`, 100]));
    const many = await failureOf(() =>
      restInsert(user, "budgets", { user_id: user.id, amount: 5000, category_budgets: map(1000) }),
    );
    expect(many?.constraint_name).toBe("budgets_category_budgets_few");
    await restInsert(user, "budgets", { user_id: user.id, amount: 5000, category_budgets: map(30) });
    const more = await failureOf(() =>
      restUpdate(user, "budgets", mine(user), { category_budgets: map(31) }),
    );
    expect(more?.constraint_name).toBe("budgets_category_budgets_few");
  });
});
