// The offline queue's rules (docs/offline.md): what a queued change is, the order changes are sent in,
// what a failure means, and how queued changes show in the screens' data before the server has them.
// Pure: the browser database and the sending live in offline-db.ts and offline-sync.ts.

import { indianClock, indianDay } from "@shared/calendar/indian-day.ts";
import type { ExpenseRow as Expense, Spending } from "@shared/contract/api-rows.ts";
import type { ExpenseInput, ExpensePatchInput } from "@shared/contract/expense-schemas.ts";
import type { SharingInput } from "@shared/contract/shared-expense-schemas.ts";
import {
  addPaise,
  negatePaise,
  type Paise,
  paiseFromWire,
  paiseToDecimal,
  ZERO_PAISE,
} from "@shared/money/paise.ts";
import { toAmountString } from "@shared/money/rupees.ts";
import { apiErrorOf } from "./api";

/** What POST /api/expenses takes: a personal expense, or a shared one (docs/api.md "Shared expenses"). */
export type NewExpensePayload = ExpenseInput & Partial<SharingInput>;

/** What PATCH /api/expenses/:id takes: fields, and the sharing (householdId null: personal again). */
export type ExpenseEditPatch = ExpensePatchInput & {
  householdId?: string | null;
  paidBy?: string;
  split?: SharingInput["split"];
};

/** A change the user made that the server has not confirmed yet. */
export type QueuedChange =
  | {
      kind: "add-expense";
      /** With a household, payer and split it is a shared expense (sent the same way, one POST). */
      payload: NewExpensePayload;
      hasPhoto: boolean;
      /** A shared expense's part that is mine, as the form worked it out: what totals count meanwhile. */
      myShare?: string;
    }
  /** `expense` is the row as the screen showed it, so totals can leave it out until the server agrees. */
  | { kind: "delete-expense"; expense: Expense }
  /**
   * An edit (PATCH) of an expense the server has. `expense` is the server's version before this
   * device's edits (what totals leave out while the edit waits, and what Discard shows again);
   * `patch` holds every field this device changed, latest values (offline-plan.ts folds edits).
   */
  | { kind: "edit-expense"; expense: Expense; patch: ExpenseEditPatch; hasPhoto: boolean };

export type QueueStatus =
  /** Waiting for a connection (or a signed-in session of its owner). */
  | "waiting"
  /** The server refused it (e.g. validation): kept, with its message, until Retry or Discard. */
  | "refused"
  /** Confirmed by the server; kept only until the screens have fetched it. */
  | "sent";

export interface QueueItem {
  /** An add's Idempotency-Key from the start (and its receipt's file name); an edit's or delete's own id. */
  id: string;
  /** Whose change it is: never sent while anyone else is signed in. */
  userId: string;
  /** Queue order: sent in this order. */
  seq: number;
  queuedAt: string;
  change: QueuedChange;
  status: QueueStatus;
  /** The server's message for a refused change. */
  error?: string;
  /** When the server confirmed it (status "sent"). */
  sentAt?: number;
}

export type SyncState = "waiting";

/** An expense row as the screens show it, marked while it only exists on this device. */
export type ShownExpense = Expense & { syncState?: SyncState };

/** The receipt of a queued add is stored under a name derived from its key: a replay finds it there. */
export const receiptPathFor = (userId: string, key: string): string => `${userId}/${key}.jpg`;

/**
 * The Idempotency-Key of expense `index` of a batch queued as single saves (docs/offline.md): derived
 * from the batch's key, so the same selection queued again replays instead of saving twice; unlike the
 * batch endpoint's own `<key>#i`, so a batch the server did save (its answer lost) is not taken for it.
 */
export const batchItemKey = (batchKey: string, index: number): string => `${batchKey}:${index}`;

let lastSeq = 0;
/** Increasing within this tab and across reloads (time-based), so queue order is save order. */
export function nextSeq(now = Date.now()): number {
  lastSeq = Math.max(lastSeq + 1, now * 1000);
  return lastSeq;
}

/** The items to send now, in order: the user's waiting changes. */
export const sendable = (items: readonly QueueItem[], userId: string): QueueItem[] =>
  items.filter((item) => item.userId === userId && item.status === "waiting").sort((a, b) => a.seq - b.seq);

export type Failure = "refused" | "signed-out" | "retry";

/** An HTTP status from the API client's or storage-js's error, if the server answered at all. */
function statusOf(error: unknown): number | undefined {
  const api = apiErrorOf(error);
  if (api) return api.status;
  const storage = error as { statusCode?: unknown; status?: unknown } | null;
  const code = Number(storage?.statusCode ?? storage?.status);
  return Number.isInteger(code) && code >= 400 ? code : undefined;
}

/**
 * What a failed send means: no answer (offline, timeout), 408, 429 or a 5xx → try again later;
 * 401 → the session is gone, wait for its owner to sign in; any other answer → the server refused it.
 */
export function classifyFailure(error: unknown): Failure {
  const status = statusOf(error);
  if (status === undefined) return "retry";
  if (status === 401) return "signed-out";
  if (status === 408 || status === 429 || status >= 500) return "retry";
  return "refused";
}

/** An expense with an edit's changed fields (amounts as the API writes them). */
export function patchedExpense(expense: Expense, patch: ExpenseEditPatch): Expense {
  // The sharing is shown as the server works it out, once the edit is sent.
  const { householdId: _household, paidBy: _payer, split: _split, ...fields } = patch;
  const changed = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const amount = patch.amount === undefined ? undefined : toAmountString(patch.amount);
  return { ...expense, ...changed, ...(amount ? { amount } : {}) } as Expense;
}

/**
 * The row a queued add or edit stands for until the server has it (an edit: the server's row with
 * this device's changes); null for a delete.
 */
export function provisionalExpense(item: QueueItem): ShownExpense | null {
  const mark = item.status === "waiting" ? { syncState: "waiting" as const } : {};
  if (item.change.kind === "edit-expense") {
    return { ...patchedExpense(item.change.expense, item.change.patch), ...mark };
  }
  if (item.change.kind !== "add-expense") return null;
  const { payload, hasPhoto, myShare } = item.change;
  const sharing = payload.householdId
    ? { householdId: payload.householdId, paidBy: payload.paidBy ?? item.userId, myShare: myShare ?? null }
    : {};
  return {
    ...sharing,
    id: item.id,
    amount: toAmountString(payload.amount ?? "") ?? String(payload.amount ?? ""),
    category: payload.category,
    description: payload.description ?? null,
    method: payload.method ?? (hasPhoto ? "receipt" : "manual"),
    paidWith: payload.paidWith ?? null,
    date: payload.date ?? item.queuedAt,
    receiptPath: null,
    createdAt: item.queuedAt,
    ...mark,
  };
}

/**
 * Queued changes as the screens apply them to data fetched at `fetchedAt`. An edit is its old row
 * deleted and its new one added, so lists swap the row and totals move by the difference.
 */
export interface PendingView {
  /** Expenses added (and edited: the new version) on this device, newest first. */
  added(fetchedAt: number): ShownExpense[];
  /** Expenses deleted (and edited: the server's version) on this device. */
  deleted(fetchedAt: number): Expense[];
  /** Only the new expenses (not edits), newest first: the rows that are nowhere in fetched data. */
  created(fetchedAt: number): ShownExpense[];
  readonly empty: boolean;
}

/** The rows queued adds and edits stand for, newest first. */
const rowsOf = (items: readonly QueueItem[]): ShownExpense[] =>
  items
    .map(provisionalExpense)
    .filter((row): row is ShownExpense => row !== null)
    .sort(
      (a, b) => Date.parse(b.date) - Date.parse(a.date) || Date.parse(b.createdAt) - Date.parse(a.createdAt),
    );

/**
 * Waiting changes always apply; a sent one only to data fetched before the server had it. Refused
 * adds were not saved: they show in the header's sheet (with Retry / Discard), not in lists or totals.
 */
export function pendingView(items: readonly QueueItem[]): PendingView {
  const applies = (item: QueueItem, fetchedAt: number) =>
    item.status === "waiting" || (item.status === "sent" && fetchedAt < (item.sentAt ?? 0));
  return {
    empty: !items.some((item) => item.status !== "refused"),
    added: (fetchedAt) => rowsOf(items.filter((item) => applies(item, fetchedAt))),
    created: (fetchedAt) =>
      rowsOf(items.filter((item) => item.change.kind === "add-expense" && applies(item, fetchedAt))),
    deleted: (fetchedAt) =>
      items
        .filter((item) => applies(item, fetchedAt))
        .flatMap((item) => (item.change.kind === "add-expense" ? [] : [item.change.expense])),
  };
}

/**
 * What a waiting change moves a total by: its amount (of a shared expense, my share only: docs/product.md
 * §2.25.1), negative for a delete (or an edit's old version).
 */
const moveOf = (expense: Pick<Expense, "amount" | "householdId" | "myShare">, sign: 1 | -1): Paise => {
  const amount = expense.householdId ? paiseFromWire(expense.myShare ?? "0") : paiseFromWire(expense.amount);
  return sign === 1 ? amount : negatePaise(amount);
};

/** A list of expenses (newest first) with this device's adds in place and its deletes gone. */
export function withPendingRows(
  rows: readonly ShownExpense[],
  view: PendingView,
  fetchedAt: number,
  include: (expense: Expense) => boolean,
  limit?: number,
): ShownExpense[] {
  if (view.empty) return rows as ShownExpense[];
  const gone = new Set(view.deleted(fetchedAt).map((expense) => expense.id));
  const added = view.added(fetchedAt).filter(include);
  const merged = [...added, ...rows.filter((row) => !gone.has(row.id))].sort(
    (a, b) => Date.parse(b.date) - Date.parse(a.date),
  );
  return limit === undefined ? merged : merged.slice(0, limit);
}

/**
 * Rows as fetched (a history page) with this device's edits in place and its deletes gone; adds are
 * left out, since where they belong depends on the page's filters and cursor.
 */
export function withPendingChangesInPlace(
  rows: readonly ShownExpense[],
  view: PendingView,
  fetchedAt: number,
): ShownExpense[] {
  if (view.empty) return rows as ShownExpense[];
  const gone = new Set(view.deleted(fetchedAt).map((expense) => expense.id));
  const now = new Map(view.added(fetchedAt).map((expense) => [expense.id, expense]));
  return rows.flatMap((row) => now.get(row.id) ?? (gone.has(row.id) ? [] : [row]));
}

/** Spending figures (a day or a month) with this device's adds and deletes in `include`d periods. */
export function withPendingSpending(
  spending: Spending<Paise>,
  view: PendingView,
  fetchedAt: number,
  include: (expense: Expense) => boolean,
): Spending<Paise> {
  if (view.empty) return spending;
  const categorySpending = { ...spending.categorySpending };
  let totalSpent = spending.totalSpent;
  for (const { expense, sign } of pendingMoves(view, fetchedAt, include)) {
    const amount = moveOf(expense, sign);
    totalSpent = addPaise(totalSpent, amount);
    const next = addPaise(categorySpending[expense.category] ?? ZERO_PAISE, amount);
    if (next === 0) delete categorySpending[expense.category];
    else categorySpending[expense.category] = next;
  }
  return { totalSpent, categorySpending };
}

/**
 * How the waiting changes move totals, one entry per row: +1 an add (or an edit's new version), -1 a
 * delete (or an edit's old version), for the rows `include`d (a day, a month, a filter).
 */
export function pendingMoves(
  view: PendingView,
  fetchedAt: number,
  include: (expense: Expense) => boolean,
): { expense: Expense; sign: 1 | -1 }[] {
  return [
    ...view
      .added(fetchedAt)
      .filter(include)
      .map((expense) => ({ expense, sign: 1 as const })),
    ...view
      .deleted(fetchedAt)
      .filter(include)
      .map((expense) => ({ expense, sign: -1 as const })),
  ];
}

/** A count and a total (numeric text, as the API writes it). */
export interface CountTotal {
  count: number;
  total: string;
}

/** A count and total (the history's summary, one of its days) with the waiting changes in `include`d rows. */
export function withPendingCountTotal<T extends CountTotal>(
  summary: T,
  view: PendingView,
  fetchedAt: number,
  include: (expense: Expense) => boolean,
): T {
  if (view.empty) return summary;
  let { count } = summary;
  let total = paiseFromWire(summary.total);
  for (const { expense, sign } of pendingMoves(view, fetchedAt, include)) {
    count += sign;
    total = addPaise(total, moveOf(expense, sign));
  }
  return { ...summary, count, total: paiseToDecimal(total) };
}

/** The calendar's dots for a month, with days that only have expenses on this device. */
export function withPendingDates(
  dates: readonly string[],
  view: PendingView,
  fetchedAt: number,
  year: number,
  month: number,
): string[] {
  if (view.empty) return dates as string[];
  const extra = view
    .added(fetchedAt)
    .filter((expense) => inMonth(expense, year, month))
    .map((expense) => indianDay(new Date(expense.date)));
  return [...new Set([...dates, ...extra])].sort();
}

export const onDay = (dateKey: string) => (expense: Expense) => indianDay(new Date(expense.date)) === dateKey;

export function inMonth(expense: Expense, year: number, month: number): boolean {
  const at = indianClock(new Date(expense.date));
  return at.year === year && at.month === month;
}
