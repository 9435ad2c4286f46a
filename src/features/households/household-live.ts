// A household, live (docs/product.md "Households", "Live"): while its screen is open, the app listens
// on the household's private Realtime channel, `household:<id>`, which the database feeds with
// Broadcast (a message per change of its members, activity, and later shared expenses and
// settlements). Only current members may join it (RLS on realtime.messages). A message refreshes what
// it touches, as a change made on this device would; leaving the screen leaves the channel. The channel
// joins over the app's one Realtime socket (lib/realtime-socket.ts), beside the live updates.
import type { RealtimeChannel } from "@supabase/realtime-js";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { leaseRealtimeSocket } from "../../lib/realtime-socket.ts";
import { householdBudgetKey } from "./household-budget-api.ts";
import { householdKeys } from "./households-api.ts";

/** Messages arriving together (a join writes a member row and an activity line) refresh once. */
const COALESCE_MS = 50;

export const householdTopic = (householdId: string) => `household:${householdId}`;

/**
 * What a message of `event` refreshes. Members and activity: the household (its members, invites and
 * activity) and the list (member counts). Events of other feeds add their own queries here.
 */
export function refreshAfterHouseholdMessage(
  queryClient: QueryClient,
  householdId: string,
  events: ReadonlySet<string>,
): Promise<unknown> {
  // A shared expense (event `expense`) changes the household's expense list and balances only; a
  // settlement (event `settlement`) the balances only.
  const membersOrActivity = [...events].some((event) => event !== "expense" && event !== "settlement");
  return Promise.all([
    membersOrActivity ? queryClient.invalidateQueries({ queryKey: householdKeys.one(householdId) }) : null,
    membersOrActivity ? queryClient.invalidateQueries({ queryKey: householdKeys.all, exact: true }) : null,
    events.has("expense")
      ? queryClient.invalidateQueries({ queryKey: householdKeys.expenses(householdId) })
      : null,
    events.has("expense") || events.has("settlement")
      ? queryClient.invalidateQueries({ queryKey: householdKeys.balances(householdId) })
      : null,
    // The household's budget card: what was spent against it.
    events.has("expense")
      ? queryClient.invalidateQueries({ queryKey: householdBudgetKey(householdId) })
      : null,
  ]);
}

export interface HouseholdLiveOptions {
  queryClient: QueryClient;
  householdId: string;
  /** `<Supabase URL>/realtime/v1`. */
  realtimeUrl: string;
  apiKey: string;
  /** The current access token; realtime-js sends a refreshed one to the joined channel. */
  accessToken: () => Promise<string | null>;
}

/** Joins the household's channel; resolves to the function that leaves it. */
export async function startHouseholdLive(options: HouseholdLiveOptions): Promise<() => void> {
  const { queryClient, householdId } = options;
  // Over the app's one socket (the live updates' own), as one more channel: no second WebSocket.
  const { client, release } = await leaseRealtimeSocket(options);
  let stopped = false;
  let pending = new Set<string>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;

  const received = (event: string) => {
    pending.add(event);
    flushTimer ??= setTimeout(() => {
      const events = pending;
      pending = new Set();
      flushTimer = undefined;
      void refreshAfterHouseholdMessage(queryClient, householdId, events);
    }, COALESCE_MS);
  };

  // A private channel is authorised with the user's token, so it must be set before the join.
  await client.setAuth().catch(() => {});
  const channel: RealtimeChannel = client
    .channel(householdTopic(householdId), { config: { private: true } })
    .on("broadcast", { event: "*" }, (message: { event?: string }) => received(message.event ?? ""))
    .subscribe((status) => {
      // Reads fetched before the channel (re)joined may have missed a change: fetch those again.
      if (status === "SUBSCRIBED" && !stopped) {
        const subscribedAt = Date.now();
        void queryClient.invalidateQueries({
          queryKey: householdKeys.one(householdId),
          predicate: (query) => query.state.dataUpdatedAt < subscribedAt,
        });
      }
    });

  return () => {
    stopped = true;
    clearTimeout(flushTimer);
    void client.removeChannel(channel);
    release();
  };
}

/** Keeps the household's channel joined while the calling screen is open. */
export function useHouseholdLive(householdId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("../../lib/supabase.ts").then(({ supabaseUrl, supabaseKey, currentAccessToken }) =>
      startHouseholdLive({
        queryClient,
        householdId,
        realtimeUrl: `${supabaseUrl}/realtime/v1`,
        apiKey: supabaseKey,
        accessToken: currentAccessToken,
      }).then((leave) => {
        if (cancelled) leave();
        else stop = leave;
      }),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [householdId, queryClient]);
}
