// The signed-in user's profile and whether they are new (no budget and no expense yet).
import type { Tx } from "./with-user.ts";

export interface ProfileFacts {
  email: string | null;
  username: string | null;
  createdAt: string | null;
  isNewUser: boolean;
}

export async function profileFacts(tx: Tx): Promise<ProfileFacts> {
  const [row] = await tx<ProfileFacts[]>`
    select
      (select auth.email()) as email,
      p.username,
      p.created_at as "createdAt",
      not exists (select 1 from public.budgets b where b.user_id = (select auth.uid()))
        and not exists (select 1 from public.expenses e where e.user_id = (select auth.uid())) as "isNewUser"
    from (select 1) as one
    left join public.profiles p on p.id = (select auth.uid())`;
  return row ?? { email: null, username: null, createdAt: null, isNewUser: true };
}
