// `npm run make-admin -- <email> [--remove]`: grants (or removes) the admin role of an account on
// the local stack by setting app_metadata.role in auth.users, which only the server can write.
// Production: run the same SQL in the Supabase SQL editor (docs/api.md, "Admin accounts").
import postgres from "postgres";
import { defaultConfig, urlsOf } from "../local/config.ts";

export async function setAdminRole(sql: postgres.Sql, email: string, admin: boolean): Promise<string | null> {
  const rows = admin
    ? await sql<{ id: string }[]>`
        update auth.users
        set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || '{"role": "admin"}'::jsonb,
            updated_at = now()
        where email = ${email.trim().toLowerCase()}
        returning id`
    : await sql<{ id: string }[]>`
        update auth.users
        set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) - 'role', updated_at = now()
        where email = ${email.trim().toLowerCase()}
        returning id`;
  return rows[0]?.id ?? null;
}

async function main(argv: string[]): Promise<number> {
  const remove = argv.includes("--remove");
  const email = argv.find((arg) => !arg.startsWith("--"));
  if (!email) {
    console.error("Usage: npm run make-admin -- <email> [--remove]");
    return 2;
  }
  const dbUrl = process.env.SUPABASE_DB_URL ?? urlsOf(defaultConfig()).db;
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  try {
    const id = await setAdminRole(sql, email, !remove);
    if (!id) {
      console.error(`No account with the e-mail ${email}. Sign up first, then run this again.`);
      return 1;
    }
    console.log(
      `${email} (${id}) ${remove ? "is no longer an admin" : "is now an admin"}. ` +
        "The change reaches the app with the next access token: sign out and in again.",
    );
    return 0;
  } catch (error) {
    console.error(
      `Could not reach the database at ${dbUrl.replace(/:[^:@/]+@/, ":***@")}: is \`npm start\` running?`,
    );
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await sql.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
