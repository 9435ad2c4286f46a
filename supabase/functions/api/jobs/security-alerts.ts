// The scheduler's alert step (docs/security.md "Detect"): two rules over the last hour of the security
// log raise an alert for the admins, once per rule, subject and hour (api_private.security_alerts),
// e-mailed to every admin account. Admins' mail is in English: it is for the people on call.

import type postgres from "postgres";
import { withService } from "../db/with-user.ts";
import type { Mailer } from "../mail/mailer.ts";

/** One account exporting more than this in an hour looks like someone taking the data out. */
export const EXPORTS_PER_ACCOUNT_HOUR = 10;
/** More failed sign-ins than this in an hour, across accounts, looks like password guessing. */
export const SIGNIN_FAILURES_HOUR = 100;

export interface RaisedAlert {
  rule: "exports_per_account" | "signin_failures";
  subject: string;
  windowStart: Date;
  eventCount: number;
}

export async function raiseSecurityAlerts(
  sql: postgres.Sql,
  mailer: Mailer,
  now: Date,
  userIds?: string[],
): Promise<{ raised: number }> {
  const only = userIds ?? null;
  const since = new Date(now.getTime() - 3_600_000);
  const alerts = await withService(sql, async (tx) => {
    const found = await tx<{ rule: RaisedAlert["rule"]; subject: string; eventCount: number }[]>`
      select 'exports_per_account' as rule, user_id::text as subject, count(*)::int as "eventCount"
      from api_private.security_events
      where kind = 'export' and occurred_at > ${since} and occurred_at <= ${now}
        and user_id is not null and (${only}::uuid[] is null or user_id = any(${only}::uuid[]))
      group by user_id
      having count(*) > ${EXPORTS_PER_ACCOUNT_HOUR}
      union all
      select 'signin_failures', 'all', count(*)::int
      from api_private.security_events
      where kind = 'signin_failed' and occurred_at > ${since} and occurred_at <= ${now}
        and (${only}::uuid[] is null or user_id = any(${only}::uuid[]))
      having count(*) > ${SIGNIN_FAILURES_HOUR}`;
    const raised: RaisedAlert[] = [];
    for (const alert of found) {
      // One alert per rule, subject and clock hour: the next minutes' runs find it raised already.
      const [row] = await tx<{ windowStart: Date }[]>`
        insert into api_private.security_alerts (rule, subject, window_start, event_count)
        values (${alert.rule}, ${alert.subject}, date_trunc('hour', ${now}::timestamptz), ${alert.eventCount})
        on conflict (rule, subject, window_start) do nothing
        returning window_start as "windowStart"`;
      if (row) raised.push({ ...alert, windowStart: row.windowStart });
    }
    return raised;
  });
  if (alerts.length === 0) return { raised: 0 };
  const admins = await sql<{ email: string }[]>`
    select email from auth.users
    where raw_app_meta_data ->> 'role' = 'admin' and email is not null
    order by email`;
  for (const alert of alerts) {
    for (const { email } of admins) await mailer.send(securityAlertMail(email, alert));
  }
  return { raised: alerts.length };
}

/** The admins' e-mail for one alert: what was seen, and where the runbook is. */
export function securityAlertMail(to: string, alert: RaisedAlert) {
  const what =
    alert.rule === "exports_per_account"
      ? `Account ${alert.subject} exported its expenses ${alert.eventCount} times in the last hour (alert above ${EXPORTS_PER_ACCOUNT_HOUR}).`
      : `${alert.eventCount} sign-ins failed in the last hour (alert above ${SIGNIN_FAILURES_HOUR}).`;
  return {
    to,
    subject: `Paisa Coach security alert: ${alert.rule === "exports_per_account" ? "many exports" : "failed sign-ins"}`,
    text: [
      what,
      "",
      `Hour starting ${alert.windowStart.toISOString()}.`,
      "Check the security log (api_private.security_events) and follow the breach runbook (docs/security.md):",
      "if personal data was reached, CERT-In is told within 6 hours and the users without delay.",
    ].join("\n"),
  };
}
