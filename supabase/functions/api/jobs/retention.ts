// The scheduler's retention step (docs/product.md §4.30, docs/database.md "Retention"): what the app
// keeps no longer than its purpose needs.
// - A message reference that is still a text (stored before the database reduced them, or restored
//   from an old backup) becomes the hash of that text, one row at a time in its own savepoint.
// - Usage activity older than 90 days becomes counts per Indian day and type, without users.
// - The security log and its alerts are deleted after one year.
// `userIds` limits every step to those users' rows (tests, a manual run for some accounts).

import { addDays, indianDay } from "@shared/calendar/indian-day.ts";
import type postgres from "postgres";
import { withService } from "../db/with-user.ts";

/** Days a user_activity row keeps its user and details. */
export const ACTIVITY_DAYS = 90;
/** How long the security log is kept. */
export const SECURITY_LOG_YEARS = 1;

const BATCH = 200;

export interface RetentionResult {
  messageRefs: { reduced: number; failed: number };
  activity: { days: number; rows: number };
  securityEvents: { deleted: number };
}

export async function applyRetention(
  sql: postgres.Sql,
  now: Date,
  userIds?: string[],
): Promise<RetentionResult> {
  const only = userIds ?? null;
  return {
    messageRefs: await reduceStoredMessageRefs(sql, only),
    activity: await aggregateOldActivity(sql, now, only),
    securityEvents: await deleteOldSecurityLog(sql, now, only),
  };
}

/**
 * Each stored text becomes its hash. A row whose hash another of the user's expenses already holds
 * loses its reference (that expense still catches the duplicate). A row that fails (one no rule
 * foresaw) is logged and left for the next run, and costs nobody else their conversion.
 */
async function reduceStoredMessageRefs(sql: postgres.Sql, only: string[] | null) {
  const taken: string[] = [];
  let reduced = 0;
  let failed = 0;
  for (;;) {
    const handled = await withService(sql, async (tx) => {
      const rows = await tx<{ id: string; userId: string }[]>`
        select id::text as id, user_id::text as "userId" from public.expenses
        -- Written out, not a parameter, so the planner can use expenses_message_ref_unreduced_idx:
        -- a reference already reduced (private.reduced_message_ref) is not taken.
        where message_ref !~ '^(ref:[A-Z0-9-]{4,96}|msg:[0-9a-f]{6,64})$'
          and (${only}::uuid[] is null or user_id = any(${only}::uuid[]))
          and id <> all(${taken}::uuid[])
        order by id
        limit ${BATCH}
        for update skip locked`;
      for (const row of rows) {
        taken.push(row.id);
        try {
          await tx.savepoint(
            (savepoint) => savepoint`
              update public.expenses e
              set message_ref = case
                when exists (
                  select 1 from public.expenses other
                  where other.user_id = e.user_id and other.id <> e.id
                    and other.message_ref = private.reduced_message_ref(e.message_ref)
                ) then null
                else private.reduced_message_ref(e.message_ref)
              end
              where e.id = ${row.id}`,
          );
          reduced += 1;
        } catch (error) {
          failed += 1;
          console.error(
            `[jobs] message reference of expense ${row.id} (${row.userId}): ${(error as Error).message}`,
          );
        }
      }
      return rows.length;
    });
    if (handled < BATCH) return { reduced, failed };
  }
}

/** Days before the Indian day ACTIVITY_DAYS ago: each day's rows become counts, in one savepoint. */
async function aggregateOldActivity(sql: postgres.Sql, now: Date, only: string[] | null) {
  const before = addDays(indianDay(now), -ACTIVITY_DAYS);
  return withService(sql, async (tx) => {
    const days = await tx<{ day: string }[]>`
      select distinct activity_date::text as day from public.user_activity
      where activity_date < ${before}::date
        and (${only}::uuid[] is null or user_id = any(${only}::uuid[]))
      order by 1
      limit ${BATCH}`;
    let rows = 0;
    for (const { day } of days) {
      rows += await tx.savepoint(async (savepoint) => {
        // Taken first (locked), so a row cannot be counted without being deleted.
        const moved = await savepoint<{ type: string; userId: string }[]>`
          delete from public.user_activity
          where activity_date = ${day}::date
            and (${only}::uuid[] is null or user_id = any(${only}::uuid[]))
          returning activity_type as type, user_id::text as "userId"`;
        await savepoint`
          insert into private.usage_daily_counts (activity_date, activity_type, events, users)
          select ${day}::date, m.type, count(*), count(distinct m.user_id)
          from jsonb_to_recordset(${tx.json(moved.map((m) => ({ type: m.type, user_id: m.userId })))})
            as m(type text, user_id uuid)
          group by m.type
          on conflict (activity_date, activity_type) do update
            set events = usage_daily_counts.events + excluded.events,
                users = usage_daily_counts.users + excluded.users`;
        return moved.length;
      });
    }
    return { days: days.length, rows };
  });
}

/** Security events and alerts older than SECURITY_LOG_YEARS. */
async function deleteOldSecurityLog(sql: postgres.Sql, now: Date, only: string[] | null) {
  return withService(sql, async (tx) => {
    const cutoff = new Date(now);
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - SECURITY_LOG_YEARS);
    const deleted = await tx`
      delete from api_private.security_events
      where occurred_at < ${cutoff}
        and (${only}::uuid[] is null or user_id = any(${only}::uuid[]))`;
    if (only === null) await tx`delete from api_private.security_alerts where raised_at < ${cutoff}`;
    return { deleted: deleted.count };
  });
}
