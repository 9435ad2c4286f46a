-- Web Push endpoints, bounded by the database. The API checks a subscription's endpoint against the
-- browsers' push services before it saves it, but `authenticated` may insert into push_subscriptions
-- straight through the Data API (/rest/v1), and the daily reminder job POSTs to whatever endpoint a
-- row holds: a row pointing at an internal address made the function call a host of the user's
-- choosing (server-side request forgery). So the list lives here, where every writer meets it: an
-- endpoint is at one of the browsers' push services, or at a local one the database owner registered
-- (the tests serve their own). The job checks each endpoint again before it posts and never follows a
-- redirect (push/web-push.ts).

-- Push services on this machine. The integration tests serve a push service on 127.0.0.1
-- (tests/support/push-service.ts) and register its origin here, as the database owner, while it runs.
-- No role but the owner may write this table (no grants; schema `private` is not exposed), so on a
-- hosted project it stays empty and only the browsers' push services are taken.
create table private.local_push_services (
  origin text primary key
    constraint local_push_services_origin_local
    check (origin ~ '^http://(127\.0\.0\.1|localhost|\[::1\])(:[0-9]{1,5})?$')
);

revoke all on private.local_push_services from public, anon, authenticated;

-- The same list as supabase/functions/_shared/push/push-subscriptions.ts: https, the default port, no
-- credentials, the host one of the push services' domains or below it; or an http origin registered
-- above. Host names are case-insensitive, as URLs read them.
create function private.push_endpoint_allowed(endpoint text)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select endpoint ~* '^https://([a-z0-9-]+\.)*(fcm\.googleapis\.com|push\.services\.mozilla\.com|notify\.windows\.com|push\.apple\.com)([/?#]|$)'
    or exists (
      select 1 from private.local_push_services s
      where s.origin = lower(substring(endpoint from '^(http://[^/?#]+)([/?#]|$)'))
    )
$$;

revoke execute on function private.push_endpoint_allowed(text) from public;

-- A trigger rather than a check constraint, because the local origins are rows of a table; it fails
-- the way a check constraint would (23514, named), so callers tell it apart alike. Security definer:
-- it reads the registry, which the writer may not.
create function private.check_push_endpoint()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.push_endpoint_allowed(new.endpoint) then
    raise exception 'Push endpoint must be an https URL of a browser''s push service'
      using errcode = 'check_violation', constraint = 'push_subscriptions_endpoint_allowed',
        schema = 'public', table = 'push_subscriptions', column = 'endpoint';
  end if;
  return new;
end;
$$;

revoke execute on function private.check_push_endpoint() from public;

-- Rows from before whose endpoint breaks the rule came through the Data API (the API never wrote
-- them): they go.
delete from public.push_subscriptions where not private.push_endpoint_allowed(endpoint);

create trigger push_subscriptions_endpoint_allowed
  before insert or update of endpoint on public.push_subscriptions
  for each row execute function private.check_push_endpoint();
