// How a new edit or delete joins the offline queue (docs/offline.md, "Edits and deletes of queued
// changes"): it folds into what still waits for the same expense, so the server gets one request per
// expense with the latest values — or nothing, for an expense that never reached it. Pure.
import type { Expense } from "./money-queries";
import type { ExpenseEditPatch, QueueItem, ShownExpense } from "./offline-queue";

/** What to do to the queue: items to remove, then the one item to store (null: nothing to send). */
export interface QueuePlan {
  remove: string[];
  put: QueueItem | null;
}

/** A new item's identity and place, chosen by the caller (random id, nextSeq, now). */
export interface NewItem {
  id: string;
  userId: string;
  seq: number;
  queuedAt: string;
}

/** The row without how this device marks it: what the server has (or will have) under that id. */
function serverRow(expense: ShownExpense): Expense {
  const { syncState: _, ...row } = expense;
  return row;
}

const waitingAdd = (items: readonly QueueItem[], id: string) =>
  items.find((item) => item.id === id && item.change.kind === "add-expense" && item.status === "waiting");

/** Edits of this expense not yet confirmed by the server (waiting or refused). */
const openEdits = (items: readonly QueueItem[], id: string) =>
  items.filter(
    (item) => item.change.kind === "edit-expense" && item.change.expense.id === id && item.status !== "sent",
  );

/** A photo the edit brings, or the one already queued, unless the edit removes the receipt. */
const keepsPhoto = (queued: boolean, patch: ExpenseEditPatch, hasPhoto: boolean) =>
  hasPhoto || (queued && patch.receiptPath !== null);

/**
 * An edit of `expense` (the row as the screen showed it):
 * - its create still waits → the create is rewritten with the new values (same Idempotency-Key, so
 *   one POST);
 * - an edit of it still waits → that edit keeps its place and takes the new values (one PATCH);
 * - an edit of it was refused → replaced by this one (the row showed the server's version);
 * - otherwise → a new edit at the end of the queue.
 */
export function planEdit(
  items: readonly QueueItem[],
  expense: ShownExpense,
  patch: ExpenseEditPatch,
  hasPhoto: boolean,
  next: NewItem,
): QueuePlan {
  const add = waitingAdd(items, expense.id);
  if (add?.change.kind === "add-expense") {
    const { receiptPath: _, ...fields } = patch;
    const payload = { ...add.change.payload };
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined) Object.assign(payload, { [key]: value });
    }
    return {
      remove: [],
      put: {
        ...add,
        change: { ...add.change, payload, hasPhoto: keepsPhoto(add.change.hasPhoto, patch, hasPhoto) },
      },
    };
  }
  const edits = openEdits(items, expense.id);
  const waiting = edits.find((item) => item.status === "waiting");
  if (waiting?.change.kind === "edit-expense") {
    return {
      remove: edits.filter((item) => item !== waiting).map((item) => item.id),
      put: {
        ...waiting,
        change: {
          ...waiting.change,
          patch: { ...waiting.change.patch, ...patch },
          hasPhoto: keepsPhoto(waiting.change.hasPhoto, patch, hasPhoto),
        },
      },
    };
  }
  const refused = edits[0];
  const before = refused?.change.kind === "edit-expense" ? refused.change.expense : serverRow(expense);
  return {
    remove: edits.map((item) => item.id),
    put: { ...next, status: "waiting", change: { kind: "edit-expense", expense: before, patch, hasPhoto } },
  };
}

/**
 * A delete of `expense`:
 * - its create still waits → the create is dropped and nothing is sent;
 * - edits of it wait (or were refused) → they are dropped and only the delete is sent;
 * - otherwise → a new delete at the end of the queue.
 */
export function planDelete(items: readonly QueueItem[], expense: ShownExpense, next: NewItem): QueuePlan {
  const add = waitingAdd(items, expense.id);
  if (add) return { remove: [add.id], put: null };
  const edits = openEdits(items, expense.id);
  // Totals leave out what the server has: the version before this device's edits.
  const first = edits[0];
  const before = first?.change.kind === "edit-expense" ? first.change.expense : serverRow(expense);
  return {
    remove: edits.map((item) => item.id),
    put: { ...next, status: "waiting", change: { kind: "delete-expense", expense: before } },
  };
}
