// Who a breach touched (docs/security.md "Tell"): for each kind of data and a time window, the users
// with rows of that kind, how many, and where to write to them (e-mail, name, language). Used by
// scripts/breach-notice.ts; read-only, as the database owner (it reads every user's rows).
import type postgres from "postgres";
import type { AffectedUser, BreachDataKind } from "../supabase/functions/api/mail/breach-notice.ts";

/**
 * "existing": rows that existed at some moment of the window (made before its end), what a read of
 * the table during the window could see; "created": rows written during the window (a leak of the
 * traffic or of a log).
 */
export type RowsReached = "existing" | "created";

export interface BreachWindow {
  kinds: readonly BreachDataKind[];
  from: Date;
  to: Date;
  rows: RowsReached;
}

type Counted = { userId: string; count: number }[];

/** Rows per user of one kind made before `to`, and on or after `since` (the window's start, or ever). */
function countsOf(sql: postgres.Sql, kind: BreachDataKind, since: Date | null, to: Date) {
  switch (kind) {
    case "expenses":
      return sql<Counted>`select user_id::text as "userId", count(*)::int as count from public.expenses
        where created_at < ${to} and (${since}::timestamptz is null or created_at >= ${since}) group by 1`;
    case "receipts":
      return sql<Counted>`select split_part(name, '/', 1) as "userId", count(*)::int as count from storage.objects
        where bucket_id = 'receipts' and created_at < ${to}
          and (${since}::timestamptz is null or created_at >= ${since}) group by 1`;
    case "imports":
      return sql<Counted>`select user_id::text as "userId", count(*)::int as count from public.data_imports
        where created_at < ${to} and (${since}::timestamptz is null or created_at >= ${since}) group by 1`;
    case "activity":
      return sql<Counted>`select user_id::text as "userId", count(*)::int as count from public.user_activity
        where created_at < ${to} and (${since}::timestamptz is null or created_at >= ${since}) group by 1`;
    case "signins":
      return sql<Counted>`select user_id::text as "userId", count(*)::int as count from api_private.security_events
        where user_id is not null and kind in ('signin', 'signin_failed') and occurred_at < ${to}
          and (${since}::timestamptz is null or occurred_at >= ${since}) group by 1`;
    case "push_devices":
      return sql<Counted>`select user_id::text as "userId", count(*)::int as count from public.push_subscriptions
        where created_at < ${to} and (${since}::timestamptz is null or created_at >= ${since}) group by 1`;
    case "concerns":
      return sql<Counted>`select user_id::text as "userId", count(*)::int as count from public.concerns
        where created_at < ${to} and (${since}::timestamptz is null or created_at >= ${since}) group by 1`;
  }
}

export type AffectedAccount = AffectedUser & { userId: string };

/** Every affected user with the kinds and counts of their rows, ordered by e-mail. */
export async function affectedUsers(sql: postgres.Sql, window: BreachWindow): Promise<AffectedAccount[]> {
  const since = window.rows === "created" ? window.from : null;
  const byUser = new Map<string, Partial<Record<BreachDataKind, number>>>();
  for (const kind of window.kinds) {
    for (const { userId, count } of await countsOf(sql, kind, since, window.to)) {
      byUser.set(userId, { ...byUser.get(userId), [kind]: count });
    }
  }
  // Only ids of accounts that still exist (a receipt folder name is text; deleted accounts took their rows).
  const ids = [...byUser.keys()].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const people = await sql<
    { userId: string; email: string | null; name: string | null; language: "en" | "hi" | null }[]
  >`
    select u.id::text as "userId", coalesce(u.email, p.email) as email, p.first_name as name, p.language
    from auth.users u left join public.profiles p on p.id = u.id
    where u.id = any(${ids}::uuid[])`;
  return people
    .filter((person): person is typeof person & { email: string } => person.email !== null)
    .map((person) => ({ ...person, kinds: byUser.get(person.userId) ?? {} }))
    .sort((a, b) => a.email.localeCompare(b.email));
}
