// The database a fresh stack hands to migrations: Supabase's roles, schemas, claim helpers, and
// every migration of supabase/migrations applied by the real CLI.
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../../local/config.ts";
import { applyBootstrap } from "../../../local/db/migrate.ts";
import { adminSql, stack } from "../../support/index.ts";

describe("database bootstrap", () => {
  it("has Supabase's API roles, with service_role bypassing RLS", async () => {
    const rows = await adminSql()<{ rolname: string; rolbypassrls: boolean; rolcanlogin: boolean }[]>`
      select rolname, rolbypassrls, rolcanlogin from pg_roles
      where rolname in ('anon', 'authenticated', 'service_role', 'authenticator') order by rolname`;
    expect(rows).toEqual([
      { rolname: "anon", rolbypassrls: false, rolcanlogin: false },
      { rolname: "authenticated", rolbypassrls: false, rolcanlogin: false },
      { rolname: "authenticator", rolbypassrls: false, rolcanlogin: true },
      { rolname: "service_role", rolbypassrls: true, rolcanlogin: false },
    ]);
  });

  it("puts pgcrypto and uuid-ossp in the extensions schema", async () => {
    const rows = await adminSql()<{ extname: string; nspname: string }[]>`
      select extname, nspname from pg_extension join pg_namespace n on n.oid = extnamespace
      where extname in ('pgcrypto', 'uuid-ossp') order by extname`;
    expect(rows).toEqual([
      { extname: "pgcrypto", nspname: "extensions" },
      { extname: "uuid-ossp", nspname: "extensions" },
    ]);
  });

  it("auth.uid(), auth.role(), auth.email() and auth.jwt() read the request claims under the caller's role", async () => {
    const sub = "7b0a3e9e-2c55-4c1e-9d5e-2a7f3c1d9e10";
    const claims = {
      sub,
      role: "authenticated",
      email: "asha@example.test",
      app_metadata: { role: "admin" },
    };
    const [row] = await adminSql().begin(async (tx) => {
      await tx`set local role authenticated`;
      await tx`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`;
      return tx<{ uid: string; role: string; email: string; jwt: typeof claims; who: string }[]>`
        select auth.uid() as uid, auth.role() as role, auth.email() as email, auth.jwt() as jwt, current_user as who`;
    });
    expect(row).toEqual({
      uid: sub,
      role: "authenticated",
      email: "asha@example.test",
      jwt: claims,
      who: "authenticated",
    });
  });

  it("auth.uid() is null without claims (anon)", async () => {
    const [row] = await adminSql().begin(async (tx) => {
      await tx`set local role anon`;
      return tx<{ uid: string | null }[]>`select auth.uid() as uid`;
    });
    expect(row?.uid).toBeNull();
  });

  it("bootstrap can be applied again without error (it runs on every start)", async () => {
    await expect(applyBootstrap(stack().urls.db)).resolves.toBeUndefined();
  });

  it("applied every migration in supabase/migrations with the Supabase CLI", async () => {
    const files = readdirSync(path.join(projectRoot, "supabase/migrations"))
      .filter((file) => /^\d+_.*\.sql$/.test(file))
      .map((file) => file.split("_")[0]);
    const rows = await adminSql()<{ version: string }[]>`
      select version from supabase_migrations.schema_migrations order by version`;
    expect(rows.map((row) => row.version)).toEqual(files.sort());
  });
});
