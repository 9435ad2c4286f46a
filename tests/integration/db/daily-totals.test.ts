// public.expense_daily_totals, the per (user, Indian day, category) rollup the analytics read: after
// any mix of inserts, updates (moving expenses across IST midnight, months, categories, owners) and
// deletes, whatever the server's time zone, it equals the expenses summed afresh — by a model kept
// in this file (Indian days computed in TypeScript, money in paise) and by SQL over public.expenses.
// Owners may only read it; others and anon see nothing.

import { indianDay } from "@shared/calendar/indian-day.ts";
import { canonicalCategory } from "@shared/contract/categories.ts";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";
import { stack } from "../../support/stack.ts";
import { as, createUser, failureOf, type TestUser, type Tx } from "./sql-as.ts";

const sql = () => adminSql();

/** mulberry32: a small seeded generator, so a failing sequence can be replayed exactly. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Indian days around month and year ends, and times of day on both sides of IST and UTC midnight.
const DAYS = ["2026-10-31", "2026-11-01", "2026-11-30", "2026-12-01", "2026-12-31", "2027-01-01"];
const TIMES = ["00:00:00", "00:00:01", "05:29:59", "05:30:00", "12:00:00", "23:59:59"];
// Aliases on purpose: the database files them under canonical names.
const CATEGORIES = ["Food & Dining", "Transport", "healthcare", "Health", "mobile", "Chai"];

interface ModelExpense {
  id: string;
  owner: string;
  paise: number;
  category: string;
  spentAt: Date;
}

interface TotalRow {
  user_id: string;
  day: string;
  category: string;
  total: string;
  expense_count: number;
}

const rupees = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;

/** The rollup the model's expenses imply, sorted like the database rows below. */
function expectedTotals(expenses: Iterable<ModelExpense>): TotalRow[] {
  const byKey = new Map<string, TotalRow & { paise: number }>();
  for (const e of expenses) {
    const day = indianDay(e.spentAt);
    const key = `${e.owner}|${day}|${e.category}`;
    const row = byKey.get(key) ?? {
      user_id: e.owner,
      day,
      category: e.category,
      paise: 0,
      total: "",
      expense_count: 0,
    };
    row.paise += e.paise;
    row.expense_count += 1;
    byKey.set(key, row);
  }
  return [...byKey.values()]
    .map(({ paise, ...row }) => ({ ...row, total: rupees(paise) }))
    .sort((a, b) =>
      `${a.user_id}|${a.day}|${a.category}`.localeCompare(`${b.user_id}|${b.day}|${b.category}`),
    );
}

const rowOrder = (a: TotalRow, b: TotalRow) =>
  `${a.user_id}|${a.day}|${a.category}`.localeCompare(`${b.user_id}|${b.day}|${b.category}`);

async function storedTotals(owners: string[]): Promise<TotalRow[]> {
  const rows = await sql()<TotalRow[]>`
    select user_id::text, to_char(day, 'YYYY-MM-DD') as day, category, total::text, expense_count
    from expense_daily_totals where user_id = any(${owners}::uuid[])`;
  return [...rows].sort(rowOrder);
}

/** The same aggregate computed afresh from public.expenses (in the given session time zone). */
async function freshAggregate(owners: string[], timeZone: string): Promise<TotalRow[]> {
  const rows = await sql().begin(async (tx) => {
    await tx`select set_config('timezone', ${timeZone}, true)`;
    return tx<TotalRow[]>`
      select user_id::text, to_char((spent_at at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as day,
        category, sum(amount)::text as total, count(*)::integer as expense_count
      from expenses where user_id = any(${owners}::uuid[])
      group by 1, 2, 3`;
  });
  return [...rows].sort(rowOrder);
}

const serverZones = ["UTC", "America/Los_Angeles", "Pacific/Kiritimati"];

describe.each(serverZones)("daily totals with the server time zone %s", (timeZone) => {
  it("equal a fresh aggregate of the expenses after a random mix of writes", async () => {
    const owner = await createUser();
    const other = await createUser();
    const owners = [owner.id, other.id];
    const users = new Map<string, TestUser>([
      [owner.id, owner],
      [other.id, other],
    ]);
    const random = seededRandom(20261123 + timeZone.length);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const model = new Map<string, ModelExpense>();
    const asOwner = <T>(who: TestUser, work: (tx: Tx) => Promise<T>) => as(who, work, { timeZone });

    const randomInstant = () => {
      const at = new Date(`${pick(DAYS)}T${pick(TIMES)}+05:30`);
      // Half of them written as UTC instants: the same moment, another spelling.
      return random() < 0.5 ? at.toISOString() : `${indianDay(at)}T${pick(TIMES)}+05:30`;
    };
    const randomAmount = () => Math.floor(random() * 500_000) + 1; // paise: ₹0.01–₹5,000
    const someExpenses = (count: number) => {
      const all = [...model.values()];
      return Array.from({ length: Math.min(count, all.length) }, () => pick(all)).filter(
        (e, i, chosen) => chosen.indexOf(e) === i,
      );
    };

    const insert = async (who: TestUser) => {
      const paise = randomAmount();
      const category = pick(CATEGORIES);
      const spentAt = randomInstant();
      const [row] = await asOwner(
        who,
        (tx) => tx`
          insert into expenses (amount, category, spent_at) values (${rupees(paise)}, ${category}, ${spentAt})
          returning id::text`,
      );
      const id = String(row?.id);
      model.set(id, {
        id,
        owner: who.id,
        paise,
        category: canonicalCategory(category),
        spentAt: new Date(spentAt),
      });
    };

    const operations: [weight: number, run: () => Promise<void>][] = [
      [4, () => insert(random() < 0.8 ? owner : other)],
      [
        1,
        // Several expenses in one statement (as an import would).
        async () => {
          const who = random() < 0.5 ? owner : other;
          const rows = Array.from({ length: 2 + Math.floor(random() * 4) }, () => ({
            amount: rupees(randomAmount()),
            category: pick(CATEGORIES),
            spent_at: randomInstant(),
          }));
          const inserted = await asOwner(
            who,
            (tx) => tx`insert into expenses ${tx(rows)} returning id::text, amount::text, category, spent_at`,
          );
          for (const r of inserted) {
            const paise = Math.round(Number(r.amount) * 100);
            model.set(r.id, { id: r.id, owner: who.id, paise, category: r.category, spentAt: r.spent_at });
          }
        },
      ],
      [
        3,
        // Change amount, category and/or time of one expense (across midnight, month, category).
        async () => {
          const [e] = someExpenses(1);
          if (!e) return;
          const paise = random() < 0.5 ? randomAmount() : e.paise;
          const category = random() < 0.5 ? pick(CATEGORIES) : e.category;
          const spentAt = random() < 0.6 ? randomInstant() : e.spentAt.toISOString();
          await asOwner(
            users.get(e.owner) as TestUser,
            (tx) => tx`
              update expenses set amount = ${rupees(paise)}, category = ${category}, spent_at = ${spentAt}
              where id = ${e.id}`,
          );
          Object.assign(e, { paise, category: canonicalCategory(category), spentAt: new Date(spentAt) });
        },
      ],
      [
        1,
        // One statement moving several expenses by 24 hours (some into another month). Not
        // "1 day": in a zone with daylight saving that is 23 or 25 hours on the night clocks change.
        async () => {
          const chosen = someExpenses(3);
          const byOwner = (id: string) => chosen.filter((e) => e.owner === id).map((e) => e.id);
          for (const id of owners) {
            const ids = byOwner(id);
            if (ids.length === 0) continue;
            await asOwner(
              users.get(id) as TestUser,
              (tx) =>
                tx`update expenses set spent_at = spent_at + interval '24 hours' where id = any(${ids}::uuid[])`,
            );
          }
          for (const e of chosen) e.spentAt = new Date(e.spentAt.getTime() + 86_400_000);
        },
      ],
      [
        1,
        // Edits that move no money change nothing.
        async () => {
          const [e] = someExpenses(1);
          if (!e) return;
          await asOwner(
            users.get(e.owner) as TestUser,
            (tx) => tx`update expenses set description = ${`note ${random()}`} where id = ${e.id}`,
          );
        },
      ],
      [
        1,
        // Another owner (only service rights can do that; users are stopped by RLS).
        async () => {
          const [e] = someExpenses(1);
          if (!e) return;
          const to = e.owner === owner.id ? other.id : owner.id;
          await sql().begin(async (tx) => {
            await tx`select set_config('timezone', ${timeZone}, true)`;
            await tx`update expenses set user_id = ${to} where id = ${e.id}`;
          });
          e.owner = to;
        },
      ],
      [
        2,
        async () => {
          const chosen = someExpenses(random() < 0.7 ? 1 : 3);
          for (const id of owners) {
            const ids = chosen.filter((e) => e.owner === id).map((e) => e.id);
            if (ids.length === 0) continue;
            await asOwner(
              users.get(id) as TestUser,
              (tx) => tx`delete from expenses where id = any(${ids}::uuid[])`,
            );
          }
          for (const e of chosen) model.delete(e.id);
        },
      ],
    ];
    const totalWeight = operations.reduce((sum, [weight]) => sum + weight, 0);

    for (let step = 0; step < 80; step++) {
      const roll = random() * totalWeight;
      let passed = 0;
      const operation = operations.find(([weight]) => {
        passed += weight;
        return roll < passed;
      });
      await operation?.[1]();
      const expected = expectedTotals(model.values());
      expect(await storedTotals(owners), `after step ${step}`).toEqual(expected);
    }
    expect(await freshAggregate(owners, timeZone)).toEqual(await storedTotals(owners));

    // The analytics read the totals: they agree with the model too.
    const months = [
      [2026, 10],
      [2026, 11],
      [2026, 12],
      [2027, 1],
    ] as const;
    for (const [year, month] of months) {
      const prefix = `${year}-${String(month).padStart(2, "0")}`;
      const inMonth = expectedTotals(model.values()).filter(
        (row) => row.user_id === owner.id && row.day.startsWith(prefix),
      );
      const expectedPaise = inMonth.reduce((sum, row) => sum + Math.round(Number(row.total) * 100), 0);
      const [spending] = await asOwner(
        owner,
        (tx) => tx`select total_spent::text, month_expense_dates(${year}, ${month}) as dates
                   from spending_in_month(${year}, ${month})`,
      );
      expect(spending?.total_spent).toBe(expectedPaise === 0 ? "0" : rupees(expectedPaise));
      expect(spending?.dates).toEqual([...new Set(inMonth.map((row) => row.day))]);
    }

    // Deleting everything leaves no rows behind (no zero rows).
    for (const who of [owner, other]) await asOwner(who, (tx) => tx`delete from expenses`);
    expect(await storedTotals(owners)).toEqual([]);
  }, 120_000);
});

describe("daily totals under concurrent writes", () => {
  /** Two connections: the first writes and waits at a gate, the second writes into the same row. */
  async function race(
    user: TestUser,
    first: (tx: Tx) => Promise<unknown>,
    second: (tx: Tx) => Promise<unknown>,
  ) {
    const one = postgres(stack().urls.db, { max: 1, onnotice: () => {} });
    const two = postgres(stack().urls.db, { max: 1, onnotice: () => {} });
    try {
      let firstWrote!: () => void;
      let release!: () => void;
      const wrote = new Promise<void>((resolve) => {
        firstWrote = resolve;
      });
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const firstSave = as(
        user,
        async (tx) => {
          await first(tx);
          firstWrote();
          await gate;
        },
        { client: one },
      );
      await wrote;
      const secondSave = as(user, second, { client: two });
      // The second statement is now queued on the first one's row lock.
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      await Promise.all([firstSave, secondSave]);
    } finally {
      await Promise.all([one.end(), two.end()]);
    }
  }

  it("adds both of two expenses saved into one day and category at the same moment", async () => {
    const user = await createUser();
    const at = "2026-11-20T10:00:00+05:30";
    await race(
      user,
      (tx) => tx`insert into expenses (amount, category, spent_at) values (10.10, 'Rent', ${at})`,
      (tx) => tx`insert into expenses (amount, category, spent_at) values (20.20, 'Rent', ${at})`,
    );
    expect(await storedTotals([user.id])).toEqual([
      { user_id: user.id, day: "2026-11-20", category: "Rent", total: "30.30", expense_count: 2 },
    ]);
  });

  it("keeps an expense saved while the last one of its day and category is being deleted", async () => {
    const user = await createUser();
    const at = "2026-11-21T23:59:59+05:30";
    const [old] = await as(
      user,
      (tx) => tx`insert into expenses (amount, category, spent_at) values (5, 'Rent', ${at}) returning id`,
    );
    await race(
      user,
      (tx) => tx`delete from expenses where id = ${old?.id}`,
      (tx) => tx`insert into expenses (amount, category, spent_at) values (7.25, 'Rent', ${at})`,
    );
    expect(await storedTotals([user.id])).toEqual([
      { user_id: user.id, day: "2026-11-21", category: "Rent", total: "7.25", expense_count: 1 },
    ]);
  });
});

describe("who may see and change daily totals", () => {
  it("shows owners only their own rows and lets nobody write them", async () => {
    const owner = await createUser();
    const other = await createUser();
    await as(owner, (tx) => tx`insert into expenses (amount, category) values (99, 'Groceries')`);

    const own = await as(owner, (tx) => tx`select category, total::text from expense_daily_totals`);
    expect(own).toEqual([{ category: "Groceries", total: "99.00" }]);
    expect(await as(other, (tx) => tx`select * from expense_daily_totals`)).toEqual([]);
    // anon: permission denied or no rows; either way nothing.
    expect(await as("anon", (tx) => tx`select * from expense_daily_totals`).catch(() => [])).toEqual([]);

    const today = indianDay(new Date());
    for (const who of [owner, other, "anon"] as const) {
      const forged = await failureOf(() =>
        as(
          who,
          (tx) => tx`
            insert into expense_daily_totals (user_id, day, category, total, expense_count)
            values (${owner.id}, ${today}, 'Rent', 1, 1)`,
        ),
      );
      expect(forged?.code).toBe("42501");
      for (const write of [
        (tx: Tx) => tx`update expense_daily_totals set total = 0 where user_id = ${owner.id}`,
        (tx: Tx) => tx`delete from expense_daily_totals where user_id = ${owner.id}`,
      ]) {
        expect((await failureOf(() => as(who, write)))?.code).toBe("42501");
      }
    }
    expect(await storedTotals([owner.id])).toEqual([
      { user_id: owner.id, day: today, category: "Groceries", total: "99.00", expense_count: 1 },
    ]);
  });

  it("goes with the account when the user is deleted", async () => {
    const user = await createUser();
    await as(user, (tx) => tx`insert into expenses (amount, category) values (12, 'Rent'), (3, 'Chai')`);
    await sql()`delete from auth.users where id = ${user.id}`;
    expect(await storedTotals([user.id])).toEqual([]);
  });
});
