// The logging streak the reminders and the weekly report quote (docs/product.md §4.12, §4.25, §4.28):
// the user's streak record (public.user_state), the very one the home card shows, read through the
// shared rule (@shared/coach/logging-streak.ts) as of the Indian day the job runs for. The card and the
// e-mail cannot disagree, whatever date an expense is for.
import { activeStreak, EMPTY_STREAK, type LoggingStreak } from "@shared/coach/logging-streak.ts";
import type { Tx } from "../db/with-user.ts";

export async function loggingStreak(tx: Tx, userId: string, today: string): Promise<number> {
  const [row] = await tx<LoggingStreak[]>`
    select s.current_streak as "currentStreak", s.longest_streak as "longestStreak",
      s.last_logged_date::text as "lastLoggedDate", s.total_days_logged as "totalDaysLogged"
    from public.user_state s where s.user_id = ${userId}`;
  return activeStreak(row ?? EMPTY_STREAK, today);
}
