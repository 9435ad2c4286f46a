// Row-level security, table by table: anon reads and writes nothing, user B can neither see nor
// change nor delete user A's rows (nor write rows in A's name), and the owner can do what the
// product needs — and no more.
import { beforeAll, describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";
import { as, createUser, failureOf, restUpdate, type TestUser, type Tx } from "./sql-as.ts";

let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  owner = await createUser();
  other = await createUser();
});

type Row = Record<string, string | number | boolean | null>;

interface TableCase {
  table: string;
  /** Column naming the owner. */
  ownerColumn: string;
  /** Inserts one row owned by `user` as the superuser; returns its primary key value. */
  arrange(user: TestUser): Promise<string>;
  pkColumn: string;
  /** Removes the user's one-per-user row, where the table allows only one. */
  makeRoom?(user: TestUser): Promise<unknown>;
  /** A row `user` would write in their own name. */
  newRow(user: TestUser): Row;
  /** A column + value the update tests set. */
  change: [column: string, value: string | number | boolean];
  /** What the owner may do (product needs). */
  ownerMay: { select: boolean; insert: boolean; update: boolean; delete: boolean };
}

const sql = () => adminSql();

// Distinct (closed) months, so the once-per-period rule never gets in the way of arranging rows.
let periodsUsed = 0;
const nextPastPeriod = () => `${2000 + periodsUsed++}-01-01`;

async function insertAsAdmin(table: string, row: Row, pkColumn: string): Promise<string> {
  const [inserted] =
    await sql()`insert into ${sql()(table)} ${sql()(row)} returning ${sql()(pkColumn)} as pk`;
  return String(inserted?.pk);
}

/** A device row with keys of the right lengths (65-byte p256dh, 16-byte auth) and a unique endpoint. */
const pushDevice = (user: TestUser): Row => ({
  user_id: user.id,
  endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
  p256dh: `B${"A".repeat(86)}`,
  auth: "A".repeat(22),
});

const cases: TableCase[] = [
  {
    table: "profiles",
    ownerColumn: "id",
    pkColumn: "id",
    // The trigger made one profile per account already.
    arrange: async (user) => user.id,
    newRow: (user) => ({ id: user.id, email: user.email }),
    change: ["first_name", "Asha"],
    ownerMay: { select: true, insert: false, update: true, delete: false },
  },
  {
    table: "notification_settings",
    ownerColumn: "user_id",
    pkColumn: "user_id",
    arrange: async (user) => {
      await sql()`insert into notification_settings (user_id) values (${user.id}) on conflict do nothing`;
      return user.id;
    },
    makeRoom: (user) => sql()`delete from notification_settings where user_id = ${user.id}`,
    newRow: (user) => ({ user_id: user.id }),
    change: ["daily_reminders", false],
    ownerMay: { select: true, insert: true, update: true, delete: false },
  },
  {
    table: "budgets",
    ownerColumn: "user_id",
    pkColumn: "id",
    arrange: (user) => insertAsAdmin("budgets", { user_id: user.id, amount: 30000 }, "id"),
    makeRoom: (user) => sql()`delete from budgets where user_id = ${user.id}`,
    newRow: (user) => ({ user_id: user.id, amount: 20000 }),
    change: ["amount", 40000],
    ownerMay: { select: true, insert: true, update: true, delete: true },
  },
  {
    table: "expenses",
    ownerColumn: "user_id",
    pkColumn: "id",
    arrange: (user) =>
      insertAsAdmin("expenses", { user_id: user.id, amount: 120, category: "Food & Dining" }, "id"),
    newRow: (user) => ({ user_id: user.id, amount: 80, category: "Transport" }),
    change: ["description", "auto to office"],
    ownerMay: { select: true, insert: true, update: true, delete: true },
  },
  {
    table: "merchant_categories",
    ownerColumn: "user_id",
    pkColumn: "merchant_key",
    arrange: async (user) => {
      const key = `shop-${Math.random().toString(36).slice(2)}`;
      await sql()`insert into merchant_categories (user_id, merchant_key, category) values (${user.id}, ${key}, 'Groceries')`;
      return key;
    },
    newRow: (user) => ({ user_id: user.id, merchant_key: `new-${Math.random()}`, category: "Transport" }),
    change: ["category", "Health"],
    ownerMay: { select: true, insert: true, update: true, delete: true },
  },
  {
    table: "budget_notifications",
    ownerColumn: "user_id",
    pkColumn: "id",
    arrange: (user) =>
      insertAsAdmin(
        "budget_notifications",
        { user_id: user.id, notification_type: "budget_50", period: nextPastPeriod(), message: "test" },
        "id",
      ),
    newRow: (user) => ({
      user_id: user.id,
      notification_type: "budget_80",
      period: "2020-02-01",
      message: "forged",
    }),
    change: ["read_at", "2026-11-22T10:00:00+05:30"],
    ownerMay: { select: true, insert: false, update: true, delete: false },
  },
  {
    table: "user_activity",
    ownerColumn: "user_id",
    pkColumn: "id",
    arrange: (user) => insertAsAdmin("user_activity", { user_id: user.id, activity_type: "login" }, "id"),
    newRow: (user) => ({ user_id: user.id, activity_type: "login" }),
    change: ["activity_type", "forged"],
    // Only the API records activity (private.record_activity); users cannot insert rows themselves.
    ownerMay: { select: true, insert: false, update: false, delete: false },
  },
  {
    table: "data_imports",
    ownerColumn: "user_id",
    pkColumn: "id",
    arrange: (user) => insertAsAdmin("data_imports", { user_id: user.id, file_name: "old.csv" }, "id"),
    newRow: (user) => ({ user_id: user.id, file_name: "new.csv" }),
    change: ["status", "completed"],
    // Only the API's import writes records (private.record_import).
    ownerMay: { select: true, insert: false, update: false, delete: false },
  },
  {
    table: "user_state",
    ownerColumn: "user_id",
    pkColumn: "user_id",
    arrange: async (user) => {
      await sql()`insert into user_state (user_id) values (${user.id}) on conflict do nothing`;
      return user.id;
    },
    makeRoom: (user) => sql()`delete from user_state where user_id = ${user.id}`,
    newRow: (user) => ({ user_id: user.id, mission_streak: 1 }),
    change: ["mission_streak", 5],
    ownerMay: { select: true, insert: true, update: true, delete: false },
  },
  {
    table: "custom_categories",
    ownerColumn: "user_id",
    pkColumn: "id",
    arrange: (user) =>
      insertAsAdmin("custom_categories", { user_id: user.id, name: `Gym ${Math.random()}` }, "id"),
    newRow: (user) => ({ user_id: user.id, name: `Tuition ${Math.random()}` }),
    change: ["name", "Renamed"],
    // Renamed and removed by public.move_custom_category, which runs as the user.
    ownerMay: { select: true, insert: true, update: true, delete: true },
  },
  {
    table: "password_reset_tokens",
    ownerColumn: "user_id",
    pkColumn: "id",
    arrange: (user) =>
      insertAsAdmin(
        "password_reset_tokens",
        {
          user_id: user.id,
          token_hash: `t-${user.id}-${Math.random()}`,
          otp_hash: "o",
          request_handle_hash: `h-${user.id}-${Math.random()}`,
          expires_at: "2099-01-01T00:00:00Z",
        },
        "id",
      ),
    newRow: (user) => ({
      user_id: user.id,
      token_hash: `forged-${Math.random()}`,
      otp_hash: "o",
      request_handle_hash: `forged-${Math.random()}`,
      expires_at: "2099-01-01T00:00:00Z",
    }),
    change: ["used", true],
    ownerMay: { select: false, insert: false, update: false, delete: false },
  },
  {
    table: "notification_log",
    ownerColumn: "user_id",
    pkColumn: "id",
    arrange: (user) =>
      insertAsAdmin("notification_log", { user_id: user.id, notification_type: "daily_reminder" }, "id"),
    newRow: (user) => ({ user_id: user.id, notification_type: "forged" }),
    change: ["status", "sent"],
    ownerMay: { select: false, insert: false, update: false, delete: false },
  },
  {
    // Web Push devices (20261124000650_push_subscriptions.sql): the owner adds, renews and removes them.
    table: "push_subscriptions",
    ownerColumn: "user_id",
    pkColumn: "id",
    arrange: (user) => insertAsAdmin("push_subscriptions", pushDevice(user), "id"),
    newRow: (user) => pushDevice(user),
    change: ["user_agent", "Firefox on Linux"],
    ownerMay: { select: true, insert: true, update: true, delete: true },
  },
];

/** Rows of `table` with this primary key that the caller can see (an error counts as none). */
async function visible(tx: Tx, c: TableCase, pk: string): Promise<number> {
  const rows = await tx`select 1 from ${tx(c.table)} where ${tx(c.pkColumn)} = ${pk}`;
  return rows.length;
}

/** Runs a write as `who`; the number of rows it changed, or the error that stopped it. */
async function write(who: TestUser | "anon", run: (tx: Tx) => Promise<{ count: number }>) {
  try {
    const result = await as(who, run);
    return { changed: result.count, error: null };
  } catch (error) {
    return { changed: 0, error: error as Error };
  }
}

async function snapshot(c: TableCase, pk: string) {
  const rows = await sql()`select * from ${sql()(c.table)} where ${sql()(c.pkColumn)} = ${pk}`;
  return rows[0];
}

describe.each(cases)("row-level security on public.$table", (c) => {
  let ownersRow: string;

  beforeAll(async () => {
    ownersRow = await c.arrange(owner);
  });

  it("has row-level security enabled", async () => {
    const [row] = await sql()`
      select relrowsecurity from pg_class where oid = ${`public.${c.table}`}::regclass`;
    expect(row?.relrowsecurity).toBe(true);
  });

  it("shows anon nothing and lets anon change nothing", async () => {
    const before = await snapshot(c, ownersRow);
    // Either no rows or "permission denied": both mean nothing is shown.
    const rows = await as("anon", (tx) => tx`select * from ${tx(c.table)}`).catch(() => []);
    expect(rows).toHaveLength(0);
    const inserted = await write("anon", (tx) => tx`insert into ${tx(c.table)} ${tx(c.newRow(owner))}`);
    expect(inserted.error).not.toBeNull();
    const updated = await write(
      "anon",
      (tx) => tx`update ${tx(c.table)} set ${tx({ [c.change[0]]: c.change[1] })} where true`,
    );
    expect(updated.changed).toBe(0);
    const deleted = await write("anon", (tx) => tx`delete from ${tx(c.table)} where true`);
    expect(deleted.changed).toBe(0);
    expect(await snapshot(c, ownersRow)).toEqual(before);
  });

  it("hides the owner's rows from another user and refuses their changes", async () => {
    const before = await snapshot(c, ownersRow);
    const count = await as(other, (tx) => visible(tx, c, ownersRow)).catch(() => 0);
    expect(count).toBe(0);
    const updated = await write(
      other,
      (tx) =>
        tx`update ${tx(c.table)} set ${tx({ [c.change[0]]: c.change[1] })} where ${tx(c.pkColumn)} = ${ownersRow}`,
    );
    expect(updated.changed).toBe(0);
    const deleted = await write(
      other,
      (tx) => tx`delete from ${tx(c.table)} where ${tx(c.pkColumn)} = ${ownersRow}`,
    );
    expect(deleted.changed).toBe(0);
    // Writing a row in the owner's name is refused too.
    const forged = await write(other, (tx) => tx`insert into ${tx(c.table)} ${tx(c.newRow(owner))}`);
    expect(forged.error).not.toBeNull();
    expect(await snapshot(c, ownersRow)).toEqual(before);
  });

  it(`lets the owner read: ${c.ownerMay.select}`, async () => {
    const count = await as(owner, (tx) => visible(tx, c, ownersRow)).catch(() => 0);
    expect(count).toBe(c.ownerMay.select ? 1 : 0);
  });

  it(`lets the owner update: ${c.ownerMay.update}`, async () => {
    const updated = await write(
      owner,
      (tx) =>
        tx`update ${tx(c.table)} set ${tx({ [c.change[0]]: c.change[1] })} where ${tx(c.pkColumn)} = ${ownersRow}`,
    );
    expect(updated.changed).toBe(c.ownerMay.update ? 1 : 0);
  });

  it(`lets the owner insert in their own name: ${c.ownerMay.insert}`, async () => {
    await c.makeRoom?.(owner);
    const inserted = await write(owner, (tx) => tx`insert into ${tx(c.table)} ${tx(c.newRow(owner))}`);
    expect(inserted.error === null).toBe(c.ownerMay.insert);
  });

  it(`lets the owner delete: ${c.ownerMay.delete}`, async () => {
    await c.makeRoom?.(owner);
    const pk = await c.arrange(owner);
    const deleted = await write(
      owner,
      (tx) => tx`delete from ${tx(c.table)} where ${tx(c.pkColumn)} = ${pk}`,
    );
    expect(deleted.changed).toBe(c.ownerMay.delete ? 1 : 0);
  });
});

describe("the owner's limits inside their own rows", () => {
  it("cannot move an expense to another user", async () => {
    const [expense] = await sql()`
      insert into expenses (user_id, amount, category) values (${owner.id}, 10, 'Rent') returning id`;
    const error = await failureOf(() =>
      as(owner, (tx) => tx`update expenses set user_id = ${other.id} where id = ${expense?.id}`),
    );
    // user_id is not among the columns a user may update (and RLS would refuse it anyway).
    expect(error?.code).toBe("42501");
  });

  it("cannot write activity, backdate an expense or set an import's status and counters", async () => {
    const activity = await failureOf(() =>
      as(
        owner,
        (tx) => tx`insert into user_activity (activity_type, activity_date) values ('login', '2020-01-01')`,
      ),
    );
    expect(activity?.code).toBe("42501");
    const [expense] = await sql()`
      insert into expenses (user_id, amount, category) values (${owner.id}, 10, 'Rent') returning id`;
    const backdated = await failureOf(() =>
      as(owner, (tx) => tx`update expenses set created_at = '2020-01-01' where id = ${expense?.id}`),
    );
    expect(backdated?.code).toBe("42501");
    const forgedImport = await failureOf(() =>
      as(
        owner,
        (tx) =>
          tx`insert into data_imports (file_name, status, records_imported) values ('x.csv', 'completed', 999)`,
      ),
    );
    expect(forgedImport?.code).toBe("42501");
    const started = await failureOf(() =>
      as(owner, (tx) => tx`insert into data_imports (file_name) values ('bank.csv') returning status`),
    );
    expect(started?.code).toBe("42501");
  });

  it("records activity only through private.record_activity, with known types and small details", async () => {
    await as(owner, (tx) => tx`select private.record_activity('login', '{"method": "password"}')`);
    const [row] = await sql()`
      select activity_type, activity_date = (now() at time zone 'Asia/Kolkata')::date as today
      from user_activity where user_id = ${owner.id} order by created_at desc limit 1`;
    expect(row).toEqual({ activity_type: "login", today: true });
    const unknown = await failureOf(() => as(owner, (tx) => tx`select private.record_activity('forged')`));
    expect(unknown?.code).toBe("23514");
    const huge = await failureOf(() =>
      as(owner, (tx) => tx`select private.record_activity('login', ${tx.json({ pad: "x".repeat(5000) })})`),
    );
    expect(huge?.code).toBe("23514");
    const anon = await failureOf(() => as("anon", (tx) => tx`select private.record_activity('login')`));
    expect(anon?.code).toBe("42501");
  });

  it("cannot truncate any table", async () => {
    for (const table of ["expenses", "budgets", "user_activity", "profiles", "categories"]) {
      const error = await failureOf(() => as(owner, (tx) => tx`truncate ${tx(table)}`));
      expect(error?.code, table).toBe("42501");
    }
  });

  it("cannot reword a notification or change its owner, only mark it read", async () => {
    const [note] = await sql()`
      insert into budget_notifications (user_id, notification_type, period, message)
      values (${owner.id}, 'daily_limit', '2020-03-03', 'original') returning id`;
    const error = await failureOf(() =>
      as(owner, (tx) => tx`update budget_notifications set message = 'edited' where id = ${note?.id}`),
    );
    expect(error?.code).toBe("42501");
    const marked = await as(
      owner,
      (tx) => tx`update budget_notifications set read_at = now() where id = ${note?.id} returning read_at`,
    );
    expect(marked[0]?.read_at).toBeInstanceOf(Date);
  });

  it("cannot claim or unclaim a notification's push (push_claimed_at is the job's), their own or another's", async () => {
    const [note] = await sql()`
      insert into budget_notifications (user_id, notification_type, period, message)
      values (${owner.id}, 'daily_limit', '2020-03-04', 'original') returning id`;
    for (const [who, value] of [
      [owner, null],
      [owner, "2020-03-04T10:00:00Z"],
      [other, "2020-03-04T10:00:00Z"],
    ] as const) {
      const error = await failureOf(() =>
        restUpdate(
          who,
          "budget_notifications",
          { column: "id", value: String(note?.id) },
          { push_claimed_at: value },
        ),
      );
      expect(error?.code).toBe("42501");
    }
    // Another user does not even see it to mark it read.
    const seen = await as(
      other,
      (tx) => tx`update budget_notifications set read_at = now() where id = ${note?.id} returning id`,
    );
    expect(seen).toEqual([]);
    const [row] =
      await sql()`select push_claimed_at, read_at from budget_notifications where id = ${note?.id}`;
    expect(row).toEqual({ push_claimed_at: null, read_at: null });
  });

  it("cannot change the e-mail on their profile (it follows the account)", async () => {
    const error = await failureOf(() =>
      as(owner, (tx) => tx`update profiles set email = 'spoof@example.test' where id = ${owner.id}`),
    );
    expect(error?.code).toBe("42501");
  });

  it("reads the category list only when signed in, and cannot change it", async () => {
    const forUser = await as(owner, (tx) => tx`select name from categories`);
    expect(forUser.length).toBe(15); // 12 spending, 3 set aside (docs/product.md §4.32)
    const forAnon = await as("anon", (tx) => tx`select name from categories`).catch(() => []);
    expect(forAnon).toHaveLength(0);
    const changed = await write(owner, (tx) => tx`update categories set emoji = 'x' where true`);
    expect(changed.changed).toBe(0);
    const added = await write(
      owner,
      (tx) =>
        tx`insert into categories (name, emoji, color, icon, sort_order) values ('X', 'x', '#000000', 'x', 99)`,
    );
    expect(added.error).not.toBeNull();
  });
});

describe("storage.objects in the receipts bucket", () => {
  const putObject = (tx: Tx, name: string) =>
    tx`insert into storage.objects (bucket_id, name, owner_id, metadata)
       values ('receipts', ${name}, ${owner.id}, '{"size": 10, "mimetype": "image/jpeg"}'::jsonb)`;

  it("is a private 5 MB bucket for JPEG, PNG and WebP", async () => {
    const [bucket] = await sql()`
      select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'receipts'`;
    expect(bucket).toEqual({
      public: false,
      file_size_limit: "5242880",
      allowed_mime_types: ["image/jpeg", "image/png", "image/webp"],
    });
  });

  it("lets users write, read, replace and delete only inside the folder named by their id", async () => {
    const own = `${owner.id}/receipt-${Date.now()}.jpg`;
    await as(owner, (tx) => putObject(tx, own));

    expect(await as(owner, (tx) => tx`select name from storage.objects where name = ${own}`)).toHaveLength(1);
    expect(await as(other, (tx) => tx`select name from storage.objects where name = ${own}`)).toHaveLength(0);
    expect(
      await as("anon", (tx) => tx`select name from storage.objects where name = ${own}`).catch(() => []),
    ).toHaveLength(0);

    // Others cannot replace, delete, or write into the owner's folder (or the bucket root).
    const replaced = await write(
      other,
      (tx) => tx`update storage.objects set metadata = '{}'::jsonb where name = ${own}`,
    );
    expect(replaced.changed).toBe(0);
    const removed = await write(other, (tx) => tx`delete from storage.objects where name = ${own}`);
    expect(removed.changed).toBe(0);
    expect(
      (await failureOf(() => as(other, (tx) => putObject(tx, `${owner.id}/planted.jpg`))))?.message,
    ).toMatch(/row-level security/);
    expect((await failureOf(() => as(owner, (tx) => putObject(tx, "root.jpg"))))?.message).toMatch(
      /row-level security/,
    );
    expect(await failureOf(() => as("anon", (tx) => putObject(tx, `${owner.id}/anon.jpg`)))).not.toBeNull();

    // The owner can replace and delete their own.
    const ownReplace = await write(
      owner,
      (tx) => tx`update storage.objects set metadata = '{"size": 11}'::jsonb where name = ${own}`,
    );
    expect(ownReplace.changed).toBe(1);
    const ownDelete = await write(owner, (tx) => tx`delete from storage.objects where name = ${own}`);
    expect(ownDelete.changed).toBe(1);
  });

  it("does not open other buckets through the receipts policies", async () => {
    await sql()`insert into storage.buckets (id, name) values ('elsewhere', 'elsewhere') on conflict do nothing`;
    const error = await failureOf(() =>
      as(
        owner,
        (tx) =>
          tx`insert into storage.objects (bucket_id, name) values ('elsewhere', ${`${owner.id}/x.jpg`})`,
      ),
    );
    expect(error?.message).toMatch(/row-level security/);
  });
});
