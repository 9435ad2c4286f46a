// Steps shared by the offline journeys (docs/offline.md): the service worker in control, the
// last-synced data written, expenses logged without a connection, and what the server holds.
import { expect, type Page } from "@playwright/test";
import type postgres from "postgres";
import { RECEIPT_PNG, saveExpenseForm, signedInUser } from "./money-helpers.ts";
import { expectToast, type TestUser } from "./support-web.ts";

/** The service worker serves the app shell, so pages load with the network off. */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** A query as this device saved it for offline use (src/lib/query-persistence.ts). */
export interface SavedQuery {
  queryKey: unknown[];
  data: unknown;
}

/**
 * The queries this device saved for offline use: `userId`'s, or every user's when null; none when the
 * device holds no copy (the database is never created here, so the app's own opening is untouched).
 */
export const savedQueries = (page: Page, userId: string | null = null): Promise<SavedQuery[]> =>
  page.evaluate(async (id) => {
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (!names.includes("paisa-coach-offline")) return [];
    return new Promise<SavedQuery[]>((resolve) => {
      const open = indexedDB.open("paisa-coach-offline");
      open.onerror = () => resolve([]);
      open.onsuccess = () => {
        try {
          const store = open.result.transaction("query-cache").objectStore("query-cache");
          const read = id === null ? store.getAll() : store.getAll(id);
          read.onsuccess = () => {
            type Saved = { state?: { queries?: { queryKey: unknown[]; state: { data?: unknown } }[] } };
            resolve(
              (read.result as Saved[]).flatMap((saved) =>
                (saved?.state?.queries ?? []).map((query) => ({
                  queryKey: query.queryKey,
                  data: query.state.data,
                })),
              ),
            );
            open.result.close();
          };
          read.onerror = () => resolve([]);
        } catch {
          resolve([]); // no query cache store yet
        }
      };
    });
  }, userId);

/**
 * The data this device saved of the first query whose key begins with `key` ("analytics/daily-limit",
 * "auth/user"), of `userId` or of any user, or null when it saved none.
 */
export async function savedData<T>(page: Page, key: string, userId: string | null = null): Promise<T | null> {
  const parts = key.split("/");
  const query = (await savedQueries(page, userId)).find(
    (saved) => saved.queryKey.slice(0, parts.length).join("/") === key,
  );
  return (query?.data as T | undefined) ?? null;
}

/** The signed-in user's last-synced data, mentioning `text`, has been written to the browser (what an offline start reads). */
export async function lastSyncedSaved(page: Page, userId: string, text: string): Promise<void> {
  await expect.poll(async () => JSON.stringify(await savedQueries(page, userId)).includes(text)).toBe(true);
}

export async function userIdOf(db: postgres.Sql, email: string): Promise<string> {
  const [row] = await db<{ id: string }[]>`select id from auth.users where email = ${email.toLowerCase()}`;
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export const expensesOf = (db: postgres.Sql, userId: string) =>
  db<{ amount: string; category: string; receipt_path: string | null; idempotency_key: string | null }[]>`
    select amount::text, category, receipt_path, idempotency_key from public.expenses
    where user_id = ${userId} order by created_at`;

export async function addOffline(
  page: Page,
  expense: { amount: number; category: string; description: string; receipt?: boolean; date?: string },
): Promise<void> {
  await page.getByRole("link", { name: "Add Expense" }).first().click();
  await expect(page.getByRole("textbox", { name: "Amount" })).toBeVisible();
  if (expense.receipt) {
    await page
      .getByTestId("receipt-file-input")
      .setInputFiles({ name: "bill.png", mimeType: "image/png", buffer: RECEIPT_PNG });
    await expect(page.getByTestId("receipt-preview")).toBeVisible();
  }
  if (expense.date) await page.getByLabel("Date").fill(expense.date);
  await saveExpenseForm(page, expense);
  await expectToast(page, "Saved on this device");
}

/** A fresh signed-in user (money-helpers.ts) and their id, whose queue and server rows the journeys read. */
export async function signedInWithId(
  page: Page,
  db: postgres.Sql,
  prefix: string,
): Promise<{ user: TestUser; userId: string }> {
  const user = await signedInUser(page, prefix);
  return { user, userId: await userIdOf(db, user.email) };
}

/**
 * Sends the saves and edits that match `which` with their date moved to 31 Dec 1999, as an earlier
 * version of the app (whose form let such a date through) would have queued them: the form now refuses
 * the date itself, so only the server's own refusal of a queued change is left to show.
 */
export async function sentWithADateTheServerRefuses(
  page: Page,
  which: (body: Record<string, unknown>, method: string) => boolean,
): Promise<void> {
  await page.route("**/api/expenses**", async (route) => {
    const request = route.request();
    let body: Record<string, unknown> | null = null;
    try {
      body = request.postDataJSON() as Record<string, unknown> | null;
    } catch {
      // Not JSON (a receipt upload): not one of ours.
    }
    if (!body || !["POST", "PATCH"].includes(request.method()) || !which(body, request.method())) {
      return route.fallback();
    }
    const date = typeof body.date === "string" ? body.date : new Date().toISOString();
    await route.fallback({
      postData: JSON.stringify({ ...body, date: date.replace(/^\d{4}-\d{2}-\d{2}/, "1999-12-31") }),
    });
  });
}
