-- The `api` edge function's own tables, in schema api_private (00_schemas.sql): only the function's
-- database connection (role postgres) reads and writes them.

-- One row per (bucket, subject, fixed window). `subject_hash` is sha-256 of the e-mail or IP,
-- so the counters hold no personal data in clear.
create table api_private.rate_limit_windows (
  bucket text not null,
  subject_hash text not null,
  window_start timestamptz not null,
  hits integer not null default 0 check (hits >= 0),
  -- When the counter last moved, for the growing delay between sign-in attempts.
  last_hit_at timestamptz,
  primary key (bucket, subject_hash, window_start)
);

comment on table api_private.rate_limit_windows is
  'Fixed-window request counters of the api edge function; rows older than a day are pruned by the function.';

-- Pruning scans by age.
create index rate_limit_windows_window_start_idx
  on api_private.rate_limit_windows (window_start);

alter table api_private.rate_limit_windows enable row level security;

-- Sign-in throttling that an attacker cannot turn against the owner (OWASP ASVS 2.2.1): attempts
-- are counted per account *and* client, with a growing delay. A ceiling per account (100 failed
-- attempts an hour) applies only to clients that never signed in to the account; the ones that did
-- are remembered here for 30 days. Subjects are SHA-256 hashes, as in rate_limit_windows.
create table api_private.signin_known_clients (
  account_hash text not null,
  client_hash text not null,
  last_success_at timestamptz not null,
  primary key (account_hash, client_hash)
);

comment on table api_private.signin_known_clients is
  'Clients (hashed IP) that signed in to an account (hashed); exempt from the per-account ceiling for 30 days.';

-- Pruning scans by age.
create index signin_known_clients_last_success_at_idx
  on api_private.signin_known_clients (last_success_at);

alter table api_private.signin_known_clients enable row level security;
