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
  upiId: string | null;
  /** A current member of a household: the web app loads "Shared with" on Add Expense only then. */
  inHousehold: boolean;
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
      p.upi_id as "upiId",
      not exists (select 1 from public.budgets b where b.user_id = (select auth.uid()))
        and not exists (select 1 from public.expenses e where e.user_id = (select auth.uid())) as "isNewUser",
      exists (select 1 from private.my_household_ids()) as "inHousehold"
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
      upiId: null,
      inHousehold: false,
    }
  );
}

/**
 * Changes the caller's username, country, language, digits or name (RLS: their own profile, only those columns). Null when a
 * username is taken by someone else, whatever its letter case.
 */
export async function updateProfile(
  tx: Tx,
  changes: {
    username?: string;
    country?: string;
    language?: "en" | "hi";
    devanagariDigits?: boolean;
    firstName?: string | null;
    lastName?: string | null;
    upiId?: string | null;
  },
): Promise<ProfileRow | null> {
  const { devanagariDigits, firstName, lastName, upiId, ...rest } = changes;
  const columns: Record<string, string | boolean | null> = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  );
  if (devanagariDigits !== undefined) columns.devanagari_digits = devanagariDigits;
  if (firstName !== undefined) columns.first_name = firstName;
  if (lastName !== undefined) columns.last_name = lastName;
  if (upiId !== undefined) columns.upi_id = upiId;
  try {
    // In a savepoint, so a taken username leaves the caller's transaction usable.
    const [row] = await tx.savepoint(
      (sp) => sp<ProfileRow[]>`
        update public.profiles set ${sp(columns)}
        where id = (select auth.uid())
        returning username, country, language, devanagari_digits as "devanagariDigits",
          first_name as "firstName", last_name as "lastName", upi_id as "upiId"`,
    );
    if (!row) throw new Error("the caller has no profile");
    return row;
  } catch (error) {
    if ((error as { code?: string }).code === "23505") return null;
    throw error;
  }
}
