// Concerns (grievances) in public.concerns (supabase/schemas/37_concerns.sql). Raising one is the
// API's own insert (users have no insert grant, so it cannot skip the rate limit or the e-mail); reading
// and answering run under the caller's RLS: owners read their own, admins read and answer all.
import type { ConcernRow, ConcernStatus, NewConcernInput } from "@shared/contract/concerns.ts";
import type { Tx } from "./with-user.ts";

const columns = (tx: Tx) => tx`
  id::int as id, reference, category, body as text, status, reply,
  created_at as "createdAt", updated_at as "updatedAt", resolved_at as "resolvedAt"`;

interface StoredConcern extends Omit<ConcernRow, "createdAt" | "updatedAt" | "resolvedAt"> {
  createdAt: Date;
  updatedAt: Date;
  resolvedAt: Date | null;
}

export const concernRow = (row: StoredConcern): ConcernRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});

/** With service rights: the owner comes from the verified token, never from the body. */
export async function insertConcern(tx: Tx, userId: string, input: NewConcernInput): Promise<StoredConcern> {
  const [row] = await tx<StoredConcern[]>`
    insert into public.concerns (user_id, category, body)
    values (${userId}, ${input.category}, ${input.text})
    returning ${columns(tx)}`;
  if (!row) throw new Error("concern insert returned no row");
  return row;
}

/** The caller's own concerns, newest first (an admin's list here is their own too). */
export const ownConcerns = (tx: Tx) => tx<StoredConcern[]>`
  select ${columns(tx)} from public.concerns
  where user_id = (select auth.uid())
  order by created_at desc, id desc`;

/** Every concern RLS lets the caller read (all of them for an admin), oldest first. */
export const concernsOldestFirst = (tx: Tx) => tx<StoredConcern[]>`
  select ${columns(tx)} from public.concerns
  order by created_at, id`;

export async function concernStatus(tx: Tx, id: number): Promise<ConcernStatus | undefined> {
  const [row] = await tx<{ status: ConcernStatus }[]>`
    select status from public.concerns where id = ${id} for update`;
  return row?.status;
}

export async function answerConcern(
  tx: Tx,
  id: number,
  answer: { status: ConcernStatus; reply?: string },
): Promise<StoredConcern | undefined> {
  const [row] = await tx<StoredConcern[]>`
    update public.concerns
    set status = ${answer.status}, reply = coalesce(${answer.reply ?? null}::text, reply)
    where id = ${id}
    returning ${columns(tx)}`;
  return row;
}
