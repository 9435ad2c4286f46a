-- Savings goals (docs/product.md §4.33): a name, a target, an optional date, and money the user moves
-- into the goal or takes back out. Moving money into a goal is a transfer, not spending: it lives only
-- in these tables, never in public.expenses, so no spending figure (the daily limit, budget alerts,
-- analytics) can count it.

create table public.savings_goals (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null
    constraint savings_goals_name_length check (char_length(name) between 1 and 60)
    constraint savings_goals_name_trimmed check (name = btrim(name)),
  -- ₹1 to ₹1,00,00,000.
  target_amount numeric(12, 2) not null
    constraint savings_goals_target_range check (target_amount between 1 and 10000000),
  target_date date
    constraint savings_goals_target_date_years check (target_date between date '2000-01-01' and date '2100-12-31'),
  -- What is in the goal: the sum of its moves, kept by private.savings_goal_moved (no grant), never
  -- below 0, so taking out more than is in it fails as a whole.
  balance numeric(12, 2) not null default 0
    constraint savings_goals_balance_not_negative check (balance >= 0),
  created_at timestamptz not null default now()
);

-- The list (per user, oldest first) and every policy's filter.
create index savings_goals_user_id_idx on public.savings_goals (user_id, created_at);

alter table public.savings_goals enable row level security;

create policy "owners read their goals"
  on public.savings_goals for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "owners add their goals"
  on public.savings_goals for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "owners change their goals"
  on public.savings_goals for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "owners delete their goals"
  on public.savings_goals for delete
  to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.savings_goals from anon, authenticated;
grant select, insert (user_id, name, target_amount, target_date), update (name, target_amount, target_date),
  delete on public.savings_goals to authenticated;

-- Money moved into a goal (amount > 0) or taken out (amount < 0), never changed afterwards.
create table public.savings_goal_moves (
  id uuid primary key default gen_random_uuid(),
  goal_id uuid not null references public.savings_goals (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  amount numeric(12, 2) not null
    constraint savings_goal_moves_amount_range check (amount <> 0 and abs(amount) <= 10000000),
  created_at timestamptz not null default now()
);

create index savings_goal_moves_goal_id_idx on public.savings_goal_moves (goal_id, created_at);
create index savings_goal_moves_user_id_idx on public.savings_goal_moves (user_id);

alter table public.savings_goal_moves enable row level security;

create policy "owners read their goal moves"
  on public.savings_goal_moves for select
  to authenticated
  using (user_id = (select auth.uid()));

-- Only into (or out of) a goal of one's own.
create policy "owners move money in their goals"
  on public.savings_goal_moves for insert
  to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.savings_goals g where g.id = goal_id and g.user_id = (select auth.uid()))
  );

revoke all on public.savings_goal_moves from anon, authenticated;
grant select, insert (goal_id, user_id, amount) on public.savings_goal_moves to authenticated;

-- The milestones a goal has reached (25, 50, 75 and 100 % of its target), each recorded once: the
-- coach celebrates a milestone when its row is written, so taking money out and putting it back in
-- never celebrates it again.
create table public.savings_goal_milestones (
  goal_id uuid not null references public.savings_goals (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  percent smallint not null constraint savings_goal_milestones_percent_known check (percent in (25, 50, 75, 100)),
  reached_at timestamptz not null default now(),
  primary key (goal_id, percent)
);

create index savings_goal_milestones_user_id_idx on public.savings_goal_milestones (user_id);

alter table public.savings_goal_milestones enable row level security;

create policy "owners read their goal milestones"
  on public.savings_goal_milestones for select
  to authenticated
  using (user_id = (select auth.uid()));

-- Written only by private.savings_goal_moved.
revoke all on public.savings_goal_milestones from anon, authenticated;
grant select on public.savings_goal_milestones to authenticated;

-- After a move: the goal's balance follows (its check refuses a balance below 0, failing the move),
-- and every milestone the new balance reaches for the first time is recorded. Security definer: the
-- balance and milestones have no grant; the insert policy has already checked the goal is the mover's.
create or replace function private.savings_goal_moved()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

revoke execute on function private.savings_goal_moved() from public;

create trigger savings_goal_moves_apply
  after insert on public.savings_goal_moves
  for each row execute function private.savings_goal_moved();
