// Every column a signed-in user may write through the Data API, and the database rule that bounds it
// (docs/api.md "What the database guarantees"). On a hosted project /rest/v1 runs any insert or update
// the grants allow, so the app's own validation (zod in the API) protects nothing there: each writable
// column needs a check, a trigger, a policy or a key in the database, or a stated reason why it needs
// none. A column that becomes writable without an entry here fails this test.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";

/**
 * "<schema>.<table>.<column>" → the rules that bound what a user may write there:
 * a constraint name, "trigger:<name>", "policy:<name>" (all checked to exist on that table), or
 * { none: "<why no rule is needed>" }.
 */
type Rule = string[] | { none: string };

const BOOLEAN = { none: "boolean: true or false is all it can hold" };

const RULES: Record<string, Rule> = {
  "public.budget_notifications.read_at": ["budget_notifications_read_at_years"],

  "public.budgets.user_id": [
    "budgets_user_id_fkey",
    "budgets_one_per_user",
    "policy:users create their own budget",
  ],
  "public.budgets.type": ["budgets_type_monthly"],
  "public.budgets.amount": ["budgets_amount_range"],
  "public.budgets.cycle_start": ["budgets_cycle_start_known", "trigger:budgets_hold_cycle_until_next"],
  "public.budgets.category_budgets": [
    "budgets_category_budgets_valid",
    "budgets_category_budgets_few",
    "trigger:budgets_canonicalize_categories",
  ],
  "public.budgets.carry_categories": [
    "budgets_carry_categories_valid",
    "trigger:budgets_canonicalize_carry_categories",
  ],
  "public.budgets.carry_overspending": BOOLEAN,

  // Consents: a known purpose, the service never declined, today's notice only, a known language.
  "public.consents.purpose": ["consents_purpose_known", "consents_service_given"],
  "public.consents.given": ["consents_service_given"],
  "public.consents.notice_version": ["consents_notice_version_fkey", "trigger:consents_stamp"],
  "public.consents.language": ["consents_language_known"],

  "public.custom_categories.user_id": [
    "custom_categories_user_id_fkey",
    "policy:users add their own categories",
  ],
  "public.custom_categories.name": [
    "custom_categories_name_length",
    "custom_categories_name_trimmed",
    "trigger:custom_categories_not_canonical",
  ],
  "public.custom_categories.kind": ["custom_categories_kind_known"],
  "public.savings_goals.user_id": ["savings_goals_user_id_fkey", "policy:owners add their goals"],
  "public.savings_goals.name": ["savings_goals_name_length", "savings_goals_name_trimmed"],
  "public.savings_goals.target_amount": ["savings_goals_target_range"],
  "public.savings_goals.target_date": ["savings_goals_target_date_years"],
  "public.savings_goal_moves.goal_id": [
    "savings_goal_moves_goal_id_fkey",
    "policy:owners move money in their goals",
  ],
  "public.savings_goal_moves.user_id": [
    "savings_goal_moves_user_id_fkey",
    "policy:owners move money in their goals",
  ],
  "public.savings_goal_moves.amount": ["savings_goal_moves_amount_range", "trigger:savings_goal_moves_apply"],

  "public.concerns.status": [
    "concerns_status_known",
    "concerns_resolved_answered",
    "trigger:concerns_status_forward",
    "policy:admins answer concerns",
  ],
  "public.concerns.reply": [
    "concerns_reply_length",
    "concerns_resolved_answered",
    "policy:admins answer concerns",
  ],

  "public.data_nominees.name": ["data_nominees_name_length"],
  "public.data_nominees.email": ["data_nominees_email_shape"],
  "public.data_nominees.relationship": ["data_nominees_relationship_known"],

  "public.expenses.user_id": ["expenses_user_id_fkey", "policy:users add their own expenses"],
  "public.expenses.amount": ["expenses_amount_positive"],
  "public.expenses.category": ["expenses_category_length", "trigger:expenses_canonicalize_category"],
  "public.expenses.description": ["expenses_description_length"],
  "public.expenses.method": ["expenses_method_known"],
  "public.expenses.paid_with": ["expenses_paid_with_known"],
  "public.expenses.spent_at": ["expenses_spent_at_years"],
  "public.expenses.receipt_path": ["expenses_receipt_path_own_folder"],
  "public.expenses.idempotency_key": ["expenses_idempotency_key_length", "expenses_idempotency_key_unique"],
  "public.expenses.request_fingerprint": ["expenses_request_fingerprint_sha256"],
  "public.expenses.message_ref": ["expenses_message_ref_length", "expenses_message_ref_unique"],
  "public.expenses.merchant_key": ["expenses_merchant_key_length"],
  // The lines of one bill agree and number 2–10 (43_expense_splits.sql, a deferred constraint trigger).
  "public.expenses.split_id": [
    "trigger:expenses_split_lines_agree_after_insert",
    "trigger:expenses_split_lines_agree_after_update",
  ],

  "public.merchant_categories.user_id": [
    "merchant_categories_user_id_fkey",
    "policy:users add their own merchant categories",
  ],
  "public.merchant_categories.merchant_key": ["merchant_categories_key_length", "merchant_categories_pkey"],
  "public.merchant_categories.category": ["merchant_categories_category_length"],
  "public.merchant_categories.updated_at": ["merchant_categories_updated_at_years"],

  "public.notification_settings.user_id": [
    "notification_settings_pkey",
    "notification_settings_user_id_fkey",
    "policy:users create their own notification settings",
  ],
  "public.notification_settings.push_token": ["notification_settings_push_token_check"],
  "public.notification_settings.daily_reminders": BOOLEAN,
  "public.notification_settings.budget_alerts": BOOLEAN,
  "public.notification_settings.weekly_reports": BOOLEAN,
  // The jobs turn it into each user's clock: an unknown zone once stopped them for everyone.
  "public.notification_settings.timezone": [
    "notification_settings_timezone_check",
    "notification_settings_time_zone_known",
  ],
  "public.notification_settings.reminder_time": {
    none: "time of day: the type bounds it to 00:00–24:00, and 24:00 only means never for that user",
  },

  "public.profiles.username": ["profiles_username_check"],
  "public.profiles.first_name": ["profiles_first_name_check"],
  "public.profiles.last_name": ["profiles_last_name_check"],
  "public.profiles.avatar_url": ["profiles_avatar_url_check"],
  "public.profiles.country": ["profiles_country_check"],
  "public.profiles.language": ["profiles_language_known"],
  "public.profiles.devanagari_digits": BOOLEAN,
  "public.profiles.upi_id": ["profiles_upi_id_format"],

  // Push devices: an allow-list of browsers' push services, the keys' formats, 20 devices per user.
  "public.push_subscriptions.user_id": [
    "push_subscriptions_user_id_fkey",
    "policy:users add their own push subscriptions",
    "trigger:push_subscriptions_device_limit",
  ],
  "public.push_subscriptions.endpoint": [
    "push_subscriptions_endpoint_length",
    "push_subscriptions_endpoint_unique",
    "trigger:push_subscriptions_endpoint_allowed",
  ],
  "public.push_subscriptions.p256dh": ["push_subscriptions_p256dh_format"],
  "public.push_subscriptions.auth": ["push_subscriptions_auth_format"],
  "public.push_subscriptions.user_agent": ["push_subscriptions_user_agent_length"],

  "public.recurring_occurrences.recurring_payment_id": [
    "recurring_occurrences_recurring_payment_id_fkey",
    "policy:users skip their own recurring occurrences",
  ],
  "public.recurring_occurrences.due_on": ["recurring_occurrences_pkey", "recurring_occurrences_due_on_years"],
  "public.recurring_occurrences.user_id": [
    "recurring_occurrences_user_id_fkey",
    "policy:users skip their own recurring occurrences",
  ],
  "public.recurring_occurrences.status": [
    "recurring_occurrences_status_known",
    "policy:users skip their own recurring occurrences",
  ],

  "public.recurring_payments.user_id": [
    "recurring_payments_user_id_fkey",
    "policy:users add their own recurring payments",
  ],
  "public.recurring_payments.name": ["recurring_payments_name_length"],
  "public.recurring_payments.amount": ["recurring_payments_amount_positive"],
  "public.recurring_payments.category": [
    "recurring_payments_category_length",
    "trigger:recurring_payments_canonicalize_category",
  ],
  "public.recurring_payments.paid_with": ["recurring_payments_paid_with_known"],
  "public.recurring_payments.frequency": [
    "recurring_payments_frequency_known",
    "recurring_payments_schedule_complete",
  ],
  "public.recurring_payments.day_of_month": [
    "recurring_payments_day_of_month_range",
    "recurring_payments_schedule_complete",
  ],
  "public.recurring_payments.weekday": [
    "recurring_payments_weekday_range",
    "recurring_payments_schedule_complete",
  ],
  "public.recurring_payments.month_of_year": [
    "recurring_payments_month_range",
    "recurring_payments_schedule_complete",
  ],
  // The job adds every due date from next_due_on through today: -infinity once failed every run,
  // and a date in the year 1000 made one run add twelve thousand expenses.
  "public.recurring_payments.starts_on": ["recurring_payments_starts_on_window"],
  "public.recurring_payments.next_due_on": ["recurring_payments_next_due_on_window"],
  "public.recurring_payments.paused": BOOLEAN,
  // An instalment ends on a date or after a count, never both; nothing is booked past either.
  "public.recurring_payments.ends_on": [
    "recurring_payments_ends_on_window",
    "recurring_payments_one_end",
    "trigger:recurring_payments_stop_at_end",
  ],
  "public.recurring_payments.payment_count": [
    "recurring_payments_payment_count_range",
    "recurring_payments_one_end",
    "trigger:recurring_payments_stop_at_end",
  ],

  "public.user_state.user_id": [
    "user_state_pkey",
    "user_state_user_id_fkey",
    "policy:users create their own state",
  ],
  "public.user_state.current_streak": ["user_state_current_streak_not_negative"],
  "public.user_state.longest_streak": ["user_state_longest_streak_not_negative"],
  "public.user_state.last_logged_date": ["user_state_last_logged_date_years"],
  "public.user_state.total_days_logged": ["user_state_total_days_not_negative"],
  "public.user_state.mission_id": ["user_state_mission_id_length"],
  "public.user_state.mission_date": ["user_state_mission_date_years"],
  "public.user_state.mission_completed": BOOLEAN,
  "public.user_state.mission_progress": ["user_state_mission_progress_percent"],
  "public.user_state.mission_streak": ["user_state_mission_streak_not_negative"],
  "public.user_state.sound_enabled": BOOLEAN,
  "public.user_state.welcome_seen": BOOLEAN,
  "public.user_state.tour_completed": BOOLEAN,
  "public.user_state.replay_welcome": BOOLEAN,
  "public.user_state.greeting_shown_on": ["user_state_greeting_shown_on_years"],
  "public.user_state.closed_alerts": ["user_state_closed_alerts_few", "user_state_closed_alerts_short"],
};

/** The schemas PostgREST serves (supabase/config.toml [api] schemas). */
function exposedSchemas(): string[] {
  const config = readFileSync(new URL("../../../supabase/config.toml", import.meta.url), "utf8");
  const list = /^\s*schemas\s*=\s*\[([^\]]*)\]/m.exec(config)?.[1] ?? "";
  return [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1] as string);
}

/** "<schema>.<table>.<column>" for every column anon or authenticated (or PUBLIC) may insert or update. */
async function writableColumns(schemas: string[]): Promise<string[]> {
  const rows = await adminSql()<{ column: string }[]>`
    with grantees as (
      select 0::oid as oid union all select oid from pg_roles where rolname in ('anon', 'authenticated')
    ),
    tables as (
      select c.oid, n.nspname, c.relname, c.relacl, c.relowner from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any(${schemas}::text[]) and c.relkind in ('r', 'p', 'v', 'f')
    ),
    -- A table-wide INSERT or UPDATE makes every column writable.
    whole as (
      select t.oid from tables t
      cross join lateral aclexplode(coalesce(t.relacl, acldefault('r', t.relowner))) a
      where a.grantee in (select oid from grantees) and a.privilege_type in ('INSERT', 'UPDATE')
    )
    select distinct t.nspname || '.' || t.relname || '.' || att.attname as column
    from tables t
    join pg_attribute att on att.attrelid = t.oid and att.attnum > 0 and not att.attisdropped
    where t.oid in (select oid from whole)
      or exists (
        select 1 from aclexplode(att.attacl) a
        where a.grantee in (select oid from grantees) and a.privilege_type in ('INSERT', 'UPDATE'))
    order by 1`;
  return rows.map((row) => row.column);
}

/** The named rules that exist, as "<schema>.<table>:<rule>" (constraints keyed also by column). */
async function existingRules(): Promise<{ constraints: Set<string>; others: Set<string> }> {
  const sql = adminSql();
  const constraints = await sql<{ key: string }[]>`
    select n.nspname || '.' || c.relname || '.' || att.attname || ':' || con.conname as key
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute att on att.attrelid = c.oid and att.attnum = any(con.conkey)`;
  const others = await sql<{ key: string }[]>`
    select n.nspname || '.' || c.relname || ':trigger:' || t.tgname as key
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and t.tgenabled <> 'D'
    union all
    select p.schemaname || '.' || p.tablename || ':policy:' || p.policyname from pg_policies p`;
  return {
    constraints: new Set(constraints.map((row) => row.key)),
    others: new Set(others.map((row) => row.key)),
  };
}

describe("columns users may write through the Data API", () => {
  it("cover the exposed schemas of supabase/config.toml", () => {
    expect(exposedSchemas()).toContain("public");
  });

  it("each have a rule in the database, or a reason they need none", async () => {
    const writable = await writableColumns(exposedSchemas());
    const unlisted = writable.filter((column) => !(column in RULES));
    const stale = Object.keys(RULES).filter((column) => !writable.includes(column));
    const problems = [
      ...(unlisted.length
        ? [
            "Writable through the Data API with no rule listed. Bound each in a migration (check, trigger or",
            "no grant) and add it to RULES in tests/integration/db/writable-columns.test.ts:",
            ...unlisted.map((column) => `  "${column}": [...],`),
          ]
        : []),
      ...(stale.length
        ? ["Listed but no longer writable (remove the line):", ...stale.map((c) => `  ${c}`)]
        : []),
    ];
    expect(problems.join("\n")).toBe("");
  });

  it("are bounded by rules that exist: a constraint on that column, a trigger or a policy on its table", async () => {
    const { constraints, others } = await existingRules();
    const missing: string[] = [];
    for (const [column, rule] of Object.entries(RULES)) {
      if (!Array.isArray(rule)) {
        expect(rule.none.length, `${column}: say why no rule is needed`).toBeGreaterThan(10);
        continue;
      }
      expect(rule.length, column).toBeGreaterThan(0);
      const table = column.slice(0, column.lastIndexOf("."));
      for (const name of rule) {
        const found = /^(trigger|policy):/.test(name)
          ? others.has(`${table}:${name}`)
          : constraints.has(`${column}:${name}`);
        if (!found) missing.push(`${column}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
