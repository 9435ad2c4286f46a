-- Sign-in throttling that an attacker cannot turn against the owner (OWASP ASVS 2.2.1): attempts
-- are counted per account *and* client, with a growing delay, so guessing from one place slows to a
-- crawl while the owner's own device keeps working. A ceiling per account (100 failed attempts an
-- hour, ASVS's bound) applies only to clients that never signed in to the account; the ones that
-- did are remembered here for 30 days. Subjects are SHA-256 hashes, as in rate_limit_windows.

-- When the counter last moved, for the growing delay between attempts.
alter table api_private.rate_limit_windows add column if not exists last_hit_at timestamptz;

create table if not exists api_private.signin_known_clients (
  account_hash text not null,
  client_hash text not null,
  last_success_at timestamptz not null,
  primary key (account_hash, client_hash)
);

comment on table api_private.signin_known_clients is
  'Clients (hashed IP) that signed in to an account (hashed); exempt from the per-account ceiling for 30 days.';

-- Pruning scans by age.
create index if not exists signin_known_clients_last_success_at_idx
  on api_private.signin_known_clients (last_success_at);

alter table api_private.signin_known_clients enable row level security;
