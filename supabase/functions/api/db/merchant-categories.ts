// The caller's learned merchant categories (public.merchant_categories, under RLS). Rows are written
// by the expenses trigger whenever an expense from a payee is saved or recategorised.
import type { Tx } from "./with-user.ts";

/** Newest first, at most `limit`: merchant key → category. */
export async function learnedCategories(tx: Tx, limit = 2000): Promise<Record<string, string>> {
  const rows = await tx<{ key: string; category: string }[]>`
    select merchant_key as key, category from public.merchant_categories
    where user_id = (select auth.uid())
    order by updated_at desc
    limit ${limit}`;
  return Object.fromEntries(rows.map((row) => [row.key, row.category]));
}

/** The category the caller last gave this payee, if any. */
export async function learnedCategory(tx: Tx, merchantKey: string): Promise<string | null> {
  const [row] = await tx<{ category: string }[]>`
    select category from public.merchant_categories
    where user_id = (select auth.uid()) and merchant_key = ${merchantKey}`;
  return row?.category ?? null;
}

/** Forgets one payee's learned category; true when there was one. */
export async function forgetCategory(tx: Tx, merchantKey: string): Promise<boolean> {
  const rows = await tx`
    delete from public.merchant_categories
    where user_id = (select auth.uid()) and merchant_key = ${merchantKey} returning 1`;
  return rows.length === 1;
}
