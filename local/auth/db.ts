// Statements that change auth.* run the way hosted GoTrue runs them: in one transaction, as role
// supabase_auth_admin with search_path `auth`. App triggers on auth.users therefore behave as on a
// hosted project (a trigger that needs more rights must be `security definer`, names must be
// schema-qualified), and a failing trigger rolls back everything written in the request.
import type { Sql, TransactionSql } from "postgres";

export type AuthDb = <T>(work: (tx: TransactionSql) => Promise<T>) => Promise<T>;

export function createAuthDb(sql: Sql): AuthDb {
  let hasAuthRole: Promise<boolean> | undefined;
  const roleExists = async () => {
    const rows = await sql`select 1 from pg_roles where rolname = 'supabase_auth_admin'`;
    return rows.length > 0;
  };
  return async (work) => {
    hasAuthRole ??= roleExists();
    const asAuthAdmin = await hasAuthRole;
    return sql.begin(async (tx) => {
      if (asAuthAdmin) await tx`set local role supabase_auth_admin`;
      await tx`set local search_path to auth`;
      return work(tx);
    }) as Promise<never>;
  };
}
