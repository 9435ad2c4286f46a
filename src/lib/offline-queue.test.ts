import { paise, rupees } from "@shared/money/paise.ts";
import { describe, expect, it } from "vitest";
import { ASHA, queuedAdd as add, queuedChange, expenseRow as row } from "../../tests/support/expense-rows.ts";
import { ApiError } from "./api.ts";
import {
  batchItemKey,
  classifyFailure,
  nextSeq,
  onDay,
  pendingView,
  provisionalExpense,
  receiptPathFor,
  sendable,
  withPendingCountTotal,
  withPendingDates,
  withPendingRows,
  withPendingSpending,
} from "./offline-queue.ts";

const RAVI = "b0000000-0000-4000-8000-000000000002";

describe("queue order and ownership", () => {
  it("sends only the user's waiting changes, oldest first", () => {
    const items = [
      add("k3", "3", "Food", "2026-11-24T10:00:00+05:30"),
      add("k1", "1", "Food", "2026-11-24T10:00:00+05:30"),
      add("k2", "2", "Food", "2026-11-24T10:00:00+05:30", { status: "refused", error: "no" }),
      add("k4", "4", "Food", "2026-11-24T10:00:00+05:30", { userId: RAVI }),
    ];
    expect(sendable(items, ASHA).map((item) => item.id)).toEqual(["k1", "k3"]);
    expect(sendable(items, RAVI).map((item) => item.id)).toEqual(["k4"]);
  });

  it("numbers saves in order even within one millisecond", () => {
    const first = nextSeq(1_000);
    expect(nextSeq(1_000)).toBeGreaterThan(first);
    expect(nextSeq(999)).toBeGreaterThan(first);
  });

  it("names a queued receipt after the save's key, in the owner's folder", () => {
    expect(receiptPathFor(ASHA, "key-1")).toBe(`${ASHA}/key-1.jpg`);
  });
});

describe("classifyFailure", () => {
  const answer = (status: number) => new ApiError(status, "", '{"message":"x"}');
  it("waits for the network, for a moment of overload, and for server errors", () => {
    expect(classifyFailure(new TypeError("Failed to fetch"))).toBe("retry");
    expect(classifyFailure(new DOMException("timed out", "TimeoutError"))).toBe("retry");
    for (const status of [408, 429, 500, 502, 503]) expect(classifyFailure(answer(status))).toBe("retry");
  });

  it("waits for its owner after a 401, and keeps anything else as refused", () => {
    expect(classifyFailure(answer(401))).toBe("signed-out");
    for (const status of [400, 403, 409, 413, 422]) expect(classifyFailure(answer(status))).toBe("refused");
    // storage-js errors carry the status as text.
    expect(classifyFailure({ statusCode: "413", message: "too large" })).toBe("refused");
    expect(classifyFailure(new Error(`Failed to fetch expenses: 400`, { cause: answer(400) }))).toBe(
      "refused",
    );
  });
});

describe("what the screens show before the server has it", () => {
  const today = "2026-11-24";
  const lunch = add("k1", "250", "Food", "2026-11-24T13:00:00+05:30");
  const taxi = add("k2", "100.5", "Transport", "2026-11-24T09:00:00+05:30");
  const old = row("e-old", "40.00", "Food", "2026-11-24T08:00:00+05:30");
  const kept = row("e-kept", "60.00", "Transport", "2026-11-23T20:00:00+05:30");
  const deleteOld = queuedChange("d1", 5, { kind: "delete-expense", expense: old });

  it("a queued add reads like a saved row, marked as waiting", () => {
    expect(provisionalExpense(lunch)).toMatchObject({
      id: "k1",
      amount: "250.00",
      category: "Food",
      date: "2026-11-24T13:00:00+05:30",
      syncState: "waiting",
    });
  });

  it("lists: adds in date order, deletes gone, limit kept", () => {
    const view = pendingView([lunch, taxi, deleteOld]);
    const rows = withPendingRows([old, kept], view, 0, () => true, 3);
    expect(rows.map((r) => r.id)).toEqual(["k1", "k2", "e-kept"]);
    expect(withPendingRows([old], view, 0, onDay(today)).map((r) => r.id)).toEqual(["k1", "k2"]);
  });

  it("totals: adds counted, deletes taken away; refused adds were not saved and count nowhere", () => {
    const refused = add("k9", "999", "Food", "2026-11-24T11:00:00+05:30", {
      status: "refused",
      error: "Bad",
    });
    const view = pendingView([lunch, taxi, deleteOld, refused]);
    const spending = withPendingSpending(
      { totalSpent: rupees(100), categorySpending: { Food: rupees(40), Transport: rupees(60) } },
      view,
      0,
      onDay(today),
    );
    expect(spending).toEqual({
      totalSpent: rupees(410.5),
      categorySpending: { Food: rupees(250), Transport: rupees(160.5) },
    });
    expect(withPendingRows([], view, 0, () => true).map((r) => r.id)).not.toContain("k9");
  });

  it("a shared expense waiting to sync counts my share, and a shared one deleted takes my share off", () => {
    const home = "c0000000-0000-4000-8000-000000000003";
    const dinner = queuedChange("k7", 7, {
      kind: "add-expense",
      payload: {
        amount: "300",
        category: "Food",
        date: "2026-11-24T20:00:00+05:30",
        householdId: home,
        split: { mode: "equal", members: [ASHA, RAVI] },
      },
      hasPhoto: false,
      myShare: "150.00",
    });
    const lunch = {
      ...row("e-lunch", "90.00", "Food", "2026-11-24T13:00:00+05:30"),
      householdId: home,
      myShare: "30.00",
    };
    const view = pendingView([dinner, queuedChange("x", 99, { kind: "delete-expense", expense: lunch })]);
    expect(provisionalExpense(dinner)).toMatchObject({
      amount: "300.00",
      householdId: home,
      myShare: "150.00",
    });
    const spending = withPendingSpending(
      { totalSpent: rupees(30), categorySpending: { Food: rupees(30) } },
      view,
      0,
      onDay(today),
    );
    expect(spending).toEqual({ totalSpent: rupees(150), categorySpending: { Food: rupees(150) } });
  });

  it("many small waiting amounts add up exactly, and a category that nets to nothing goes", () => {
    const dimes = Array.from({ length: 30 }, (_, i) =>
      add(`d${i}`, "0.10", "Tea", "2026-11-24T13:00:00+05:30"),
    );
    const gone = row("e-tea", "0.30", "Tea", "2026-11-24T08:00:00+05:30");
    const view = pendingView([...dimes, queuedChange("x", 99, { kind: "delete-expense", expense: gone })]);
    const base = { totalSpent: rupees(0.3), categorySpending: { Tea: rupees(0.3) } };
    expect(withPendingSpending(base, view, 0, onDay(today))).toEqual({
      totalSpent: rupees(3),
      categorySpending: { Tea: rupees(3) },
    });
    expect(withPendingCountTotal({ count: 1, total: "0.30" }, view, 0, onDay(today))).toEqual({
      count: 30,
      total: "3.00",
    });
    const undo = pendingView([queuedChange("y", 1, { kind: "delete-expense", expense: gone })]);
    expect(withPendingSpending(base, undo, 0, onDay(today))).toEqual({ totalSpent: 0, categorySpending: {} });
  });

  it("a sent change counts only in data fetched before the server had it", () => {
    const sent = add("k1", "250", "Food", "2026-11-24T13:00:00+05:30", { status: "sent", sentAt: 5_000 });
    const view = pendingView([sent]);
    const base = { totalSpent: paise(0), categorySpending: {} };
    expect(withPendingSpending(base, view, 4_000, onDay(today)).totalSpent).toBe(rupees(250));
    expect(withPendingSpending(base, view, 6_000, onDay(today)).totalSpent).toBe(0);
    expect(withPendingRows([], view, 4_000, () => true)[0]?.syncState).toBeUndefined();
  });

  it("calendar: a dot on days that only have expenses on this device", () => {
    const view = pendingView([lunch, add("k5", "1", "Food", "2026-12-01T09:00:00+05:30")]);
    expect(withPendingDates(["2026-11-02"], view, 0, 2026, 11)).toEqual(["2026-11-02", "2026-11-24"]);
  });

  it("an empty queue (or one with only refused changes) changes nothing", () => {
    const view = pendingView([add("k9", "9", "Food", "2026-11-24T11:00:00+05:30", { status: "refused" })]);
    const data = { totalSpent: rupees(1), categorySpending: {} };
    expect(withPendingSpending(data, view, 0, () => true)).toBe(data);
  });
});

describe("history's summary and Save all's keys", () => {
  it("a count and total take the waiting adds, edits and deletes the filter includes", () => {
    const gone = row("e-gone", "40.00", "Food", "2026-11-24T08:00:00+05:30");
    const view = pendingView([
      add("k1", "250", "Food", "2026-11-24T13:00:00+05:30"),
      add("k2", "99", "Transport", "2026-11-24T13:00:00+05:30"),
      queuedChange("d3", 3, { kind: "delete-expense", expense: gone }),
    ]);
    const food = (expense: { category: string }) => expense.category === "Food";
    expect(withPendingCountTotal({ count: 3, total: "100.00" }, view, 0, food)).toEqual({
      count: 3,
      total: "310.00",
    });
  });

  it("each expense of a queued batch has its own key, derived from the batch's", () => {
    expect([0, 1].map((index) => batchItemKey("batch-key", index))).toEqual(["batch-key:0", "batch-key:1"]);
  });
});
