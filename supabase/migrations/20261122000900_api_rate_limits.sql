-- Rate-limit counters of the `api` edge function (sign-in, sign-up, password reset).
-- They live in Postgres so every function instance shares them. The schema is private: not
-- exposed through the Data API and not granted to anon/authenticated; only the function's own
-- database connection (role postgres) reads and writes it.
create schema if not exists api_private;
revoke all on schema api_private from public;

-- One row per (bucket, subject, fixed window). `subject_hash` is sha-256 of the e-mail or IP,
-- so the counters hold no personal data in clear.
create table if not exists api_private.rate_limit_windows (
  bucket text not null,
  subject_hash text not null,
  window_start timestamptz not null,
  hits integer not null default 0 check (hits >= 0),
  primary key (bucket, subject_hash, window_start)
);

comment on table api_private.rate_limit_windows is
  'Fixed-window request counters of the api edge function; rows older than a day are pruned by the function.';

-- Pruning scans by age.
create index if not exists rate_limit_windows_window_start_idx
  on api_private.rate_limit_windows (window_start);

alter table api_private.rate_limit_windows enable row level security;
