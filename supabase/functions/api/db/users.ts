// The signed-in user's profile and whether they are new (no budget and no expense yet).
import type { ProfileRow } from "@shared/contract/api-rows.ts";
import type { Tx } from "./with-user.ts";

export interface ProfileFacts {
  email: string | null;
  username: string | null;
  country: string | null;
  createdAt: string | null;
  isNewUser: boolean;
  language: "en" | "hi" | null;
  devanagariDigits: boolean;
}

export async function profileFacts(tx: Tx): Promise<ProfileFacts> {
  const [row] = await tx<ProfileFacts[]>`
    select
      (select auth.email()) as email,
      p.username,
      p.country,
      p.created_at as "createdAt",
      p.language,
      coalesce(p.devanagari_digits, false) as "devanagariDigits",
      not exists (select 1 from public.budgets b where b.user_id = (select auth.uid()))
        and not exists (select 1 from public.expenses e where e.user_id = (select auth.uid())) as "isNewUser"
    from (select 1) as one
    left join public.profiles p on p.id = (select auth.uid())`;
  return (
    row ?? {
      email: null,
      username: null,
      country: null,
      createdAt: null,
      isNewUser: true,
      language: null,
      devanagariDigits: false,
    }
  );
}

/**
 * Changes the caller's username, country, language or digits (RLS: their own profile, only those columns). Null when a
 * username is taken by someone else, whatever its letter case.
 */
export async function updateProfile(
  tx: Tx,
  changes: { username?: string; country?: string; language?: "en" | "hi"; devanagariDigits?: boolean },
): Promise<ProfileRow | null> {
  const { devanagariDigits, ...rest } = changes;
  const columns = devanagariDigits === undefined ? rest : { ...rest, devanagari_digits: devanagariDigits };
  try {
    // In a savepoint, so a taken username leaves the caller's transaction usable.
    const [row] = await tx.savepoint(
      (sp) => sp<ProfileRow[]>`
        update public.profiles set ${sp(columns)}
        where id = (select auth.uid())
        returning username, country, language, devanagari_digits as "devanagariDigits"`,
    );
    if (!row) throw new Error("the caller has no profile");
    return row;
  } catch (error) {
    if ((error as { code?: string }).code === "23505") return null;
    throw error;
  }
}
