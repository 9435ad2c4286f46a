-- What users did and when (sign-ins, expenses added …), for the admin usage statistics.
-- The API records a row as the user; users read back only their own.
create table public.user_activity (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The Indian day of the activity.
  activity_date date not null default (now() at time zone 'Asia/Kolkata')::date,
  activity_type text not null
    constraint user_activity_type_length check (char_length(activity_type) between 1 and 50),
  activity_data jsonb not null default '{}'::jsonb
    constraint user_activity_data_object check (jsonb_typeof(activity_data) = 'object'),
  created_at timestamptz not null default now()
);

create index user_activity_user_date_idx on public.user_activity (user_id, activity_date);
-- Admin statistics: activity per day and active users today, across all users.
create index user_activity_date_type_idx on public.user_activity (activity_date, activity_type);

alter table public.user_activity enable row level security;

create policy "users read their own activity"
  on public.user_activity for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "users record their own activity"
  on public.user_activity for insert
  to authenticated
  with check (user_id = (select auth.uid()));
