// The caller's own categories under RLS: the ones they saved, plus any other name their expenses use
// (imports and older expenses may carry names that were never saved here).
import type { CategoryMoveAnswer, CustomCategoryRow } from "@shared/contract/api-rows.ts";
import type { CategoryKind } from "@shared/contract/categories.ts";
import type { Tx } from "./with-user.ts";

/** Saved names first by when they were added, then names only expenses use, alphabetically. */
export function listCustomCategories(tx: Tx): Promise<CustomCategoryRow[]> {
  return tx<CustomCategoryRow[]>`
    select name, "createdAt", kind from (
      select c.name, c.created_at as "createdAt", c.kind
      from public.custom_categories c
      where c.user_id = (select auth.uid())
      union all
      -- The daily totals hold every (day, category) the user's expenses use, already canonical.
      select used.name, null, 'spending'
      from (
        select distinct on (lower(t.category)) t.category as name
        from public.expense_daily_totals t
        where t.user_id = (select auth.uid())
          and not exists (select 1 from public.categories k where k.name = t.category)
          and not exists (
            select 1 from public.custom_categories c
            where c.user_id = (select auth.uid()) and lower(c.name) = lower(t.category)
          )
        order by lower(t.category), t.day
      ) used
    ) mine
    order by "createdAt" nulls last, lower(name)`;
}

/**
 * Saves a name; null when the caller already has it in any letter case. (A default category's name is
 * refused by the route before, and by the table's trigger in any case.)
 */
export async function addCustomCategory(
  tx: Tx,
  name: string,
  kind: CategoryKind,
): Promise<CustomCategoryRow | null> {
  const [row] = await tx<CustomCategoryRow[]>`
    insert into public.custom_categories (name, kind) values (${name}, ${kind})
    on conflict (user_id, lower(name)) do nothing
    returning name, created_at as "createdAt", kind`;
  return row ?? null;
}

/** Sets one of the caller's own categories' kind (any letter case); null when they have none so named. */
export async function setCustomCategoryKind(
  tx: Tx,
  name: string,
  kind: CategoryKind,
): Promise<CustomCategoryRow | null> {
  const [row] = await tx<CustomCategoryRow[]>`
    update public.custom_categories set kind = ${kind}
    where user_id = (select auth.uid()) and lower(name) = lower(${name})
    returning name, created_at as "createdAt", kind`;
  return row ?? null;
}

export type CategoryMoveOutcome =
  | ({ ok: true } & CategoryMoveAnswer)
  | { ok: false; reason: "not-found" | "exists" | "same"; detail: string };

const REASONS: Record<string, "not-found" | "exists" | "same"> = {
  P0002: "not-found",
  "23505": "exists",
  "22023": "same",
};

/**
 * Renames a custom category (`merge` false) or moves it into another one (`merge` true) with
 * everything that names it, in one database function (public.move_custom_category) under RLS.
 */
export async function moveCustomCategory(
  tx: Tx,
  from: string,
  to: string,
  merge: boolean,
): Promise<CategoryMoveOutcome> {
  try {
    const [row] = await tx.savepoint(
      (savepoint) => savepoint<CategoryMoveAnswer[]>`
        select m.name, m.moved_expenses as "movedExpenses"
        from public.move_custom_category(${from}, ${to}, ${merge}) m`,
    );
    return { ok: true, ...(row as CategoryMoveAnswer) };
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    const reason = code ? REASONS[code] : undefined;
    if (!reason) throw error;
    return { ok: false, reason, detail: message ?? "" };
  }
}
