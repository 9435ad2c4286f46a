// The logging streak the reminders quote (docs/product.md §4.12, §4.25): consecutive Indian days with
// at least one expense, ending with `lastDay`, from the server's daily totals.
import type { Tx } from "../db/with-user.ts";

export async function loggingStreak(tx: Tx, userId: string, lastDay: string): Promise<number> {
  const [row] = await tx<{ streak: number }[]>`
    select count(*)::int as streak from (
      select d.day, row_number() over (order by d.day desc) as back
      from (select distinct t.day from public.expense_daily_totals t
            where t.user_id = ${userId} and t.day <= ${lastDay}::date and t.day > ${lastDay}::date - 400
              and t.expense_count > 0) d
    ) run
    where run.day = ${lastDay}::date - (run.back::int - 1)`;
  return row?.streak ?? 0;
}
