-- A record of reminders and alerts sent out (e-mail, push). Written and read by the server only
-- (service role): no policies, no grants to the API roles. Daily reminders and weekly reports
-- (docs/product.md §4.25) carry the user's local day they belong to and the channel, and that triple
-- is unique, so however many job runs race, a user gets each of them at most once a day per channel.
create table public.notification_log (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  notification_type text not null constraint notification_log_type_length check (char_length(notification_type) between 1 and 50),
  title text constraint notification_log_title_length check (char_length(title) <= 200),
  message text constraint notification_log_message_length check (char_length(message) <= 2000),
  status text not null default 'queued'
    constraint notification_log_status_known check (status in ('queued', 'sent', 'failed')),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  sent_on date,
  channel text not null default 'email'
    constraint notification_log_channel_known check (channel in ('email', 'push'))
);

create index notification_log_user_created_idx on public.notification_log (user_id, created_at desc);

create unique index notification_log_once_a_day_idx
  on public.notification_log (user_id, notification_type, channel, sent_on)
  where sent_on is not null;

alter table public.notification_log enable row level security;

revoke all on public.notification_log from anon, authenticated;
