// Shared expenses through /api (docs/api.md "Shared expenses"): POST/PATCH /api/expenses with
// householdId, paidBy and split; DELETE by the payer or the owner; GET /api/households/:id/expenses
// (keyset pages, the filters of /api/expenses); a shared expense in its members' own lists with their
// share; and each member's share (never the whole bill) in their spending.
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/index.ts";
import { call, householdWith, signedInUser, testApp } from "./api-client.ts";

const app = testApp();
type User = Awaited<ReturnType<typeof signedInUser>>;

const householdOf = (owner: User, ...joiners: User[]) => householdWith(app, owner, ...joiners);

const DAY = "2026-11-18";
const at = (time: string) => `${DAY}T${time}:00+05:30`;

/** The spending the day's summary (the daily totals every figure reads) shows for `who`. */
async function spentOn(who: User, day = DAY) {
  const summary = await call(app, "GET", `/expenses/summary?date=${day}`, { token: who.token });
  expect(summary.status).toBe(200);
  return summary.body.total as string;
}

describe("shared expenses through the API", () => {
  it("a ₹3,000 dinner I paid, split three ways, is ₹1,000 of each member's spending", async () => {
    const [me, flatmate, third, stranger] = await Promise.all([
      signedInUser(app),
      signedInUser(app),
      signedInUser(app),
      signedInUser(app),
    ]);
    const home = await householdOf(me, flatmate, third);
    const dinner = await call(app, "POST", "/expenses", {
      token: me.token,
      body: {
        amount: "3000",
        category: "Food",
        description: "Dinner",
        date: at("21:00"),
        householdId: home,
        split: { mode: "equal", members: [third.id, flatmate.id, me.id] },
      },
    });
    expect(dinner.status).toBe(201);
    expect(dinner.body).toMatchObject({
      amount: "3000.00",
      householdId: home,
      paidBy: me.id,
      myShare: "1000.00",
      shares: [
        { userId: me.id, amount: "1000.00", former: false },
        { userId: flatmate.id, amount: "1000.00", former: false },
        { userId: third.id, amount: "1000.00", former: false },
      ],
    });
    const id = dinner.body.id as string;
    // The save is the payer's activity, recorded once by it; the members did nothing.
    const added = await adminSql()<{ user_id: string; activity_data: unknown }[]>`
      select user_id::text, activity_data from public.user_activity
      where user_id in ${adminSql()([me.id, flatmate.id, third.id])} and activity_type = 'expense_added'`;
    expect(added.map((row) => ({ ...row }))).toEqual([
      { user_id: me.id, activity_data: { expenseId: id, category: dinner.body.category } },
    ]);
    for (const who of [me, flatmate, third]) expect(await spentOn(who)).toBe("1000.00");
    expect(await spentOn(stranger)).toBe("0.00");
    // Summaries read from the expenses (a filter the daily totals do not hold) count the share too.
    for (const who of [me, flatmate]) {
      const byMethod = await call(app, "GET", `/expenses/summary?date=${DAY}&method=manual&byDay=true`, {
        token: who.token,
      });
      expect(byMethod.body).toMatchObject({ count: 1, total: "1000.00" });
    }

    // In each member's own list with their share; in the household's list; nowhere for a stranger.
    const mine = await call(app, "GET", `/expenses?date=${DAY}`, { token: flatmate.token });
    expect(mine.body).toEqual([expect.objectContaining({ id, myShare: "1000.00", paidBy: me.id })]);
    // A shared row of the list: the personal row's keys and the sharing's, nothing of the page's cursor.
    expect(Object.keys(mine.body[0]).sort()).toEqual(
      [
        ...["amount", "category", "createdAt", "date", "description", "id", "method", "paidWith"],
        ...["payee", "receiptPath", "recurring", "splitId", "householdId", "paidBy", "shares", "myShare"],
      ].sort(),
    );
    const listed = await call(app, "GET", `/households/${home}/expenses`, { token: third.token });
    expect(listed.status).toBe(200);
    expect(listed.body.map((row: { id: string }) => row.id)).toEqual([id]);
    expect((await call(app, "GET", `/households/${home}/expenses`, { token: stranger.token })).status).toBe(
      404,
    );
    expect((await call(app, "GET", `/expenses?date=${DAY}`, { token: stranger.token })).body).toEqual([]);

    // ₹100 three ways: the leftover paisa to the member who joined first.
    const snack = await call(app, "POST", "/expenses", {
      token: third.token,
      body: {
        amount: "100",
        category: "Food",
        date: at("10:00"),
        householdId: home,
        paidBy: flatmate.id,
        split: { mode: "equal", members: [third.id, flatmate.id, me.id] },
      },
    });
    expect(snack.status).toBe(201);
    expect(snack.body.shares.map((share: { amount: string }) => share.amount)).toEqual([
      "33.34",
      "33.33",
      "33.33",
    ]);
    expect(snack.body.paidBy).toBe(flatmate.id);
    expect(await spentOn(me)).toBe("1033.34");
  });

  it("edits and deletes by the payer or the owner move every member's share exactly once", async () => {
    const [owner, payer, other] = await Promise.all([
      signedInUser(app),
      signedInUser(app),
      signedInUser(app),
    ]);
    const home = await householdOf(owner, payer, other);
    const made = await call(app, "POST", "/expenses", {
      token: payer.token,
      body: {
        amount: "600",
        category: "Groceries",
        date: at("12:00"),
        householdId: home,
        split: { mode: "shares", members: [payer.id, other.id], shares: { [payer.id]: 2, [other.id]: 1 } },
      },
    });
    expect(made.status).toBe(201);
    const id = made.body.id as string;
    expect(await spentOn(payer)).toBe("400.00");
    expect(await spentOn(other)).toBe("200.00");

    // Another member may not change it; a non-member does not find it.
    const byOther = await call(app, "PATCH", `/expenses/${id}`, {
      token: other.token,
      body: { description: "Mine" },
    });
    expect(byOther.status).toBe(403);
    expect(byOther.body.message).toBe(
      "Only the payer or the household's owner can change or delete a shared expense",
    );

    // A new amount needs its split; exact amounts must add up to the paisa.
    const noSplit = await call(app, "PATCH", `/expenses/${id}`, {
      token: payer.token,
      body: { amount: "900" },
    });
    expect(noSplit.status).toBe(400);
    const badExact = await call(app, "PATCH", `/expenses/${id}`, {
      token: payer.token,
      body: {
        amount: "900",
        split: {
          mode: "exact",
          members: [payer.id, other.id],
          amounts: { [payer.id]: "450", [other.id]: "449.99" },
        },
      },
    });
    expect(badExact.status).toBe(400);
    expect(badExact.body.message).toBe("The shares add up to ₹899.99, not ₹900.00");

    const edited = await call(app, "PATCH", `/expenses/${id}`, {
      token: owner.token,
      body: {
        amount: "900",
        split: {
          mode: "exact",
          members: [owner.id, payer.id, other.id],
          amounts: { [owner.id]: "300", [payer.id]: "450", [other.id]: "150" },
        },
      },
    });
    expect(edited.status).toBe(200);
    expect(await spentOn(owner)).toBe("300.00");
    expect(await spentOn(payer)).toBe("450.00");
    expect(await spentOn(other)).toBe("150.00");

    // A description only keeps the shares.
    const renamed = await call(app, "PATCH", `/expenses/${id}`, {
      token: payer.token,
      body: { description: "Weekly shop" },
    });
    expect(renamed.status).toBe(200);
    expect(await spentOn(payer)).toBe("450.00");

    // A member leaving keeps their share where it was counted.
    expect((await call(app, "POST", `/households/${home}/leave`, { token: other.token })).status).toBe(200);
    expect(await spentOn(other)).toBe("150.00");
    expect(await spentOn(payer)).toBe("450.00");
    // They still see it in their own list with their share, and in the household's list only what
    // they shared in before leaving.
    const theirs = await call(app, "GET", `/expenses?date=${DAY}`, { token: other.token });
    expect(theirs.body).toEqual([expect.objectContaining({ id, myShare: "150.00" })]);
    const formerList = await call(app, "GET", `/households/${home}/expenses`, { token: other.token });
    expect(formerList.body.map((row: { id: string }) => row.id)).toEqual([id]);

    // Made personal again: the payer (its writer) spends it whole.
    const personal = await call(app, "PATCH", `/expenses/${id}`, {
      token: payer.token,
      body: { householdId: null },
    });
    expect(personal.status).toBe(200);
    expect(personal.body.householdId).toBeUndefined();
    expect(await spentOn(payer)).toBe("900.00");
    expect(await spentOn(owner)).toBe("0.00");
    expect(await spentOn(other)).toBe("0.00");
  });

  it("deletes by the payer or the owner only, out of everyone's spending", async () => {
    const [owner, payer, other] = await Promise.all([
      signedInUser(app),
      signedInUser(app),
      signedInUser(app),
    ]);
    const home = await householdOf(owner, payer, other);
    const made = await call(app, "POST", "/expenses", {
      token: other.token,
      body: {
        amount: "90",
        category: "Food",
        date: at("08:00"),
        householdId: home,
        paidBy: payer.id,
        split: { mode: "equal", members: [payer.id, other.id, owner.id] },
      },
    });
    const id = made.body.id as string;
    expect((await call(app, "DELETE", `/expenses/${id}`, { token: other.token })).status).toBe(403);
    expect(await spentOn(other)).toBe("30.00");
    const deleted = await call(app, "DELETE", `/expenses/${id}`, { token: payer.token });
    expect(deleted.status).toBe(200);
    for (const who of [owner, payer, other]) expect(await spentOn(who)).toBe("0.00");
  });

  it("pages a household's expenses by keyset with the filters of /api/expenses", async () => {
    const [owner, member] = await Promise.all([signedInUser(app), signedInUser(app)]);
    const home = await householdOf(owner, member);
    const ids: string[] = [];
    for (const [index, category] of ["Food", "Travel", "Food"].entries()) {
      const made = await call(app, "POST", "/expenses", {
        token: owner.token,
        body: {
          amount: "10",
          category,
          date: at(`0${index + 1}:00`),
          householdId: home,
          split: { mode: "equal", members: [owner.id, member.id] },
        },
      });
      ids.push(made.body.id as string);
    }
    const first = await call(app, "GET", `/households/${home}/expenses?limit=2`, { token: member.token });
    expect(first.body.map((row: { id: string }) => row.id)).toEqual([ids[2], ids[1]]);
    const cursor = first.headers.get("X-Next-Cursor");
    expect(cursor).toBeTruthy();
    const second = await call(app, "GET", `/households/${home}/expenses?limit=2&before=${cursor}`, {
      token: member.token,
    });
    expect(second.body.map((row: { id: string }) => row.id)).toEqual([ids[0]]);
    expect(second.headers.get("X-Next-Cursor")).toBeNull();
    const food = await call(app, "GET", `/households/${home}/expenses?category=Food`, {
      token: member.token,
    });
    expect(food.body.map((row: { id: string }) => row.id)).toEqual([ids[2], ids[0]]);
  });

  it("refuses bad sharing with 400 and a non-member's household with 404", async () => {
    const [owner, member, stranger] = await Promise.all([
      signedInUser(app),
      signedInUser(app),
      signedInUser(app),
    ]);
    const home = await householdOf(owner, member);
    const post = (who: User, extra: Record<string, unknown>) =>
      call(app, "POST", "/expenses", {
        token: who.token,
        body: { amount: "100", category: "Food", householdId: home, ...extra },
      });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ split: { mode: "equal", members: [] } }, 400, "Choose at least one member to share with"],
      [
        { split: { mode: "thirds", members: [owner.id] } },
        400,
        "split.mode must be one of: equal, shares, exact",
      ],
      [
        { split: { mode: "equal", members: [owner.id, stranger.id] } },
        400,
        "Share only with members of the household",
      ],
      [
        { paidBy: stranger.id, split: { mode: "equal", members: [owner.id] } },
        400,
        "paidBy must be a current member of the household",
      ],
      [
        { split: { mode: "shares", members: [owner.id, member.id], shares: { [owner.id]: 0 } } },
        400,
        "Each member's shares are a whole number from 1 to 100",
      ],
    ];
    for (const [extra, status, message] of cases) {
      const answer = await post(owner, extra);
      expect([answer.status, answer.body.message]).toEqual([status, message]);
    }
    const batch = await call(app, "POST", "/expenses/batch", {
      token: owner.token,
      body: {
        expenses: [
          {
            amount: "100",
            category: "Food",
            householdId: home,
            split: { mode: "equal", members: [owner.id] },
          },
        ],
      },
    });
    expect([batch.status, batch.body.message]).toEqual([
      400,
      "Expense 1: save a shared expense on its own, not in a batch",
    ]);
    const outsider = await post(stranger, { split: { mode: "equal", members: [stranger.id] } });
    expect([outsider.status, outsider.body.message]).toEqual([404, "Household not found"]);
    expect(await spentOn(owner, new Date().toISOString().slice(0, 10))).toBe("0.00");
  });
});
