// Bad data is refused by the database itself, with an error that names the rule, whoever writes.
import { DESCRIPTION_MAX, RECEIPT_PATH_MAX } from "@shared/contract/expense-limits.ts";
import { ENTRY_METHODS, expenseSchema } from "@shared/contract/expense-schemas.ts";
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";
import { as, createUser, failureOf, type TestUser } from "./sql-as.ts";

const sql = () => adminSql();

const addExpense = (user: TestUser, fields: Record<string, string | number | null>) =>
  as(user, (tx) => tx`insert into expenses ${tx({ category: "Rent", amount: 100, ...fields })} returning *`);

describe("expense constraints", () => {
  it("refuses an amount of zero or less, and absurdly large ones", async () => {
    const user = await createUser();
    for (const amount of [0, -5, 1000000.01]) {
      const error = await failureOf(() => addExpense(user, { amount }));
      expect(error?.code).toBe("23514");
      expect(error?.constraint_name).toBe("expenses_amount_positive");
    }
    const [ok] = await addExpense(user, { amount: "1000000.00" });
    expect(ok?.amount).toBe("1000000.00");
  });

  it("refuses an unknown method", async () => {
    const user = await createUser();
    const error = await failureOf(() => addExpense(user, { method: "cash" }));
    expect(error?.constraint_name).toBe("expenses_method_known");
    // Every entry method the app knows (the one list in _shared/contract/expense-schemas.ts), and only those.
    for (const method of ENTRY_METHODS) {
      expect((await addExpense(user, { method }))[0]?.method).toBe(method);
    }
  });

  it("takes only the known ways of paying, or none", async () => {
    const user = await createUser();
    const error = await failureOf(() => addExpense(user, { paid_with: "cheque" }));
    expect(error?.constraint_name).toBe("expenses_paid_with_known");
    for (const paidWith of ["upi", "cash", "card", "net_banking", "wallet", null]) {
      expect((await addExpense(user, { paid_with: paidWith }))[0]?.paid_with).toBe(paidWith);
    }
  });

  it("refuses a description past the app's limit, and a blank or over-long category", async () => {
    const user = await createUser();
    // The database and the zod schema hold the same number (_shared/contract/expense-limits.ts).
    const long = await failureOf(() => addExpense(user, { description: "x".repeat(DESCRIPTION_MAX + 1) }));
    expect(long?.constraint_name).toBe("expenses_description_length");
    expect(
      (await addExpense(user, { description: "x".repeat(DESCRIPTION_MAX) }))[0]?.description,
    ).toHaveLength(DESCRIPTION_MAX);
    const typed = { category: "Rent", amount: "10" };
    expect(expenseSchema.safeParse({ ...typed, description: "x".repeat(DESCRIPTION_MAX) }).success).toBe(
      true,
    );
    expect(expenseSchema.safeParse({ ...typed, description: "x".repeat(DESCRIPTION_MAX + 1) }).success).toBe(
      false,
    );
    const blank = await failureOf(() => addExpense(user, { category: "   " }));
    expect(blank?.constraint_name).toBe("expenses_category_length");
    const longCategory = await failureOf(() => addExpense(user, { category: "c".repeat(51) }));
    expect(longCategory?.constraint_name).toBe("expenses_category_length");
  });

  it("refuses a receipt path past the app's limit", async () => {
    const user = await createUser();
    const pathOf = (length: number) => `${user.id}/${"r".repeat(length - user.id.length - 1)}`;
    const long = await failureOf(() => addExpense(user, { receipt_path: pathOf(RECEIPT_PATH_MAX + 1) }));
    expect(long?.constraint_name).toBe("expenses_receipt_path_own_folder");
    expect(
      (await addExpense(user, { receipt_path: pathOf(RECEIPT_PATH_MAX) }))[0]?.receipt_path,
    ).toHaveLength(RECEIPT_PATH_MAX);
    const typed = { category: "Rent", amount: "10" };
    expect(expenseSchema.safeParse({ ...typed, receiptPath: pathOf(RECEIPT_PATH_MAX) }).success).toBe(true);
    expect(expenseSchema.safeParse({ ...typed, receiptPath: pathOf(RECEIPT_PATH_MAX + 1) }).success).toBe(
      false,
    );
  });

  it("stores categories canonically and keeps custom ones, trimmed", async () => {
    const user = await createUser();
    expect((await addExpense(user, { category: "healthcare" }))[0]?.category).toBe("Health");
    expect((await addExpense(user, { category: "MOBILE" }))[0]?.category).toBe("Mobile Recharge");
    expect((await addExpense(user, { category: "  Chai " }))[0]?.category).toBe("Chai");
  });

  it("keeps receipts inside the owner's folder", async () => {
    const user = await createUser();
    const other = await createUser();
    const error = await failureOf(() => addExpense(user, { receipt_path: `${other.id}/r.jpg` }));
    expect(error?.constraint_name).toBe("expenses_receipt_path_own_folder");
    const [ok] = await addExpense(user, { receipt_path: `${user.id}/r.jpg`, method: "receipt" });
    expect(ok?.receipt_path).toBe(`${user.id}/r.jpg`);
  });

  it("makes a retried save with the same idempotency key fail instead of adding it twice", async () => {
    const user = await createUser();
    const other = await createUser();
    await addExpense(user, { idempotency_key: "req-1" });
    const again = await failureOf(() => addExpense(user, { idempotency_key: "req-1" }));
    expect(again?.constraint_name).toBe("expenses_idempotency_key_unique");
    // Keys are per user; no key at all is always fine.
    await addExpense(other, { idempotency_key: "req-1" });
    await addExpense(user, { idempotency_key: null });
    await addExpense(user, { idempotency_key: null });
    const [count] = await sql()`select count(*)::int as n from expenses where user_id = ${user.id}`;
    expect(count?.n).toBe(3);
  });

  it("fills the owner and the time when the caller leaves them out", async () => {
    const user = await createUser();
    const [row] = await addExpense(user, {});
    expect(row?.user_id).toBe(user.id);
    expect(row?.spent_at).toBeInstanceOf(Date);
  });
});

describe("budget constraints", () => {
  // Values may be numbers, strings or sql.json(...) parameters; postgres.js serialises each.
  const setBudget = (user: TestUser, fields: Record<string, unknown>) => {
    const row = { amount: 30000, ...fields } as unknown as Record<string, string>;
    return as(user, (tx) => tx`insert into budgets ${tx(row)} returning *`);
  };

  it("refuses a budget outside ₹1,000–₹1,00,000", async () => {
    const user = await createUser();
    for (const amount of [999.99, 100000.01, 0, -1000]) {
      const error = await failureOf(() => setBudget(user, { amount }));
      expect(error?.constraint_name).toBe("budgets_amount_range");
    }
    expect((await setBudget(user, { amount: 1000 }))[0]?.amount).toBe("1000.00");
    const other = await createUser();
    expect((await setBudget(other, { amount: 100000 }))[0]?.amount).toBe("100000.00");
  });

  it("allows one budget per user", async () => {
    const user = await createUser();
    await setBudget(user, {});
    const error = await failureOf(() => setBudget(user, { amount: 5000 }));
    expect(error?.constraint_name).toBe("budgets_one_per_user");
  });

  it("is monthly only", async () => {
    const user = await createUser();
    const error = await failureOf(() => setBudget(user, { type: "daily" }));
    expect(error?.constraint_name).toBe("budgets_type_monthly");
  });

  it("takes category splits as whole rupees ≥ 0, stored under canonical names", async () => {
    const user = await createUser();
    const splits = { Healthcare: 1000, health: 500, "Food & Dining": 7500, Chai: 0 };
    const [row] = await setBudget(user, { category_budgets: sql().json(splits) });
    expect(row?.category_budgets).toEqual({ Health: 1500, "Food & Dining": 7500, Chai: 0 });

    for (const bad of [{ Rent: -1 }, { Rent: 10.5 }, { Rent: "100" }, { "": 5 }, [1, 2], { Rent: 100001 }]) {
      const other = await createUser();
      const error = await failureOf(() => setBudget(other, { category_budgets: sql().json(bad) }));
      expect(error?.constraint_name).toBe("budgets_category_budgets_valid");
    }
  });
});

describe("profiles from sign-up", () => {
  it("creates the profile and default notification settings from the sign-up data", async () => {
    const user = await createUser({ username: "Asha-Rao", country: "Canada" });
    const [profile] = await sql()`select email, username, country from profiles where id = ${user.id}`;
    expect(profile).toEqual({ email: user.email, username: "Asha-Rao", country: "Canada" });
    const [settings] = await sql()`
      select daily_reminders, budget_alerts, weekly_reports, timezone, reminder_time::text as reminder_time
      from notification_settings where user_id = ${user.id}`;
    expect(settings).toEqual({
      daily_reminders: true,
      budget_alerts: true,
      weekly_reports: true,
      timezone: "Asia/Kolkata",
      reminder_time: "19:00:00",
    });
  });

  it("defaults the country to India and allows no username (e.g. Google sign-ups)", async () => {
    const user = await createUser({
      username: null,
      userMetadata: { full_name: "Ravi K", given_name: "Ravi", family_name: "K", picture: "https://x/y.png" },
    });
    const [profile] = await sql()`
      select username, country, first_name, last_name, avatar_url from profiles where id = ${user.id}`;
    expect(profile).toEqual({
      username: null,
      country: "India",
      first_name: "Ravi",
      last_name: "K",
      avatar_url: "https://x/y.png",
    });
  });

  it("fails the sign-up cleanly for a username that breaks the rule, leaving no account", async () => {
    for (const username of ["-asha", "asha-", "as--ha", "asha rao", "asha_rao", "a".repeat(40)]) {
      const error = await failureOf(() =>
        createUser({ username, email: `bad-${Math.random()}@example.test` }),
      );
      expect(error?.message).toBe(`Invalid username "${username}"`);
      expect(error?.code).toBe("23514");
    }
    const [left] = await sql()`select count(*)::int as n from auth.users where email like 'bad-%'`;
    expect(left?.n).toBe(0);
  });

  it("fails the sign-up for a username already taken, in any letter case", async () => {
    const name = `Priya${Date.now()}`;
    await createUser({ username: name });
    const error = await failureOf(() => createUser({ username: name.toUpperCase() }));
    expect(error?.message).toBe(`Username "${name.toUpperCase()}" is already taken`);
    expect(error?.code).toBe("23505");
  });

  it("refuses a country outside the product's list", async () => {
    const error = await failureOf(() => createUser({ country: "Mars" }));
    expect(error?.message).toBe('Invalid country "Mars"');
  });

  it("lets users rename themselves only within the same rules", async () => {
    const user = await createUser();
    const taken = await createUser({ username: `Taken${Date.now()}` });
    const [takenProfile] = await sql()`select username from profiles where id = ${taken.id}`;
    const clash = await failureOf(() =>
      as(
        user,
        (tx) =>
          tx`update profiles set username = ${String(takenProfile?.username).toLowerCase()} where id = ${user.id}`,
      ),
    );
    expect(clash?.constraint_name).toBe("profiles_username_lower_key");
    const invalid = await failureOf(() =>
      as(user, (tx) => tx`update profiles set username = 'no spaces' where id = ${user.id}`),
    );
    expect(invalid?.code).toBe("23514");
  });

  it("follows the account's e-mail when it changes", async () => {
    const user = await createUser();
    const changed = `changed-${user.id.slice(0, 8)}@example.test`;
    await sql()`update auth.users set email = ${changed} where id = ${user.id}`;
    const [profile] = await sql()`select email from profiles where id = ${user.id}`;
    expect(profile?.email).toBe(changed);
  });

  it("goes away with the account", async () => {
    const user = await createUser();
    await as(user, (tx) => tx`insert into expenses (amount, category) values (5, 'Rent')`);
    await sql()`delete from auth.users where id = ${user.id}`;
    const [left] = await sql()`
      select (select count(*) from profiles where id = ${user.id})::int
        + (select count(*) from expenses where user_id = ${user.id})::int
        + (select count(*) from notification_settings where user_id = ${user.id})::int as n`;
    expect(left?.n).toBe(0);
  });
});
