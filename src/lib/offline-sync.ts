// Sending queued changes (docs/offline.md). Every expense save and delete goes through the queue: it is
// stored in the browser first (with its Idempotency-Key and, for a receipt, the photo as a Blob), then
// sent at once when possible, else when the connection comes back — in queue order, only while its
// owner is signed in. The screens read the queue through offline-queue-store.ts.

import type { ExpenseInput } from "@shared/contract/expense-schemas.ts";
import { onlineManager, type QueryClient } from "@tanstack/react-query";
import { api, apiBaseUrl, createApiClient, serverMessage } from "./api";
import { storedSessionUserId } from "./auth-storage";
import type { Expense } from "./money-queries";
import { refreshAfterExpenseChange } from "./money-queries";
import { offlineDb } from "./offline-db";
import { type NewItem, planDelete, planEdit, type QueuePlan } from "./offline-plan";
import {
  batchItemKey,
  classifyFailure,
  type ExpenseEditPatch,
  type Failure,
  nextSeq,
  provisionalExpense,
  type QueueItem,
  receiptPathFor,
  type ShownExpense,
  sendable,
} from "./offline-queue";
import { publish, reload, saved, snapshot } from "./offline-queue-store";

export const RECEIPTS_BUCKET = "receipts";

/** A request that has not answered by then is left to a later attempt (its key makes that safe). */
const SEND_TIMEOUT_MS = 20_000;
/** While changes wait and the device is online, try again after these pauses. */
const RETRY_MS = [5_000, 15_000, 30_000, 60_000];
const LOCK_NAME = "paisa-coach-offline-queue";
/** How long a save waits for supabase-js to confirm the session (a flaky network can stall it). */
const SESSION_WAIT_MS = 3_000;
let queryClient: QueryClient | undefined;
/** The last failure of each item, for the save form (which shows it as the product's toast). */
const lastErrors = new Map<string, unknown>();
/** What the server answered for each add or edit sent by this tab, for the save form. */
const savedRows = new Map<string, Expense>();
/** The server's id of each add this tab sent (by its key): its row keeps the key until refetched. */
const serverIds = new Map<string, string>();

// --- sending -----------------------------------------------------------------------------------------

async function currentUserId(): Promise<string | null> {
  return (await (await import("./supabase")).currentSession())?.user.id ?? null;
}

/**
 * Whose change a new save or delete is: the signed-in user, also offline with an access token that
 * expired meanwhile (supabase-js cannot refresh it then, but the session is still this user's).
 */
export async function signedInUserId(): Promise<string | null> {
  // supabase-js retries a refresh for up to 30 s without a connection: the stored session says whose
  // device this is at once.
  if (!onlineManager.isOnline()) return storedSessionUserId();
  const stored = new Promise<null>((resolve) => setTimeout(() => resolve(null), SESSION_WAIT_MS));
  return (await Promise.race([currentUserId(), stored])) ?? storedSessionUserId();
}

async function accessToken(): Promise<string | null> {
  return (await import("./supabase")).currentAccessToken();
}

/**
 * An API client whose requests carry one Idempotency-Key (the app client has no per-call headers): the
 * queue's saves and the review list's batch.
 */
export function clientWithIdempotencyKey(key: string) {
  return createApiClient({
    baseUrl: apiBaseUrl,
    getAccessToken: accessToken,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set("Idempotency-Key", key);
      return globalThis.fetch(input, { ...init, headers });
    },
  });
}

/** Uploads a queued receipt under its key's name; one already there (an earlier attempt) counts as done. */
async function uploadQueuedReceipt(item: QueueItem): Promise<string | null> {
  const photo = await offlineDb.photo(item.id);
  if (!photo) return null;
  const { storage } = await import("./supabase-storage");
  const path = receiptPathFor(item.userId, item.id);
  const upload = storage
    .from(RECEIPTS_BUCKET)
    .upload(path, photo, { contentType: photo.type || "image/jpeg", upsert: false });
  // storage-js takes no abort signal: an upload that hangs is given up here (a later one finds it, 409).
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new DOMException("The receipt upload timed out", "TimeoutError")),
      SEND_TIMEOUT_MS,
    ),
  );
  const { error } = await Promise.race([upload, timeout]);
  if (error && String((error as { statusCode?: unknown }).statusCode) !== "409") throw error;
  return path;
}

async function send(item: QueueItem): Promise<void> {
  const signal = AbortSignal.timeout(SEND_TIMEOUT_MS);
  if (item.change.kind === "add-expense") {
    const receiptPath = item.change.hasPhoto ? await uploadQueuedReceipt(item) : null;
    const row = await clientWithIdempotencyKey(item.id).post<Expense>(
      "/expenses",
      { ...item.change.payload, ...(receiptPath ? { receiptPath } : {}) },
      { signal },
    );
    savedRows.set(item.id, row);
    serverIds.set(item.id, row.id);
    return;
  }
  if (item.change.kind === "edit-expense") {
    const receiptPath = item.change.hasPhoto ? await uploadQueuedReceipt(item) : null;
    const row = await api.patch<Expense>(
      `/expenses/${encodeURIComponent(item.change.expense.id)}`,
      { ...item.change.patch, ...(receiptPath ? { receiptPath } : {}) },
      { signal },
    );
    savedRows.set(item.id, row);
    return;
  }
  await api.delete(`/expenses/${encodeURIComponent(item.change.expense.id)}`, { signal }).catch((error) => {
    // Already gone (deleted on another device): what the user wanted.
    if (classifyFailure(error) === "refused" && (error as { status?: number }).status === 404) return;
    throw error;
  });
}

let draining: Promise<void> | null = null;
let drainAgain = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryRound = 0;

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  const delay = RETRY_MS[Math.min(retryRound++, RETRY_MS.length - 1)];
  retryTimer = setTimeout(() => void drain(), delay);
}

/** Sends the signed-in user's waiting changes in order, until one has to wait. */
async function drainOnce(): Promise<void> {
  const userId = snapshot().userId;
  if (!userId || !onlineManager.isOnline()) return;
  // Never as anyone else: the session must belong to the queue's owner at the moment of sending.
  if ((await currentUserId()) !== userId) return;
  const items = sendable(await offlineDb.queueOf(userId), userId);
  for (const item of items) {
    let failure: Failure | null = null;
    try {
      await send(item);
    } catch (error) {
      lastErrors.set(item.id, error);
      failure = classifyFailure(error);
    }
    if (failure === "retry") {
      scheduleRetry();
      return;
    }
    if (failure === "signed-out") {
      publish({ signedOut: true });
      return;
    }
    if (failure === "refused") {
      const error = lastErrors.get(item.id);
      const message =
        serverMessage(error) ?? (error instanceof Error ? error.message : "The server refused it");
      await saved(offlineDb.putItem({ ...item, status: "refused", error: message }));
      continue;
    }
    lastErrors.delete(item.id);
    retryRound = 0;
    publish({ signedOut: false });
    // Shown from the server's data once the screens have fetched it again; until then from the queue.
    await saved(offlineDb.putItem({ ...item, status: "sent", sentAt: Date.now() }));
    if (queryClient) await refreshAfterExpenseChange(queryClient).catch(() => {});
    await saved(offlineDb.removeItem(item.id));
  }
}

/** Sends what can be sent now; concurrent calls (and other tabs, through a lock) wait for each other. */
export function drain(): Promise<void> {
  if (draining) {
    drainAgain = true;
    return draining;
  }
  const run = async () => {
    do {
      drainAgain = false;
      const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
      if (locks) await locks.request(LOCK_NAME, () => drainOnce());
      else await drainOnce();
    } while (drainAgain);
  };
  draining = run()
    .catch(() => scheduleRetry())
    .finally(() => {
      draining = null;
    });
  return draining;
}

// --- what the screens call ---------------------------------------------------------------------------

/** The outcome of saving through the queue, for the form. */
export type SaveOutcome = { kind: "sent"; expense?: Expense } | { kind: "waiting"; expense: ShownExpense };

/**
 * Queues a change and sends it (and anything queued before it) if it can. Resolves "sent" once the
 * server has it, "waiting" when it must wait for a connection; rejects with the server's error when
 * the server refused it or the session is gone — the change is then dropped, since the user is still
 * on the screen that made it.
 */
export async function queueAndSend(
  item: QueueItem,
  photo: Blob | null,
  replaces: readonly string[] = [],
): Promise<SaveOutcome> {
  for (const id of replaces) await offlineDb.removeItem(id);
  await saved(offlineDb.putItem(item, photo));
  await drain();
  const stored = (await offlineDb.queueOf(item.userId)).find((entry) => entry.id === item.id);
  if (!stored || stored.status === "sent") {
    const expense = savedRows.get(item.id);
    savedRows.delete(item.id);
    return { kind: "sent", expense };
  }
  const error = lastErrors.get(item.id);
  const failure = error === undefined ? null : classifyFailure(error);
  if (stored.status === "refused" || failure === "signed-out") {
    await discard(item.id);
    throw error;
  }
  return { kind: "waiting", expense: provisionalExpense(stored) as ShownExpense };
}

/** A new queued add: its id is the save's Idempotency-Key. */
export function addItem(userId: string, key: string, change: QueueItem["change"]): QueueItem {
  return { id: key, userId, seq: nextSeq(), queuedAt: new Date().toISOString(), change, status: "waiting" };
}

/**
 * Keeps several new expenses on this device, each a queued save of its own under a key derived from
 * `batchKey` (the message review's Save all without a connection), and sends them when it can.
 */
export async function queueAdds(
  userId: string,
  batchKey: string,
  payloads: readonly ExpenseInput[],
): Promise<ShownExpense[]> {
  const items = payloads.map((payload, index) =>
    addItem(userId, batchItemKey(batchKey, index), { kind: "add-expense", payload, hasPhoto: false }),
  );
  await saved(offlineDb.putItems(items));
  void drain();
  return items.map((item) => provisionalExpense(item) as ShownExpense);
}

const newItem = (userId: string): NewItem => ({
  id: crypto.randomUUID(),
  userId,
  seq: nextSeq(),
  queuedAt: new Date().toISOString(),
});

/**
 * Stores a plan (offline-plan.ts) and sends it; a plan with nothing to send drops what it folds: the
 * change never reached the server ("dropped": nothing to undo there).
 */
async function queuePlan(plan: QueuePlan, photo: Blob | null): Promise<SaveOutcome | { kind: "dropped" }> {
  if (!plan.put) {
    for (const id of plan.remove) await discard(id);
    return { kind: "dropped" };
  }
  return queueAndSend(plan.put, photo, plan.remove);
}

/**
 * The queue as a new edit or delete of `expense` must see it: after a send in progress (which may be
 * the very change it would fold into), with a row still named by its add's key named by the server's id.
 */
async function queueFor(userId: string, expense: ShownExpense) {
  await draining?.catch(() => {});
  const id = serverIds.get(expense.id);
  return { queue: await offlineDb.queueOf(userId), target: id ? { ...expense, id } : expense };
}

/**
 * Deletes an expense through the queue; a create still waiting is simply dropped, edits still waiting
 * give way to the delete (offline-plan.ts).
 */
export async function deleteExpense(
  userId: string,
  expense: ShownExpense,
): Promise<SaveOutcome | { kind: "dropped" }> {
  const { queue, target } = await queueFor(userId, expense);
  return queuePlan(planDelete(queue, target, newItem(userId)), null);
}

/**
 * Edits an expense through the queue (PATCH /api/expenses/:id): folded into a create or an edit of it
 * still waiting (offline-plan.ts), otherwise queued and sent. A new receipt photo travels as a Blob.
 */
export async function editExpense(
  userId: string,
  expense: ShownExpense,
  patch: ExpenseEditPatch,
  photo: Blob | null,
): Promise<SaveOutcome> {
  const { queue, target } = await queueFor(userId, expense);
  const plan = planEdit(queue, target, patch, photo !== null, newItem(userId));
  // An edit always leaves something to send.
  return plan.put ? queueAndSend(plan.put, photo, plan.remove) : { kind: "sent" };
}

/** Sends a refused change again. */
export async function retry(id: string): Promise<void> {
  const item = snapshot().items.find((entry) => entry.id === id);
  if (!item) return;
  await saved(offlineDb.putItem({ ...item, status: "waiting", error: undefined }));
  retryRound = 0;
  await drain();
}

/**
 * Drops a change that was never saved (and a receipt an earlier attempt may have uploaded); the
 * screens show the server's version again.
 */
export async function discard(id: string): Promise<void> {
  const item = snapshot().items.find((entry) => entry.id === id) ?? (await findItem(id));
  await saved(offlineDb.removeItem(id));
  lastErrors.delete(id);
  // A refused edit may concern a row changed elsewhere meanwhile (e.g. 404: deleted on another device).
  if (item?.change.kind === "edit-expense" && item.status === "refused" && queryClient) {
    void refreshAfterExpenseChange(queryClient).catch(() => {});
  }
  if (item && item.change.kind !== "delete-expense" && item.change.hasPhoto) {
    const { storage } = await import("./supabase-storage");
    await storage
      .from(RECEIPTS_BUCKET)
      .remove([receiptPathFor(item.userId, item.id)])
      .catch(() => {});
  }
}

async function findItem(id: string): Promise<QueueItem | undefined> {
  const { userId } = snapshot();
  return userId ? (await offlineDb.queueOf(userId)).find((item) => item.id === id) : undefined;
}

/**
 * Follows the signed-in user: loads their queue and sends it now, whenever the connection comes back
 * and after failures. Signed out (null), nothing is loaded and nothing is sent.
 */
export function followOfflineQueue(client: QueryClient, userId: string | null): () => void {
  queryClient = client;
  clearTimeout(retryTimer);
  retryRound = 0;
  publish({ userId, items: [], signedOut: false });
  if (!userId) return () => {};
  void reload()
    .then(async () => {
      // Confirmed by the server in an earlier session, removal interrupted (the tab closed): done.
      const leftovers = snapshot().items.filter((item) => item.status === "sent");
      for (const item of leftovers) await saved(offlineDb.removeItem(item.id));
    })
    .then(() => drain());
  const unsubscribe = onlineManager.subscribe((online) => {
    if (online) {
      retryRound = 0;
      void drain();
    }
  });
  return () => {
    unsubscribe();
    clearTimeout(retryTimer);
    if (snapshot().userId === userId) publish({ userId: null, items: [], signedOut: false });
  };
}
