// The Data API lock-down (supabase/migrations/*_data_api_grants.sql): on a hosted project `anon` and
// `authenticated` reach `public` directly, so what they may do is exactly this list, nothing more.
// Every privilege they hold (directly or through PUBLIC) on our schemas, tables, columns, sequences
// and functions must be listed here; a grant outside the list fails with the line to add.
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";

/**
 * "<grantee> <PRIVILEGE> on <kind> <schema>.<object>[(<column>)]". A column-level grant lists one
 * column per line. Add a line only together with the migration that grants it.
 */
const ALLOWED = new Set([
  // Schemas: the API roles may see public; `authenticated` may call the helpers in private.
  "public USAGE on schema public",
  "anon USAGE on schema public",
  "authenticated USAGE on schema public",
  "authenticated USAGE on schema private",

  // Owners read their rows (RLS); writes are column by column, only what the app itself writes.
  "authenticated SELECT on table public.budget_notifications",
  "authenticated UPDATE on table public.budget_notifications(read_at)",

  "authenticated SELECT on table public.budgets",
  "authenticated INSERT on table public.budgets(user_id)",
  "authenticated INSERT on table public.budgets(type)",
  "authenticated INSERT on table public.budgets(amount)",
  "authenticated INSERT on table public.budgets(category_budgets)",
  "authenticated UPDATE on table public.budgets(amount)",
  "authenticated UPDATE on table public.budgets(category_budgets)",
  "authenticated INSERT on table public.budgets(cycle_start)",
  "authenticated UPDATE on table public.budgets(cycle_start)",
  "authenticated DELETE on table public.budgets",
  // Carry-over's opt-in (47_carry_over.sql); each cycle's plan is the database's to write.
  "authenticated INSERT on table public.budgets(carry_categories)",
  "authenticated UPDATE on table public.budgets(carry_categories)",
  "authenticated INSERT on table public.budgets(carry_overspending)",
  "authenticated UPDATE on table public.budgets(carry_overspending)",
  "authenticated SELECT on table public.budget_cycle_plans",

  // Import records are written by the API's import only (private.record_import).
  "authenticated SELECT on table public.data_imports",

  "authenticated SELECT on table public.categories",
  "authenticated SELECT on table public.expense_daily_totals",

  "authenticated SELECT on table public.expenses",
  "authenticated INSERT on table public.expenses(user_id)",
  "authenticated INSERT on table public.expenses(amount)",
  "authenticated INSERT on table public.expenses(category)",
  "authenticated INSERT on table public.expenses(description)",
  "authenticated INSERT on table public.expenses(method)",
  "authenticated INSERT on table public.expenses(spent_at)",
  "authenticated INSERT on table public.expenses(receipt_path)",
  "authenticated INSERT on table public.expenses(idempotency_key)",
  "authenticated INSERT on table public.expenses(request_fingerprint)",
  "authenticated INSERT on table public.expenses(paid_with)",
  // The message an expense came from and its payee (20261124000400_expense_messages.sql).
  "authenticated INSERT on table public.expenses(message_ref)",
  "authenticated INSERT on table public.expenses(merchant_key)",
  "authenticated UPDATE on table public.expenses(amount)",
  "authenticated UPDATE on table public.expenses(category)",
  "authenticated UPDATE on table public.expenses(description)",
  "authenticated UPDATE on table public.expenses(spent_at)",
  "authenticated UPDATE on table public.expenses(receipt_path)",
  "authenticated UPDATE on table public.expenses(paid_with)",
  "authenticated DELETE on table public.expenses",
  // The bill a line belongs to; the lines are kept together by a deferred trigger (43_expense_splits.sql).
  "authenticated INSERT on table public.expenses(split_id)",
  "authenticated UPDATE on table public.expenses(split_id)",

  "authenticated SELECT on table public.notification_settings",
  ...[
    "push_token",
    "daily_reminders",
    "budget_alerts",
    "weekly_reports",
    "timezone",
    "reminder_time",
  ].flatMap((column) => [
    `authenticated INSERT on table public.notification_settings(${column})`,
    `authenticated UPDATE on table public.notification_settings(${column})`,
  ]),
  "authenticated INSERT on table public.notification_settings(user_id)",

  "authenticated SELECT on table public.profiles",
  ...["username", "first_name", "last_name", "avatar_url", "country", "language", "devanagari_digits"].map(
    (column) => `authenticated UPDATE on table public.profiles(${column})`,
  ),

  "authenticated SELECT on table public.user_activity",

  // What the app remembers per user on every device (20261124000210_user_state.sql).
  "authenticated SELECT on table public.user_state",
  "authenticated INSERT on table public.user_state(user_id)",
  ...[
    "current_streak",
    "longest_streak",
    "last_logged_date",
    "total_days_logged",
    "mission_id",
    "mission_date",
    "mission_completed",
    "mission_progress",
    "mission_streak",
    "sound_enabled",
    "welcome_seen",
    "tour_completed",
    "replay_welcome",
    "greeting_shown_on",
    "closed_alerts",
  ].flatMap((column) => [
    `authenticated INSERT on table public.user_state(${column})`,
    `authenticated UPDATE on table public.user_state(${column})`,
  ]),

  // A user's own categories (20261124000220_custom_categories.sql): added; renamed and removed by
  // public.move_custom_category, which runs as the user (20261127000300_custom_category_moves.sql).
  "authenticated SELECT on table public.custom_categories",
  "authenticated INSERT on table public.custom_categories(user_id)",
  "authenticated INSERT on table public.custom_categories(name)",
  "authenticated UPDATE on table public.custom_categories(name)",
  "authenticated DELETE on table public.custom_categories",
  "authenticated EXECUTE on function public.move_custom_category(from_name text, to_name text, merge boolean)",
  // Its kind, spending or set aside (20261127002100_category_kinds.sql), and the views the spending
  // figures read (security invoker: RLS of the tables below them decides).
  "authenticated INSERT on table public.custom_categories(kind)",
  "authenticated UPDATE on table public.custom_categories(kind)",
  "authenticated SELECT on view private.set_aside_categories",
  "authenticated SELECT on view private.spending_daily_totals",
  "authenticated SELECT on view private.set_aside_daily_totals",
  "authenticated EXECUTE on function public.set_aside_in_month(year integer, month integer)",
  // Savings goals (20261127002110_savings_goals.sql): owners add, rename and delete their goals and
  // move money in or out; the balance and milestones are the database's (no grant).
  "authenticated SELECT on table public.savings_goals",
  "authenticated INSERT on table public.savings_goals(user_id)",
  "authenticated INSERT on table public.savings_goals(name)",
  "authenticated INSERT on table public.savings_goals(target_amount)",
  "authenticated INSERT on table public.savings_goals(target_date)",
  "authenticated UPDATE on table public.savings_goals(name)",
  "authenticated UPDATE on table public.savings_goals(target_amount)",
  "authenticated UPDATE on table public.savings_goals(target_date)",
  "authenticated DELETE on table public.savings_goals",
  "authenticated SELECT on table public.savings_goal_moves",
  "authenticated INSERT on table public.savings_goal_moves(goal_id)",
  "authenticated INSERT on table public.savings_goal_moves(user_id)",
  "authenticated INSERT on table public.savings_goal_moves(amount)",
  "authenticated SELECT on table public.savings_goal_milestones",

  // Concerns (20261127000810_concerns.sql): owners read their own, admins read all and answer; raising
  // one goes through the API (no insert grant).
  "authenticated SELECT on table public.concerns",
  "authenticated UPDATE on table public.concerns(status)",
  "authenticated UPDATE on table public.concerns(reply)",

  // The rights centre (20261127001200_rights_centre.sql): archive requests are the API's to write, owners
  // read theirs; owners nominate, change and remove their nominee (bounded columns only).
  "authenticated SELECT on table public.data_exports",
  "authenticated SELECT on table public.data_nominees",
  "authenticated DELETE on table public.data_nominees",
  ...["name", "email", "relationship"].flatMap((column) => [
    `authenticated INSERT on table public.data_nominees(${column})`,
    `authenticated UPDATE on table public.data_nominees(${column})`,
  ]),
  // Consents (20261127001100_consents.sql): owners read their answers and add new ones (purpose,
  // answer, notice, language); id, owner and time are the database's, and nobody changes history.
  "authenticated SELECT on table public.consents",
  ...["purpose", "given", "notice_version", "language"].map(
    (column) => `authenticated INSERT on table public.consents(${column})`,
  ),

  // A user's category per payee, learned by a trigger on expenses (20261124000400_expense_messages.sql).
  "authenticated SELECT on table public.merchant_categories",
  ...["user_id", "merchant_key", "category", "updated_at"].map(
    (column) => `authenticated INSERT on table public.merchant_categories(${column})`,
  ),
  "authenticated UPDATE on table public.merchant_categories(category)",
  "authenticated UPDATE on table public.merchant_categories(updated_at)",
  "authenticated DELETE on table public.merchant_categories",

  // Recurring payments (20261124000600_recurring_payments.sql): the owner defines them and skips a
  // date; the job (service role) adds the expenses and records the added dates.
  "authenticated SELECT on table public.recurring_payments",
  ...[
    "name",
    "amount",
    "category",
    "paid_with",
    "frequency",
    "day_of_month",
    "weekday",
    "month_of_year",
    "starts_on",
    "next_due_on",
    "paused",
    // Instalments (20261127000700_recurring_payment_ends.sql); `ended` is the trigger's alone.
    "ends_on",
    "payment_count",
  ].flatMap((column) => [
    `authenticated INSERT on table public.recurring_payments(${column})`,
    `authenticated UPDATE on table public.recurring_payments(${column})`,
  ]),
  "authenticated INSERT on table public.recurring_payments(user_id)",
  "authenticated DELETE on table public.recurring_payments",
  "authenticated SELECT on table public.recurring_occurrences",
  ...["recurring_payment_id", "due_on", "user_id", "status"].map(
    (column) => `authenticated INSERT on table public.recurring_occurrences(${column})`,
  ),

  // Web Push devices (20261124000650_push_subscriptions.sql): the owner adds, renews and removes
  // their own; the reminder job (service role) sends to them.
  "authenticated SELECT on table public.push_subscriptions",
  ...["user_id", "endpoint", "p256dh", "auth", "user_agent"].map(
    (column) => `authenticated INSERT on table public.push_subscriptions(${column})`,
  ),
  ...["p256dh", "auth", "user_agent"].map(
    (column) => `authenticated UPDATE on table public.push_subscriptions(${column})`,
  ),
  "authenticated DELETE on table public.push_subscriptions",

  // Households (20261127002300_households.sql): members read their households' rows (not an invite's
  // code hash); every write is a security-definer function in private that checks the caller's role.
  "authenticated SELECT on table public.households",
  "authenticated SELECT on table public.household_members",
  "authenticated SELECT on table public.household_activity",
  ...["id", "household_id", "created_by", "created_at", "expires_at", "used_at", "used_by", "revoked_at"].map(
    (column) => `authenticated SELECT on table public.household_invites(${column})`,
  ),
  "authenticated EXECUTE on function private.my_household_ids()",
  "authenticated EXECUTE on function private.household_role(target uuid)",
  // A household's Broadcast topic (20261127120000_household_broadcast.sql): the policy on
  // realtime.messages names the caller's households' topics with it.
  "authenticated EXECUTE on function private.household_topic(target uuid)",
  "authenticated EXECUTE on function private.household_roster(target uuid)",
  "authenticated EXECUTE on function private.create_household(household_name text)",
  "authenticated EXECUTE on function private.rename_household(target uuid, household_name text)",
  "authenticated EXECUTE on function private.hand_over_household(target uuid, new_owner uuid)",
  "authenticated EXECUTE on function private.leave_household(target uuid)",
  "authenticated EXECUTE on function private.remove_household_member(target uuid, member uuid)",
  "authenticated EXECUTE on function private.delete_household(target uuid)",
  "authenticated EXECUTE on function private.create_household_invite(target uuid, code text, made_at timestamp with time zone)",
  "authenticated EXECUTE on function private.revoke_household_invite(target uuid, invite uuid)",
  "authenticated EXECUTE on function private.join_household(code text, joined timestamp with time zone)",
  // Shared expenses (20261127110000_shared_expenses.sql): members read a household's expense shares;
  // shared expenses are written through the self-checking functions only.
  "authenticated SELECT on table public.expense_shares",
  "authenticated EXECUTE on function private.add_shared_expense(target uuid, payer uuid, shares jsonb, expense jsonb)",
  "authenticated EXECUTE on function private.change_shared_expense(the_expense uuid, target uuid, payer uuid, shares jsonb, changes jsonb)",
  "authenticated EXECUTE on function private.delete_shared_expense(the_expense uuid)",
  "authenticated EXECUTE on function private.my_shares_after_leaving()",
  "authenticated EXECUTE on function private.my_memberships()",
  // Settlements (20261127140000_household_settlements.sql): members read them; the checked functions
  // record and undo them and read the nets; a UPI ID is the user's to write (bounded by a check).
  "authenticated SELECT on table public.household_settlements",
  "authenticated EXECUTE on function private.add_household_settlement(target uuid, payee uuid, amount numeric)",
  "authenticated EXECUTE on function private.undo_household_settlement(target uuid, the_settlement uuid)",
  "authenticated EXECUTE on function private.household_nets(target uuid)",
  "authenticated EXECUTE on function private.my_former_member_ids()",
  "authenticated UPDATE on table public.profiles(upi_id)",
  // A household's budget (20261127160000_household_budget.sql): members read the budget and the
  // alerts it raised; the owner sets it through the checked function; the spending the budget
  // answer shows is read as the member (RLS).
  "authenticated SELECT on table public.household_budgets",
  "authenticated SELECT on table public.household_budget_alerts",
  "authenticated EXECUTE on function private.set_household_budget(target uuid, from_month date, total numeric, categories jsonb)",
  "authenticated EXECUTE on function private.household_month_spending(target uuid, day date)",

  // Functions the API calls as the caller (RLS-bound, security invoker or self-checking).
  "authenticated EXECUTE on function public.canonical_category(name text)",
  "authenticated EXECUTE on function public.daily_limit_status()",
  "authenticated EXECUTE on function public.month_expense_dates(year integer, month integer)",
  "authenticated EXECUTE on function public.spending_all_time()",
  "authenticated EXECUTE on function public.spending_in_month(year integer, month integer)",
  "authenticated EXECUTE on function public.spending_on_day(day date)",
  "authenticated EXECUTE on function private.admin_activity_stats(days integer)",
  "authenticated EXECUTE on function private.admin_active_users_today()",
  "authenticated EXECUTE on function private.admin_recent_signups(max_rows integer)",
  "authenticated EXECUTE on function private.admin_total_users()",
  "authenticated EXECUTE on function private.assert_admin()",
  "authenticated EXECUTE on function private.assert_receipt_quota(object_name text, metadata jsonb)",
  // The size check of budgets.category_budgets runs with the writer's rights (budgets_category_budgets_few).
  "authenticated EXECUTE on function private.category_budget_count(splits jsonb)",
  "authenticated EXECUTE on function private.daily_figure(owner uuid, day date)",
  // Home's daily limit (30_analytics.sql): the caller's own figure, with the owner's rights.
  "authenticated EXECUTE on function private.caller_daily_figure()",
  // The budget cycle (41_budget_cycle.sql): the daily figure and spending_in_cycle run as the caller.
  "authenticated EXECUTE on function private.cycle_bounds(owner uuid, day date)",
  "authenticated EXECUTE on function private.cycle_bounds_at(setting text, previous_setting text, setting_from date, day date)",
  "authenticated EXECUTE on function private.cycle_bounds_of(setting text, day date)",
  // Carry-over (47_carry_over.sql): the check, and the figures the API and daily figure read.
  "authenticated EXECUTE on function private.carried_into_cycle(owner uuid, day date)",
  "authenticated EXECUTE on function private.cycle_budget(owner uuid, day date)",
  "authenticated EXECUTE on function private.is_carry_category_list(categories text[])",
  "authenticated EXECUTE on function private.cycle_start_in_month(setting text, day date)",
  "authenticated EXECUTE on function private.last_working_day(day date)",
  "authenticated EXECUTE on function public.spending_in_cycle(day date)",
  "authenticated EXECUTE on function private.current_notice_version()",
  "authenticated EXECUTE on function private.format_inr(amount numeric)",
  "authenticated EXECUTE on function private.is_category_budget_map(splits jsonb)",
  "authenticated EXECUTE on function private.ist_clock(instant timestamp with time zone)",
  "authenticated EXECUTE on function private.ist_day(instant timestamp with time zone)",
  "authenticated EXECUTE on function private.ist_start_of(day date)",
  "authenticated EXECUTE on function private.ist_today()",
  "authenticated EXECUTE on function private.month_start(year integer, month integer)",
  "authenticated EXECUTE on function private.record_activity(kind text, details jsonb)",
  "authenticated EXECUTE on function private.delete_expense(expense_id uuid)",
  "authenticated EXECUTE on function private.restore_expense(expense_id uuid)",
  "authenticated EXECUTE on function private.restore_expense_lines(expense_id uuid)",
  "authenticated EXECUTE on function private.search_expenses(terms jsonb, first_instant timestamp with time zone, end_instant timestamp with time zone, categories text[], paid_with text[], methods text[], after_spent_at timestamp with time zone, after_created_at timestamp with time zone, after_id uuid, page_size integer)",
  "authenticated EXECUTE on function private.expense_search_text(description text, payee text, category text, paid_with text)",
  "authenticated EXECUTE on function private.search_expense_totals(terms jsonb, first_instant timestamp with time zone, end_instant timestamp with time zone, categories text[], paid_with text[], methods text[], by_day boolean)",
  "authenticated EXECUTE on function private.record_import(file_name text, file_type text, source_app text, records_processed integer, records_imported integer, records_skipped integer, status text, error_message text)",
  "authenticated EXECUTE on function private.spending_between_days(first_day date, end_day date)",
  // Less data kept (20261127001300_less_data_kept.sql): the expenses and imports triggers run as the writer.
  "authenticated EXECUTE on function private.mask_account_numbers(value text)",
  "authenticated EXECUTE on function private.message_hash(message text)",
  "authenticated EXECUTE on function private.reduced_message_ref(message_ref text)",
]);

/** Every privilege of anon, authenticated and PUBLIC in the schemas our migrations own. */
async function currentGrants(): Promise<string[]> {
  const rows = await adminSql()<{ line: string }[]>`
    with grantees as (
      select 0::oid as oid, 'public' as name
      union all select oid, rolname from pg_roles where rolname in ('anon', 'authenticated')
    ),
    ours as (
      select oid, nspname from pg_namespace where nspname in ('public', 'private', 'api_private')
    ),
    schema_grants as (
      select g.name || ' ' || a.privilege_type || ' on schema ' || n.nspname as line
      from ours n
      cross join lateral aclexplode(coalesce((select nspacl from pg_namespace where oid = n.oid),
        acldefault('n'::"char", (select nspowner from pg_namespace where oid = n.oid)))) a
      join grantees g on g.oid = a.grantee
    ),
    relation_grants as (
      select g.name || ' ' || a.privilege_type || ' on '
        || case when c.relkind = 'S' then 'sequence' when c.relkind in ('v', 'm') then 'view' else 'table' end
        || ' ' || n.nspname || '.' || c.relname as line
      from pg_class c
      join ours n on n.oid = c.relnamespace
      cross join lateral aclexplode(coalesce(c.relacl, acldefault((case when c.relkind = 'S' then 's' else 'r' end)::"char", c.relowner))) a
      join grantees g on g.oid = a.grantee
      where c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
    ),
    column_grants as (
      select g.name || ' ' || a.privilege_type || ' on table ' || n.nspname || '.' || c.relname
        || '(' || att.attname || ')' as line
      from pg_attribute att
      join pg_class c on c.oid = att.attrelid
      join ours n on n.oid = c.relnamespace
      cross join lateral aclexplode(att.attacl) a
      join grantees g on g.oid = a.grantee
      where att.attacl is not null and att.attnum > 0 and not att.attisdropped
    ),
    function_grants as (
      select g.name || ' ' || a.privilege_type || ' on function ' || n.nspname || '.' || p.proname
        || '(' || pg_get_function_identity_arguments(p.oid) || ')' as line
      from pg_proc p
      join ours n on n.oid = p.pronamespace
      cross join lateral aclexplode(coalesce(p.proacl, acldefault('f'::"char", p.proowner))) a
      join grantees g on g.oid = a.grantee
    )
    select line from schema_grants
    union select line from relation_grants
    union select line from column_grants
    union select line from function_grants
    order by line`;
  return rows.map((row) => row.line);
}

describe("grants of anon and authenticated", () => {
  it("are exactly the allow-list", async () => {
    const granted = await currentGrants();
    const unexpected = granted.filter((line) => !ALLOWED.has(line));
    const missing = [...ALLOWED].filter((line) => !granted.includes(line));
    const problems = [
      ...(unexpected.length
        ? [
            "Grants outside the allow-list. Revoke them in a migration, or, if the app really needs one, add",
            "the exact line to ALLOWED in tests/integration/db/grants.test.ts together with your migration:",
            ...unexpected.map((line) => `  "${line}",`),
          ]
        : []),
      ...(missing.length
        ? [
            "Allowed but not granted (remove the line, or restore the grant):",
            ...missing.map((l) => `  ${l}`),
          ]
        : []),
    ];
    expect(problems.join("\n")).toBe("");
  });

  it("never include TRUNCATE, REFERENCES, TRIGGER or MAINTAIN on any table", async () => {
    const granted = await currentGrants();
    expect(granted.filter((line) => /\b(TRUNCATE|REFERENCES|TRIGGER|MAINTAIN)\b/.test(line))).toEqual([]);
  });
});
