-- Forgot-password requests (docs/product.md §10): the e-mailed link token, the
-- OTP and the opaque request handle given to the browser are stored only as hashes; single use,
-- short-lived, with an attempt counter. Only the service role touches this table: no policies, and
-- no grants to the API roles, so signed-in users and anon can neither read nor write it.
create table public.password_reset_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_hash text not null constraint password_reset_tokens_token_hash_key unique,
  otp_hash text not null,
  request_handle_hash text not null constraint password_reset_tokens_request_handle_hash_key unique,
  expires_at timestamptz not null,
  used boolean not null default false,
  attempts smallint not null default 0 constraint password_reset_tokens_attempts_nonnegative check (attempts >= 0),
  created_at timestamptz not null default now()
);

-- Invalidating a user's earlier requests when a new one is made.
create index password_reset_tokens_user_id_idx on public.password_reset_tokens (user_id, created_at desc);

alter table public.password_reset_tokens enable row level security;

revoke all on public.password_reset_tokens from anon, authenticated;
