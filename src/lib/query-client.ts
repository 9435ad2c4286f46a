// TanStack Query defaults of docs/product.md §7.3: no automatic retries, no refetch on focus or interval unless a
// query asks for it, and cached data never goes stale (mutations invalidate what they change).
import { QueryClient } from "@tanstack/react-query";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
