// Web Push devices (docs/product.md §4.28): the caller's own under RLS, and the reminder job's
// reads and clean-up with service rights.
import type { PushSubscriptionInput } from "@shared/push/push-subscriptions.ts";
import type postgres from "postgres";
import type { AccessClaims } from "../auth/verify-token.ts";
import { badRequest } from "../http/errors.ts";
import type { PushTarget } from "../push/web-push.ts";
import { withService, withUser } from "./with-user.ts";

export interface SavedPushSubscription {
  endpoint: string;
  userAgent: string | null;
  createdAt: string;
}

/** The database's endpoint rule (20261126000300_push_endpoint_allowed.sql) refused the row. */
const isEndpointRefused = (error: unknown) =>
  (error as { code?: string }).code === "23514" &&
  (error as { constraint_name?: string }).constraint_name === "push_subscriptions_endpoint_allowed";

/**
 * Adds the device or renews its keys. An endpoint is one browser profile: when another account had
 * it, that row goes first (the device belongs to whoever switched it on last; its rows are not
 * visible to the caller, so RLS alone would refuse the upsert). Past 20 devices the database drops
 * the one least recently switched on or renewed. The database also refuses a local endpoint no test
 * registered, which the API's own check lets through on the local stack.
 */
export async function savePushSubscription(
  sql: postgres.Sql,
  claims: AccessClaims,
  input: PushSubscriptionInput,
): Promise<SavedPushSubscription> {
  await withService(
    sql,
    (tx) => tx`
      delete from public.push_subscriptions where endpoint = ${input.endpoint} and user_id <> ${claims.sub}`,
  );
  try {
    return await withUser(sql, claims, async (tx) => {
      const [row] = await tx<SavedPushSubscription[]>`
        insert into public.push_subscriptions (user_id, endpoint, p256dh, auth, user_agent)
        values ((select auth.uid()), ${input.endpoint}, ${input.keys.p256dh}, ${input.keys.auth}, ${input.userAgent ?? null})
        on conflict (endpoint) do update set
          p256dh = excluded.p256dh, auth = excluded.auth, user_agent = excluded.user_agent
        returning endpoint, user_agent as "userAgent", created_at as "createdAt"`;
      return row as SavedPushSubscription;
    });
  } catch (error) {
    if (isEndpointRefused(error)) throw badRequest("endpoint must be an https URL of a push service");
    throw error;
  }
}

/** True when the caller had that device. */
export async function deletePushSubscription(
  sql: postgres.Sql,
  claims: AccessClaims,
  endpoint: string,
): Promise<boolean> {
  const rows = await withUser(
    sql,
    claims,
    (tx) => tx`
      delete from public.push_subscriptions
      where user_id = (select auth.uid()) and endpoint = ${endpoint}
      returning id`,
  );
  return rows.length > 0;
}

/** The user's devices, for the reminder job. */
export function pushTargetsOf(sql: postgres.Sql, userId: string): Promise<PushTarget[]> {
  return withService(
    sql,
    (tx) => tx<PushTarget[]>`
      select endpoint, p256dh, auth from public.push_subscriptions
      where user_id = ${userId} order by created_at`,
  );
}

/** A device its push service no longer knows (404/410). */
export async function forgetPushTarget(sql: postgres.Sql, endpoint: string): Promise<void> {
  await withService(sql, (tx) => tx`delete from public.push_subscriptions where endpoint = ${endpoint}`);
}
