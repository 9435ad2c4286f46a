import { describe, expect, it } from "vitest";
import { queuedAdd, queuedChange, expenseRow as row } from "../../../tests/support/expense-rows.ts";
import { SEARCHED_EXPENSES, SEARCHES } from "../../../tests/support/search-cases.ts";
import { pendingView } from "../../lib/offline-queue.ts";
import { lastSyncedPage, matchesFilters, withPendingDayTotals, withPendingPages } from "./history-pending.ts";

const all = () => true;
const lunch = queuedAdd("k1", "250", "Food & Dining", "2026-11-24T13:00:00+05:30");
const oldTaxi = queuedAdd("k2", "90", "Transport", "2026-11-01T09:00:00+05:30");
const chai = row("e-chai", "20.00", "Food & Dining", "2026-11-24T10:00:00+05:30");
const rent = row("e-rent", "9000.00", "Bills & Utilities", "2026-11-20T10:00:00+05:30");
const fuel = row("e-fuel", "500.00", "Transport", "2026-11-10T10:00:00+05:30");
const deleteRent = queuedChange("d1", 7, { kind: "delete-expense", expense: rent });
const editChai = queuedChange("x1", 8, {
  kind: "edit-expense",
  expense: chai,
  patch: { amount: "30" },
  hasPhoto: false,
});

describe("history pages with the changes waiting on this device", () => {
  it("puts an add in the page that covers its time, newest first, marked waiting", () => {
    const view = pendingView([lunch, oldTaxi, deleteRent, editChai]);
    const pages = withPendingPages(
      [
        { rows: [chai, rent], next: "cursor" },
        { rows: [fuel], next: null },
      ],
      view,
      0,
      all,
    );
    expect(pages.map((page) => page.rows.map((r) => r.id))).toEqual([
      ["k1", "e-chai"],
      ["e-fuel", "k2"],
    ]);
    expect(pages[0]?.rows[0]?.syncState).toBe("waiting");
    expect(pages[0]?.rows[1]?.amount).toBe("30.00");
  });

  it("leaves an add older than the loaded pages for the page that will cover it", () => {
    const view = pendingView([oldTaxi]);
    const pages = withPendingPages([{ rows: [chai, fuel], next: "cursor" }], view, 0, all);
    expect(pages[0]?.rows.map((r) => r.id)).toEqual(["e-chai", "e-fuel"]);
  });

  it("shows only the adds the filters match, and adds with nothing fetched", () => {
    const view = pendingView([lunch, oldTaxi]);
    const food = matchesFilters({ categories: ["Food & Dining"], month: "2026-11" });
    expect(withPendingPages([{ rows: [], next: null }], view, 0, food)[0]?.rows.map((r) => r.id)).toEqual([
      "k1",
    ]);
  });
});

describe("matchesFilters", () => {
  const expense = {
    ...row("e", "10.00", "Food & Dining", "2026-11-30T23:30:00+05:30"),
    description: "Swiggy dinner",
    paidWith: "upi" as const,
  };
  it("reads the period on the Indian clock and the other filters as the API does", () => {
    expect(matchesFilters({ month: "2026-11" })(expense)).toBe(true);
    expect(matchesFilters({ from: "2026-12-01" })(expense)).toBe(false);
    expect(matchesFilters({ to: "2026-11-30", q: "SWIG" })(expense)).toBe(true);
    expect(matchesFilters({ q: "zomato" })(expense)).toBe(false);
    expect(matchesFilters({ paidWith: ["upi"], methods: ["manual"] })(expense)).toBe(true);
    expect(matchesFilters({ paidWith: ["cash"] })(expense)).toBe(false);
    expect(matchesFilters({ methods: ["message"] })(expense)).toBe(false);
    expect(matchesFilters({ categories: ["Groceries"] })(expense)).toBe(false);
  });
});

describe("history totals with the changes waiting on this device", () => {
  it("the day totals count adds, edits and deletes; a day only on this device gets its own", () => {
    const view = pendingView([lunch, oldTaxi, deleteRent, editChai]);
    const days = new Map([
      ["2026-11-24", { date: "2026-11-24", count: 1, total: "20.00" }],
      ["2026-11-20", { date: "2026-11-20", count: 2, total: "9100.00" }],
    ]);
    expect(Object.fromEntries(withPendingDayTotals(days, view, 0, all))).toEqual({
      "2026-11-24": { date: "2026-11-24", count: 2, total: "280.00" },
      "2026-11-20": { date: "2026-11-20", count: 1, total: "100.00" },
      "2026-11-01": { date: "2026-11-01", count: 1, total: "90.00" },
    });
  });

  it("a sent add counts only in totals fetched before the server had it", () => {
    const view = pendingView([{ ...lunch, status: "sent", sentAt: 5_000 }]);
    const days = new Map([["2026-11-24", { date: "2026-11-24", count: 1, total: "20.00" }]]);
    expect(withPendingDayTotals(days, view, 4_000, all).get("2026-11-24")?.total).toBe("270.00");
    expect(withPendingDayTotals(days, view, 6_000, all).get("2026-11-24")?.total).toBe("20.00");
  });
});

describe("history offline with no last-synced history of its own", () => {
  it("is the other lists' expenses the filters match, once each, newest first, marked partial", () => {
    const cached = [
      [chai, rent], // home's recent list
      [chai], // today's list
      { count: 3, total: "9520.00" }, // a summary: no rows
      { pages: [{ rows: [fuel, rent], next: null }], pageParams: [null] }, // history under other filters
      undefined,
    ];
    expect(lastSyncedPage(cached, all)).toEqual({ rows: [chai, rent, fuel], next: null, partial: true });
    expect(lastSyncedPage(cached, matchesFilters({ categories: ["Transport"] })).rows).toEqual([fuel]);
    expect(lastSyncedPage([], all)).toEqual({ rows: [], next: null, partial: true });
  });

  it("takes this device's waiting adds on top, like any last page", () => {
    const page = lastSyncedPage([[chai, rent]], all);
    const [shown] = withPendingPages([page], pendingView([lunch]), 0, all);
    expect(shown?.rows.map((expense) => expense.id)).toEqual(["k1", "e-chai", "e-rent"]);
    expect(shown?.partial).toBe(true);
  });
});

describe("matchesFilters search, as the API answers it (tests/support/search-cases.ts)", () => {
  const rows = SEARCHED_EXPENSES.map((seeded, i) => ({
    ...row(`s${i}`, seeded.amount, seeded.category, seeded.at),
    description: "description" in seeded ? seeded.description : null,
    paidWith: "paidWith" in seeded ? seeded.paidWith : null,
    payee: "payee" in seeded ? seeded.payee : null,
  }));
  it.each(SEARCHES)("%s", (q, amounts) => {
    expect(rows.filter(matchesFilters({ q })).map((expense) => expense.amount)).toEqual(amounts);
  });
});
