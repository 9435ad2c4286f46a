import { rupees as r } from "@shared/money/paise.ts";
import { describe, expect, it } from "vitest";
import { ASHA, expenseRow as row } from "../../tests/support/expense-rows.ts";
import { rupeesRecord as rs } from "../../tests/support/rupees.ts";
import type { Expense } from "./money-queries.ts";
import { type NewItem, planDelete, planEdit, type QueuePlan } from "./offline-plan.ts";
import {
  onDay,
  pendingView,
  provisionalExpense,
  type QueueItem,
  withPendingChangesInPlace,
  withPendingRows,
  withPendingSpending,
} from "./offline-queue.ts";

const next = (id: string, seq: number): NewItem => ({
  id,
  userId: ASHA,
  seq,
  queuedAt: "2026-11-24T06:00:00.000Z",
});

const queuedAdd: QueueItem = {
  id: "key-1",
  userId: ASHA,
  seq: 1,
  queuedAt: "2026-11-24T04:30:00.000Z",
  change: {
    kind: "add-expense",
    payload: { amount: "250", category: "Food", date: "2026-11-24T10:00:00+05:30", method: "manual" },
    hasPhoto: false,
  },
  status: "waiting",
};

const lunch = row("e-lunch", "250.00", "Food", "2026-11-24T13:00:00+05:30");

/** The queue after a plan: what stays, then the stored item in its place (or at the end). */
function queueAfter(items: readonly QueueItem[], plan: QueuePlan): QueueItem[] {
  const kept = items.filter((item) => !plan.remove.includes(item.id) && item.id !== plan.put?.id);
  return [...kept, ...(plan.put ? [plan.put] : [])].sort((a, b) => a.seq - b.seq);
}

describe("planEdit", () => {
  it("an edit of a saved expense is a new PATCH at the end of the queue, with the server's row kept", () => {
    const plan = planEdit([queuedAdd], { ...lunch }, { amount: "300" }, false, next("p1", 5));
    expect(plan.remove).toEqual([]);
    expect(plan.put).toMatchObject({
      id: "p1",
      seq: 5,
      status: "waiting",
      change: { kind: "edit-expense", expense: lunch, patch: { amount: "300" } },
    });
  });

  it("an edit of an expense whose create still waits rewrites the create: one POST, same key", () => {
    const shown = provisionalExpense(queuedAdd);
    if (!shown) throw new Error("no row");
    const plan = planEdit([queuedAdd], shown, { amount: "400", description: "Thali" }, false, next("p1", 5));
    const queue = queueAfter([queuedAdd], plan);
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({
      id: "key-1",
      seq: 1,
      change: {
        kind: "add-expense",
        payload: { amount: "400", description: "Thali", category: "Food", date: "2026-11-24T10:00:00+05:30" },
      },
    });
  });

  it("editing twice keeps one PATCH, in its first place, with the latest values of every field", () => {
    const first = planEdit([], lunch, { amount: "300", category: "Shopping" }, false, next("p1", 5));
    const once = queueAfter([], first);
    const shown = provisionalExpense(once[0] as QueueItem);
    if (!shown) throw new Error("no row");
    expect(shown).toMatchObject({
      id: "e-lunch",
      amount: "300.00",
      category: "Shopping",
      syncState: "waiting",
    });
    const twice = queueAfter(once, planEdit(once, shown, { amount: "350" }, false, next("p2", 9)));
    expect(twice).toHaveLength(1);
    expect(twice[0]).toMatchObject({
      id: "p1",
      seq: 5,
      change: { kind: "edit-expense", expense: lunch, patch: { amount: "350", category: "Shopping" } },
    });
  });

  it("an edit after a refused one replaces it, from the server's version", () => {
    const refused: QueueItem = {
      ...(queueAfter(
        [],
        planEdit([], lunch, { date: "2150-01-01T10:00:00+05:30" }, false, next("p1", 5)),
      )[0] as QueueItem),
      status: "refused",
      error: "Date must be between the years 2000 and 2100",
    };
    const plan = planEdit([refused], lunch, { amount: "275" }, false, next("p2", 9));
    expect(plan.remove).toEqual(["p1"]);
    expect(plan.put).toMatchObject({ id: "p2", change: { expense: lunch, patch: { amount: "275" } } });
  });

  it("a new photo rides along; removing the receipt drops a queued one", () => {
    const withPhoto = queueAfter([], planEdit([], lunch, {}, true, next("p1", 5)));
    expect(withPhoto[0]?.change).toMatchObject({ hasPhoto: true });
    const shown = provisionalExpense(withPhoto[0] as QueueItem) as Expense;
    const removed = planEdit(withPhoto, shown, { receiptPath: null }, false, next("p2", 9));
    expect(removed.put?.change).toMatchObject({ hasPhoto: false, patch: { receiptPath: null } });
  });
});

describe("planDelete", () => {
  it("deleting an expense whose create still waits drops it: nothing is sent", () => {
    const shown = provisionalExpense(queuedAdd) as Expense;
    const plan = planDelete([queuedAdd], shown, next("d1", 5));
    expect(plan).toEqual({ remove: ["key-1"], put: null });
    expect(queueAfter([queuedAdd], plan)).toEqual([]);
  });

  it("editing then deleting sends only the delete, which takes away the server's version", () => {
    const edited = queueAfter([], planEdit([], lunch, { amount: "900" }, false, next("p1", 5)));
    const shown = provisionalExpense(edited[0] as QueueItem) as Expense;
    const queue = queueAfter(edited, planDelete(edited, shown, next("d1", 9)));
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ id: "d1", change: { kind: "delete-expense", expense: lunch } });
  });

  it("deleting a saved expense is a new delete at the end", () => {
    const plan = planDelete([queuedAdd], lunch, next("d1", 5));
    expect(plan.remove).toEqual([]);
    expect(plan.put).toMatchObject({ id: "d1", change: { kind: "delete-expense", expense: lunch } });
  });
});

describe("a waiting edit on screen", () => {
  const today = "2026-11-24";
  const taxi = row("e-taxi", "100.00", "Transport", "2026-11-24T09:00:00+05:30");
  const edit = (patch: Parameters<typeof planEdit>[2], status: QueueItem["status"] = "waiting") => ({
    ...(planEdit([], lunch, patch, false, next("p1", 5)).put as QueueItem),
    status,
  });

  it("lists show the new version in place of the old, marked waiting", () => {
    const view = pendingView([edit({ amount: "300" })]);
    const rows = withPendingRows([lunch, taxi], view, 0, onDay(today));
    expect(rows.map((r) => [r.id, r.amount, r.syncState])).toEqual([
      ["e-lunch", "300.00", "waiting"],
      ["e-taxi", "100.00", undefined],
    ]);
    expect(withPendingChangesInPlace([lunch, taxi], view, 0).map((r) => r.amount)).toEqual([
      "300.00",
      "100.00",
    ]);
  });

  it("an edit moving the expense to another day leaves this day's list and totals", () => {
    const view = pendingView([edit({ date: "2026-11-20T09:00:00+05:30" })]);
    expect(withPendingRows([lunch, taxi], view, 0, onDay(today)).map((r) => r.id)).toEqual(["e-taxi"]);
    const day = { totalSpent: r(350), categorySpending: rs({ Food: 250, Transport: 100 }) };
    expect(withPendingSpending(day, view, 0, onDay(today))).toEqual({
      totalSpent: r(100),
      categorySpending: rs({ Transport: 100 }),
    });
    expect(
      withPendingSpending({ totalSpent: r(0), categorySpending: {} }, view, 0, onDay("2026-11-20")),
    ).toEqual({
      totalSpent: r(250),
      categorySpending: rs({ Food: 250 }),
    });
  });

  it("totals move by the difference; a refused edit counts nowhere", () => {
    const day = { totalSpent: r(350), categorySpending: rs({ Food: 250, Transport: 100 }) };
    expect(
      withPendingSpending(day, pendingView([edit({ amount: "300", category: "Shopping" })]), 0, onDay(today)),
    ).toEqual({
      totalSpent: r(400),
      categorySpending: rs({ Shopping: 300, Transport: 100 }),
    });
    expect(withPendingSpending(day, pendingView([edit({ amount: "300" }, "refused")]), 0, onDay(today))).toBe(
      day,
    );
  });

  it("a sent edit counts only in data fetched before the server had it", () => {
    const sent = { ...edit({ amount: "300" }, "sent"), sentAt: 5_000 };
    const view = pendingView([sent]);
    expect(withPendingRows([lunch], view, 4_000, () => true)[0]).toMatchObject({ amount: "300.00" });
    const fresh = { ...lunch, amount: "300.00" };
    expect(withPendingRows([fresh], view, 6_000, () => true)).toEqual([fresh]);
  });
});
