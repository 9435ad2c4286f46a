// Live updates (docs/product.md §7.3, docs/money-screens.md "Live updates"): one Supabase Realtime
// channel per signed-in user, subscribed to changes of their own expenses, budget and budget alerts;
// a change refreshes the screens' queries as a save on this device would. Row-level security decides
// what the server sends; the `user_id` filters only keep other users' changes from being checked for
// this subscriber at all. realtime-js is downloaded once a user is signed in.
import type { RealtimeChannel } from "@supabase/realtime-js";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { setLiveStatus } from "./live-status";
import { moneyKeys, refreshAfterExpenseChange } from "./money-queries";
import { leaseRealtimeSocket } from "./realtime-socket";

type Table = "expenses" | "budgets" | "budget_notifications";
const TABLES: readonly Table[] = ["expenses", "budgets", "budget_notifications"];

/** Changes arriving together (a bulk save) refresh once. */
const COALESCE_MS = 50;
/** After the server closed the channel (an expired token), join again after this long. */
const REJOIN_MS = [1_000, 2_000, 5_000, 10_000];

/** Every query a change of `table` can affect (docs/product.md §7.3: what a local save refreshes). */
function refreshFor(queryClient: QueryClient, tables: Set<Table>): Promise<unknown> {
  if (tables.has("expenses")) return refreshAfterExpenseChange(queryClient);
  const keys = tables.has("budgets")
    ? [moneyKeys.budget, moneyKeys.analytics, moneyKeys.notifications]
    : [moneyKeys.notifications];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

const MONEY_ROOTS = new Set<unknown>([
  moneyKeys.expenses[0],
  moneyKeys.analytics[0],
  moneyKeys.budget[0],
  moneyKeys.notifications[0],
  moneyKeys.customCategories[0],
]);

export interface LiveUpdatesOptions {
  queryClient: QueryClient;
  userId: string;
  /** `<Supabase URL>/realtime/v1`. */
  realtimeUrl: string;
  apiKey: string;
  /** The current access token; realtime-js asks again on every heartbeat and sends a refreshed one. */
  accessToken: () => Promise<string | null>;
}

/** Starts the user's channel; resolves to the function that stops it. */
export async function startLiveUpdates(options: LiveUpdatesOptions): Promise<() => void> {
  const { queryClient, userId } = options;
  // The app's one socket, shared with any other channel (an open household's).
  const { client, release } = await leaseRealtimeSocket(options);
  let stopped = false;
  let channel: RealtimeChannel | undefined;
  let rejoinTimer: ReturnType<typeof setTimeout> | undefined;
  let closedInARow = 0;
  let pending = new Set<Table>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;

  const changed = (table: Table) => {
    pending.add(table);
    flushTimer ??= setTimeout(() => {
      const tables = pending;
      pending = new Set();
      flushTimer = undefined;
      void refreshFor(queryClient, tables);
    }, COALESCE_MS);
  };

  /** Reads fetched before the channel (re)joined may have missed a change: fetch those again. */
  const catchUp = (subscribedAt: number) =>
    queryClient.invalidateQueries({
      predicate: (query) => MONEY_ROOTS.has(query.queryKey[0]) && query.state.dataUpdatedAt < subscribedAt,
    });

  const join = async () => {
    setLiveStatus("connecting");
    // The token must be in hand before the join is sent: realtime-js sends a later one only to channels
    // already joined, so a join racing the first token would stay signed out.
    await client.setAuth().catch(() => {});
    if (stopped) return;
    const joined = TABLES.reduce(
      (next, table) =>
        next.on(
          "postgres_changes",
          { event: "*", schema: "public", table, filter: `user_id=eq.${userId}` },
          () => changed(table),
        ),
      client.channel(`live:${userId}`),
    );
    channel = joined
      // The server reports when its stream of database changes drops and comes back.
      .on("system", {}, (message: { status?: string }) => {
        if (message.status === "error") setLiveStatus("down");
        else if (message.status === "ok" && joined.state === "joined") setLiveStatus("live");
      })
      .subscribe((status) => {
        if (stopped) return;
        if (status === "SUBSCRIBED") {
          closedInARow = 0;
          setLiveStatus("live");
          void catchUp(Date.now());
          return;
        }
        setLiveStatus("down");
        // CHANNEL_ERROR and TIMED_OUT: realtime-js rejoins by itself. CLOSED by the server (an expired
        // or refused token): start a new channel.
        if (status === "CLOSED") {
          const leaving = joined;
          void client.removeChannel(leaving);
          const delay = REJOIN_MS[Math.min(closedInARow++, REJOIN_MS.length - 1)];
          rejoinTimer = setTimeout(() => void join(), delay);
        }
      });
  };
  void join();

  return () => {
    stopped = true;
    clearTimeout(rejoinTimer);
    clearTimeout(flushTimer);
    setLiveStatus("off");
    if (channel) void client.removeChannel(channel);
    release();
  };
}

/** Keeps the signed-in user's channel open while they are signed in (null: none). */
export function useLiveUpdates(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./supabase").then(({ supabaseUrl, supabaseKey, currentAccessToken }) =>
      startLiveUpdates({
        queryClient,
        userId,
        realtimeUrl: `${supabaseUrl}/realtime/v1`,
        apiKey: supabaseKey,
        accessToken: currentAccessToken,
      }).then((stopLive) => {
        if (cancelled) stopLive();
        else stop = stopLive;
      }),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, queryClient]);
}
