-- What the app remembers about a user on every device (docs/product.md §10.8): the coach's logging
-- streak, today's mission and the mission streak, the welcome and tour flags, the coach greeting's
-- day, the sound setting, and the home alerts the user closed. Browsers keep a copy only as a cache.
-- One row per user, created by the user's first write (the API upserts it).
create table public.user_state (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  -- The logging streak (docs/product.md §4), counted in Indian days. The coach's days are days of
  -- use, between 2000 and 2100.
  current_streak integer not null default 0 constraint user_state_current_streak_not_negative check (current_streak >= 0),
  longest_streak integer not null default 0 constraint user_state_longest_streak_not_negative check (longest_streak >= 0),
  last_logged_date date
    constraint user_state_last_logged_date_years check (last_logged_date between date '2000-01-01' and date '2100-12-31'),
  total_days_logged integer not null default 0
    constraint user_state_total_days_not_negative check (total_days_logged >= 0),
  -- The day's mission: which one, on which Indian day, its progress and whether it was completed.
  mission_id text constraint user_state_mission_id_length check (char_length(mission_id) between 1 and 50),
  mission_date date
    constraint user_state_mission_date_years check (mission_date between date '2000-01-01' and date '2100-12-31'),
  mission_completed boolean not null default false,
  mission_progress smallint not null default 0
    constraint user_state_mission_progress_percent check (mission_progress between 0 and 100),
  mission_streak integer not null default 0 constraint user_state_mission_streak_not_negative check (mission_streak >= 0),
  sound_enabled boolean not null default true,
  welcome_seen boolean not null default false,
  tour_completed boolean not null default false,
  -- "Show Welcome Tour Again" on the profile: greet the user as new until the tour is done again.
  replay_welcome boolean not null default false,
  greeting_shown_on date
    constraint user_state_greeting_shown_on_years check (greeting_shown_on between date '2000-01-01' and date '2100-12-31'),
  -- Closed home alerts, e.g. 'budget_80:2026-11' or 'daily_limit:2026-11-23' (per threshold and
  -- period): at most 20 keys of at most 40 characters (userStatePatchSchema).
  closed_alerts text[] not null default '{}'
    constraint user_state_closed_alerts_few check (cardinality(closed_alerts) <= 20)
    constraint user_state_closed_alerts_short check (char_length(array_to_string(closed_alerts, '')) <= 800),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger user_state_touch_updated_at
  before update on public.user_state
  for each row execute function private.touch_updated_at();

alter table public.user_state enable row level security;

create policy "users read their own state"
  on public.user_state for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "users create their own state"
  on public.user_state for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "users change their own state"
  on public.user_state for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- Rows go with the account (on delete cascade); users never delete theirs directly. Writes are column
-- by column: the state, never the owner or the timestamps.
revoke all on public.user_state from anon, authenticated;
grant select,
  insert (user_id, current_streak, longest_streak, last_logged_date, total_days_logged, mission_id, mission_date,
    mission_completed, mission_progress, mission_streak, sound_enabled, welcome_seen, tour_completed,
    replay_welcome, greeting_shown_on, closed_alerts),
  update (current_streak, longest_streak, last_logged_date, total_days_logged, mission_id, mission_date,
    mission_completed, mission_progress, mission_streak, sound_enabled, welcome_seen, tour_completed,
    replay_welcome, greeting_shown_on, closed_alerts)
  on public.user_state to authenticated;
