// Households (supabase/schemas/44_households.sql). Reads run under the caller's RLS (members see
// their households' rows); every write is one call of a security-definer function that checks the
// caller's role itself and answers an outcome the route turns into a status.
import type {
  HouseholdActivityKind,
  HouseholdActivityRow,
  HouseholdDetail,
  HouseholdInviteRow,
  HouseholdMemberRow,
  HouseholdRole,
  HouseholdSummary,
} from "@shared/contract/household-schemas.ts";
import type { Tx } from "./with-user.ts";

/** What an owner-only or membership change came to (the SQL functions' answers). */
export type HouseholdOutcome =
  | "ok"
  | "not_found"
  | "not_owner"
  | "not_a_member"
  | "already_owner"
  | "owner_must_hand_over"
  | "is_owner"
  | "no_invite"
  | "used"
  | "too_many";

export type JoinOutcome =
  | "joined"
  | "unknown"
  | "expired"
  | "used"
  | "revoked"
  | "member"
  | "full"
  | "too_many";

/** The new household, or undefined when the caller is in as many households as a person may be. */
export async function createHousehold(tx: Tx, name: string): Promise<HouseholdSummary | undefined> {
  const [row] = await tx<{ id: string | null }[]>`select private.create_household(${name}) as id`;
  if (!row?.id) return undefined;
  return { id: row.id, name, role: "owner", memberCount: 1 };
}

/** The caller's current households, by name. */
export const listHouseholds = (tx: Tx) => tx<HouseholdSummary[]>`
  select h.id, h.name, m.role,
    (select count(*)::int from public.household_members c
      where c.household_id = h.id and c.left_at is null) as "memberCount"
  from public.household_members m
  join public.households h on h.id = m.household_id
  where m.user_id = (select auth.uid()) and m.left_at is null
  order by lower(h.name), h.id`;

interface RosterRow {
  userId: string | null;
  displayName: string | null;
  role: HouseholdRole;
  joinedAt: Date;
  leftAt: Date | null;
}

const roster = (tx: Tx, id: string) => tx<RosterRow[]>`
  select user_id as "userId", display_name as "displayName", role, joined_at as "joinedAt", left_at as "leftAt"
  from private.household_roster(${id})`;

/** The household with its current members and invites, or undefined for a non-member. */
export async function findHousehold(tx: Tx, id: string, now: Date): Promise<HouseholdDetail | undefined> {
  const [household] = await tx<{ id: string; name: string; role: HouseholdRole }[]>`
    select h.id, h.name, private.household_role(h.id) as role
    from public.households h where h.id = ${id}`;
  if (!household?.role) return undefined;
  const people = await roster(tx, id);
  const members: HouseholdMemberRow[] = people
    .filter((person) => person.leftAt === null && person.userId !== null)
    .map((person) => ({
      userId: person.userId as string,
      displayName: person.displayName,
      role: person.role,
      joinedAt: person.joinedAt.toISOString(),
    }));
  const invites = await tx<
    { id: string; createdAt: Date; expiresAt: Date; usedAt: Date | null; revokedAt: Date | null }[]
  >`
    select id, created_at as "createdAt", expires_at as "expiresAt", used_at as "usedAt", revoked_at as "revokedAt"
    from public.household_invites where household_id = ${id}
    order by created_at desc, id limit 20`;
  return {
    ...household,
    memberCount: members.length,
    members,
    invites: invites.map(
      (invite): HouseholdInviteRow => ({
        id: invite.id,
        createdAt: invite.createdAt.toISOString(),
        expiresAt: invite.expiresAt.toISOString(),
        status: invite.revokedAt
          ? "revoked"
          : invite.usedAt
            ? "used"
            : invite.expiresAt <= now
              ? "expired"
              : "open",
      }),
    ),
  };
}

/** The caller's role in a household, or null when they are not a current member. */
export async function householdRole(tx: Tx, id: string): Promise<HouseholdRole | null> {
  const [row] = await tx<{ role: HouseholdRole | null }[]>`select private.household_role(${id}) as role`;
  return row?.role ?? null;
}

const outcomeOf = async (query: Promise<{ outcome: HouseholdOutcome }[]>) => {
  const [row] = await query;
  return row?.outcome ?? "not_found";
};

export const renameHousehold = (tx: Tx, id: string, name: string) =>
  outcomeOf(tx`select private.rename_household(${id}, ${name}) as outcome`);

export const handOverHousehold = (tx: Tx, id: string, ownerId: string) =>
  outcomeOf(tx`select private.hand_over_household(${id}, ${ownerId}) as outcome`);

export const leaveHousehold = (tx: Tx, id: string) =>
  outcomeOf(tx`select private.leave_household(${id}) as outcome`);

export const removeHouseholdMember = (tx: Tx, id: string, userId: string) =>
  outcomeOf(tx`select private.remove_household_member(${id}, ${userId}) as outcome`);

export const deleteHousehold = (tx: Tx, id: string) =>
  outcomeOf(tx`select private.delete_household(${id}) as outcome`);

export const revokeHouseholdInvite = (tx: Tx, id: string, inviteId: string) =>
  outcomeOf(tx`select private.revoke_household_invite(${id}, ${inviteId}) as outcome`);

export async function createHouseholdInvite(
  tx: Tx,
  id: string,
  code: string,
  madeAt: Date,
): Promise<{ outcome: HouseholdOutcome; inviteId?: string; expiresAt?: Date }> {
  const [row] = await tx<{ inviteId: string | null; expiresAt: Date | null; outcome: HouseholdOutcome }[]>`
    select invite_id as "inviteId", expires_at as "expiresAt", outcome
    from private.create_household_invite(${id}, ${code}, ${madeAt})`;
  if (row?.outcome !== "ok") return { outcome: row?.outcome ?? "not_found" };
  return { outcome: "ok", inviteId: row.inviteId ?? undefined, expiresAt: row.expiresAt ?? undefined };
}

export async function joinHousehold(
  tx: Tx,
  code: string,
  at: Date,
): Promise<{ outcome: JoinOutcome; householdId: string | null }> {
  const [row] = await tx<{ householdId: string | null; outcome: JoinOutcome }[]>`
    select household_id as "householdId", outcome from private.join_household(${code}, ${at})`;
  return row ?? { outcome: "unknown", householdId: null };
}

/** The household's activity, newest first, with each person's name (null for a deleted account). */
export async function householdActivity(tx: Tx, id: string, limit: number): Promise<HouseholdActivityRow[]> {
  const names = new Map((await roster(tx, id)).map((person) => [person.userId, person.displayName]));
  const rows = await tx<
    {
      id: string;
      kind: HouseholdActivityKind;
      actorId: string | null;
      subjectId: string | null;
      details: Record<string, string>;
      at: Date;
    }[]
  >`
    select id, kind, actor_id as "actorId", subject_id as "subjectId", details, created_at as at
    from public.household_activity where household_id = ${id}
    order by created_at desc, id desc limit ${limit}`;
  const person = (userId: string | null) =>
    userId === null ? null : { userId, displayName: names.get(userId) ?? null };
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    actor: person(row.actorId),
    subject: person(row.subjectId),
    details: row.details,
    at: row.at.toISOString(),
  }));
}
