-- The app's language and digits follow the user to every device (docs/product.md §4.29). Null means
-- "never chosen": the device's own choice (its browser's language) applies and is stored on first
-- sign-in. Devanagari digits (१२३) are an option of the Hindi screens only; Latin digits by default.
alter table public.profiles
  add column language text constraint profiles_language_known check (language in ('en', 'hi')),
  add column devanagari_digits boolean not null default false;

-- The user changes these two like the other public details (20261124000110_data_api_grants.sql).
grant update (language, devanagari_digits) on public.profiles to authenticated;
