// TanStack Query defaults of docs/product.md §7.3: no automatic retries, no refetch on focus or interval unless a
// query asks for it, and cached data never goes stale (mutations invalidate what they change).
import { onlineManager, QueryClient } from "@tanstack/react-query";
import { isNetworkError } from "./api.ts";

// TanStack Query assumes "online" until an offline event; a page opened without a connection would
// then fail its reads instead of showing the last-synced data (docs/offline.md). The browser's
// "offline" is reliable (its "online" may not be, so that is left to the requests themselves).
if (typeof navigator !== "undefined" && navigator.onLine === false) onlineManager.setOnline(false);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The one retry: a read the connection cut off mid-flight is tried once more a second later,
        // and if the browser is offline by then, TanStack Query holds it until the connection is back.
        // The screen keeps what it showed under the offline line instead of "Couldn't load" (§7.3).
        retry: (failures, error) => failures === 0 && isNetworkError(error),
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
