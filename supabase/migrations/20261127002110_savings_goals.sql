-- Savings goals (issue 28, item 3): a goal has a name (1–60 characters), a target (₹1 to
-- ₹1,00,00,000) and an optional date; the user moves money into it (a positive move) or takes some
-- out (a negative one). The balance is the database's: a trigger keeps it as the sum of the moves and
-- its check refuses any move that would take it below 0. Milestones (25/50/75/100 % of the target)
-- are recorded once each, so the coach celebrates each once. Goal money is never an expense, so no
-- spending figure, daily limit or budget alert can count it. Owners only, under RLS.

set local check_function_bodies = off;

create table "public"."savings_goal_milestones" (
  "goal_id"    uuid                     not null,
  "user_id"    uuid                     not null,
  "percent"    smallint                 not null,
  "reached_at" timestamp with time zone not null default now(),
  constraint "savings_goal_milestones_percent_known" check ((percent = ANY (ARRAY[25, 50, 75, 100]))),
  constraint "savings_goal_milestones_pkey" primary key (goal_id, percent)
);

alter table "public"."savings_goal_milestones"
  enable row level security;

revoke all on table "public"."savings_goal_milestones" from "anon";

create table "public"."savings_goal_moves" (
  "id"         uuid                     not null default gen_random_uuid(),
  "goal_id"    uuid                     not null,
  "user_id"    uuid                     not null default auth.uid(),
  "amount"     numeric(12,2)            not null,
  "created_at" timestamp with time zone not null default now(),
  constraint "savings_goal_moves_amount_range"
    check (((amount <> (0)::numeric) AND (abs(amount) <= (10000000)::numeric))),
  constraint "savings_goal_moves_pkey" primary key (id)
);

alter table "public"."savings_goal_moves"
  enable row level security;

revoke all on table "public"."savings_goal_moves" from "anon";

create table "public"."savings_goals" (
  "id"            uuid                     not null default gen_random_uuid(),
  "user_id"       uuid                     not null default auth.uid(),
  "name"          text                     not null,
  "target_amount" numeric(12,2)            not null,
  "target_date"   date,
  "balance"       numeric(12,2)            not null default 0,
  "created_at"    timestamp with time zone not null default now(),
  constraint "savings_goals_balance_not_negative" check ((balance >= (0)::numeric)),
  constraint "savings_goals_name_length" check (((char_length(name) >= 1) AND (char_length(name) <= 60))),
  constraint "savings_goals_name_trimmed" check ((name = btrim(name))),
  constraint "savings_goals_pkey" primary key (id),
  constraint "savings_goals_target_date_years"
    check (((target_date >= '2000-01-01'::date) AND (target_date <= '2100-12-31'::date))),
  constraint "savings_goals_target_range"
    check (((target_amount >= (1)::numeric) AND (target_amount <= (10000000)::numeric)))
);

alter table "public"."savings_goals"
  enable row level security;

revoke all on table "public"."savings_goals" from "anon";

create or replace function private.savings_goal_moved()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  moved public.savings_goals;
begin
  update public.savings_goals g
  set balance = g.balance + new.amount
  where g.id = new.goal_id and g.user_id = new.user_id
  returning g.* into moved;
  if moved.id is null then
    raise exception 'Goal not found' using errcode = 'no_data_found';
  end if;
  insert into public.savings_goal_milestones (goal_id, user_id, percent)
  select moved.id, moved.user_id, m.percent
  from (values (25), (50), (75), (100)) as m(percent)
  where moved.balance * 100 >= moved.target_amount * m.percent
  on conflict (goal_id, percent) do nothing;
  return null;
end;
$function$;

alter table "public"."savings_goal_milestones"
  add constraint "savings_goal_milestones_user_id_fkey" foreign key (user_id) references auth.users(id)
    on delete cascade;

alter table "public"."savings_goal_milestones"
  add constraint "savings_goal_milestones_goal_id_fkey" foreign key (goal_id)
    references public.savings_goals(id) on delete cascade;

alter table "public"."savings_goal_moves"
  add constraint "savings_goal_moves_goal_id_fkey" foreign key (goal_id) references public.savings_goals(id)
    on delete cascade;

create index savings_goal_milestones_user_id_idx on public.savings_goal_milestones using btree (user_id);

create index savings_goal_moves_goal_id_idx on public.savings_goal_moves using btree (goal_id, created_at);

create trigger savings_goal_moves_apply
  after insert on public.savings_goal_moves
  for each row
  execute function private.savings_goal_moved();

create policy "owners read their goal milestones" on "public"."savings_goal_milestones"
  for select
  to "authenticated"
  using ((user_id = ( select auth.uid() as uid)));

revoke all on function "private"."savings_goal_moved"() from public;

revoke all on table "public"."savings_goal_milestones" from "authenticated";

grant select on table "public"."savings_goal_milestones" to "authenticated";

revoke all on table "public"."savings_goal_milestones" from "postgres";

grant delete, insert, maintain, references, select, trigger, truncate, update
  on table "public"."savings_goal_milestones"
  to "postgres";

grant delete, insert, maintain, references, select, trigger, truncate, update
  on table "public"."savings_goal_milestones"
  to "service_role";

revoke all on table "public"."savings_goal_moves" from "authenticated";

revoke all ("amount") on table "public"."savings_goal_moves" from "authenticated";

grant insert ("amount") on table "public"."savings_goal_moves" to "authenticated";

revoke all ("goal_id") on table "public"."savings_goal_moves" from "authenticated";

grant insert ("goal_id") on table "public"."savings_goal_moves" to "authenticated";

grant select on table "public"."savings_goal_moves" to "authenticated";

revoke all on table "public"."savings_goal_moves" from "postgres";

grant delete, insert, maintain, references, select, trigger, truncate, update
  on table "public"."savings_goal_moves"
  to "postgres";

grant delete, insert, maintain, references, select, trigger, truncate, update
  on table "public"."savings_goal_moves"
  to "service_role";

revoke all on table "public"."savings_goals" from "authenticated";

revoke all ("name") on table "public"."savings_goals" from "authenticated";

grant insert ("name"), update ("name") on table "public"."savings_goals" to "authenticated";

revoke all ("target_amount") on table "public"."savings_goals" from "authenticated";

grant insert ("target_amount"), update ("target_amount") on table "public"."savings_goals" to "authenticated";

revoke all ("target_date") on table "public"."savings_goals" from "authenticated";

grant insert ("target_date"), update ("target_date") on table "public"."savings_goals" to "authenticated";

grant delete, select on table "public"."savings_goals" to "authenticated";

revoke all on table "public"."savings_goals" from "postgres";

grant delete, insert, maintain, references, select, trigger, truncate, update
  on table "public"."savings_goals"
  to "postgres";

grant delete, insert, maintain, references, select, trigger, truncate, update
  on table "public"."savings_goals"
  to "service_role";

alter table "public"."savings_goal_moves"
  add constraint "savings_goal_moves_user_id_fkey" foreign key (user_id) references auth.users(id)
    on delete cascade;

create index savings_goal_moves_user_id_idx on public.savings_goal_moves using btree (user_id);

create policy "owners read their goal moves" on "public"."savings_goal_moves"
  for select
  to "authenticated"
  using ((user_id = ( select auth.uid() as uid)));

revoke all ("user_id") on table "public"."savings_goal_moves" from "authenticated";

grant insert ("user_id") on table "public"."savings_goal_moves" to "authenticated";

alter table "public"."savings_goals"
  add constraint "savings_goals_user_id_fkey" foreign key (user_id) references auth.users(id)
    on delete cascade;

create index savings_goals_user_id_idx on public.savings_goals using btree (user_id, created_at);

create policy "owners move money in their goals" on "public"."savings_goal_moves"
  for insert
  to "authenticated"
  with check (((user_id = ( SELECT auth.uid() AS uid)) AND (EXISTS ( SELECT 1
   FROM public.savings_goals g
  WHERE ((g.id = savings_goal_moves.goal_id) AND (g.user_id = ( SELECT auth.uid() AS uid)))))));

create policy "owners add their goals" on "public"."savings_goals"
  for insert
  to "authenticated"
  with check ((user_id = ( SELECT auth.uid() AS uid)));

create policy "owners change their goals" on "public"."savings_goals"
  for update
  to "authenticated"
  using ((user_id = ( select auth.uid() as uid)))
  with check ((user_id = ( SELECT auth.uid() AS uid)));

create policy "owners delete their goals" on "public"."savings_goals"
  for delete
  to "authenticated"
  using ((user_id = ( select auth.uid() as uid)));

create policy "owners read their goals" on "public"."savings_goals"
  for select
  to "authenticated"
  using ((user_id = ( select auth.uid() as uid)));

revoke all ("user_id") on table "public"."savings_goals" from "authenticated";

grant insert ("user_id") on table "public"."savings_goals" to "authenticated";
