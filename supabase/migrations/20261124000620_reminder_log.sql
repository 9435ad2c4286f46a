-- Daily reminders and weekly reports (docs/product.md §4.25): every send is written to
-- notification_log with the user's local day it belongs to and the channel, and that triple is
-- unique, so however many job runs race, a user gets each of them at most once a day per channel.
alter table public.notification_log
  add column sent_on date,
  add column channel text not null default 'email'
    constraint notification_log_channel_known check (channel in ('email', 'push'));

create unique index notification_log_once_a_day_idx
  on public.notification_log (user_id, notification_type, channel, sent_on)
  where sent_on is not null;
