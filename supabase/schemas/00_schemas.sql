-- The current definition of Paisa Coach's database, one file per topic, applied in the order of
-- their names (the Supabase CLI's declarative schemas). Change the schema here, then
-- `npm run db:diff -- <name>` writes the migration (CONTRIBUTING.md "A migration").
-- Supabase's own roles and schemas (auth, storage, extensions, the supabase_realtime publication)
-- are the platform's; rows (the category list, the receipts bucket) and one-off data changes stay
-- in the migrations.

-- Paisa Coach keeps its internal helpers (trigger functions, security-definer functions, formatting)
-- in a `private` schema. The Data API does not expose it, so nothing here becomes an RPC endpoint,
-- which is what Supabase's advisors recommend for security-definer functions.
create schema private;

grant usage on schema private to authenticated, service_role;

-- Rate-limit counters of the `api` edge function (sign-in, sign-up, password reset).
-- They live in Postgres so every function instance shares them. The schema is private: not
-- exposed through the Data API and not granted to anon/authenticated; only the function's own
-- database connection (role postgres) reads and writes it.
create schema api_private;

revoke all on schema api_private from public;

-- Search in descriptions by any part of a word (26_expense_search.sql).
create extension if not exists pg_trgm with schema extensions;
create extension if not exists btree_gin with schema extensions;
