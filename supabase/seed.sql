-- Local development seed, applied by the local stack (and `supabase db reset`) after the migrations.
-- Everything production needs (the category list, the receipts bucket) lives in the migrations,
-- because `supabase db push` to a hosted project does not run this file. Nothing else is seeded:
-- accounts are made through sign-up so that every account has a real password and profile.
select 1;
