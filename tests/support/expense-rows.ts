// An expense row as GET /api/expenses answers it, for unit tests of the screens' pure rules.
import type { ExpenseRow } from "@shared/contract/api-rows.ts";
import type { QueueItem } from "../../src/lib/offline-queue.ts";

export const ASHA = "a0000000-0000-4000-8000-000000000001";

export const expenseRow = (id: string, amount: string, category: string, date: string): ExpenseRow => ({
  id,
  amount,
  category,
  description: null,
  method: "manual",
  paidWith: null,
  date,
  receiptPath: null,
  createdAt: date,
});

/** A new expense waiting in Asha's offline queue (its seq from the digits of its key). */
export function queuedAdd(
  id: string,
  amount: string,
  category: string,
  date: string,
  extra: Partial<QueueItem> = {},
): QueueItem {
  return {
    id,
    userId: ASHA,
    seq: Number(id.replace(/\D/g, "") || 1),
    queuedAt: "2026-11-24T04:30:00.000Z",
    change: { kind: "add-expense", payload: { amount, category, date, method: "manual" }, hasPhoto: false },
    status: "waiting",
    ...extra,
  };
}

/** A change (an edit, a delete) waiting in Asha's offline queue at place `seq`. */
export const queuedChange = (id: string, seq: number, change: QueueItem["change"]): QueueItem => ({
  id,
  userId: ASHA,
  seq,
  queuedAt: "2026-11-24T08:00:00.000Z",
  change,
  status: "waiting",
});
