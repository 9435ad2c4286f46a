-- A retried save with an Idempotency-Key must be the same request: the API stores a SHA-256 of the
-- normalised request next to the key, and a second request under the same key with a different body
-- is refused (422) instead of silently answered with the first expense. Rows saved before this
-- column existed have none and keep being replayed as before.
alter table public.expenses
  add column request_fingerprint text
    constraint expenses_request_fingerprint_sha256 check (request_fingerprint ~ '^[0-9a-f]{64}$');
