-- The scheduler on a hosted project (docs/architecture.md "The scheduler", docs/product.md §4.24):
-- pg_cron calls the api function's POST /jobs/run every minute through pg_net, with the project URL
-- and the service role key read from Vault at each run (secrets `project_url` and
-- `service_role_key`, created once per project: README "Deploy to hosted Supabase"). Where the two
-- extensions are not available (the local stack, whose local/scheduler.ts makes the same call) this
-- does nothing.
do $migration$
begin
  if (select count(*) from pg_available_extensions where name in ('pg_cron', 'pg_net')) < 2 then
    raise notice 'pg_cron or pg_net not available: no schedule (the local stack schedules the jobs itself)';
    return;
  end if;
  create extension if not exists pg_cron;
  create extension if not exists pg_net with schema extensions;
  -- cron.schedule replaces a job of the same name, so re-running this is harmless.
  perform cron.schedule(
    'paisa-coach-jobs',
    '* * * * *',
    $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
          || '/functions/v1/api/jobs/run',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
        ),
        body := '{}'::jsonb,
        timeout_milliseconds := 30000
      )
    $job$
  );
end
$migration$;
