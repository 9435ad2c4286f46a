// Households on the client (docs/product.md "Households"): the queries of the list, a household and
// its activity, and every change, each refreshing what it touches.
import type { ExpenseRow } from "@shared/contract/api-rows.ts";
import { type ExpenseFilters, filterParams } from "@shared/contract/expense-filters.ts";
import type {
  HouseholdActivityRow,
  HouseholdDetail,
  HouseholdInviteMade,
  HouseholdSummary,
} from "@shared/contract/household-schemas.ts";
import type { HouseholdBalances, SettlementRow } from "@shared/contract/settlement-schemas.ts";
import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

export const householdKeys = {
  all: ["households"] as const,
  one: (id: string) => ["households", id] as const,
  activity: (id: string) => ["households", id, "activity"] as const,
  expenses: (id: string) => ["households", id, "expenses"] as const,
  balances: (id: string) => ["households", id, "balances"] as const,
};

export const useHouseholds = () =>
  useQuery({
    queryKey: householdKeys.all,
    queryFn: () => api.read<HouseholdSummary[]>("/households", "Failed to fetch households"),
  });

export const useHousehold = (id: string) =>
  useQuery({
    queryKey: householdKeys.one(id),
    queryFn: () =>
      api.read<HouseholdDetail>(`/households/${encodeURIComponent(id)}`, "Failed to fetch household"),
    retry: false,
  });

export const useHouseholdActivity = (id: string) =>
  useQuery({
    queryKey: householdKeys.activity(id),
    queryFn: () =>
      api.read<HouseholdActivityRow[]>(
        `/households/${encodeURIComponent(id)}/activity`,
        "Failed to fetch household activity",
      ),
    retry: false,
  });

/** Rows per page of the household's history. */
export const HOUSEHOLD_PAGE_SIZE = 50;

interface HouseholdPage {
  rows: ExpenseRow[];
  /** The next (older) page's cursor, or null on the last page. */
  next: string | null;
}

/**
 * The household's history (docs/product.md §2.25.1): its shared expenses matching `filters`, newest
 * first, a keyset page at a time. Keyed under householdKeys.expenses, so a live message refreshes it.
 */
export function useHouseholdHistory(id: string, filters: ExpenseFilters) {
  const filterQuery = filterParams(filters).toString();
  return useInfiniteQuery({
    queryKey: [...householdKeys.expenses(id), filterQuery],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<HouseholdPage> => {
      const params = filterParams(filters);
      params.set("limit", String(HOUSEHOLD_PAGE_SIZE));
      if (pageParam) params.set("before", pageParam);
      const { data, headers } = await api.readWithHeaders<ExpenseRow[]>(
        `/households/${encodeURIComponent(id)}/expenses?${params}`,
        "Failed to fetch the household's expenses",
      );
      return { rows: data, next: headers.get("X-Next-Cursor") };
    },
    getNextPageParam: (last) => last.next,
    retry: false,
  });
}

/** The household's export path for `filters` (GET /api/households/:id/export). */
export const householdExportPath = (id: string, filters: ExpenseFilters) => {
  const params = filterParams(filters);
  const path = `/households/${encodeURIComponent(id)}/export`;
  return params.size ? `${path}?${params}` : path;
};

/** Who owes whom (docs/product.md §2.25.2): each member's net and the payments that settle them. */
export const useHouseholdBalances = (id: string) =>
  useQuery({
    queryKey: householdKeys.balances(id),
    queryFn: () =>
      api.read<HouseholdBalances>(
        `/households/${encodeURIComponent(id)}/balances`,
        "Failed to fetch the household's balances",
      ),
    retry: false,
  });

/** Records that I paid a member back; the balances refresh. */
export function useSettleUp(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { to: string; amount: string }) =>
      api.post<SettlementRow>(`/households/${encodeURIComponent(id)}/settlements`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdKeys.balances(id) }),
  });
}

/** Every household query: any change may touch the list, the household and its activity. */
const refresh = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: householdKeys.all });

/**
 * A change of the user's own membership (create, join, leave, delete) also reads the current user again:
 * its `inHousehold` says whether Add Expense offers "Shared with" (features/expenses/SharedWithSlot.tsx).
 */
const refreshMembership = (queryClient: QueryClient) =>
  Promise.all([refresh(queryClient), queryClient.invalidateQueries({ queryKey: ["auth", "user"] })]);

function useHouseholdChange<Input, Answer>(
  send: (input: Input) => Promise<Answer>,
  after: (queryClient: QueryClient) => Promise<unknown> = refresh,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => after(queryClient) });
}

export const useCreateHousehold = () =>
  useHouseholdChange(
    (name: string) => api.post<HouseholdSummary>("/households", { name }),
    refreshMembership,
  );

export const useRenameHousehold = (id: string) =>
  useHouseholdChange((name: string) => api.patch<HouseholdDetail>(`/households/${id}`, { name }));

export const useHandOverHousehold = (id: string) =>
  useHouseholdChange((ownerId: string) => api.patch<HouseholdDetail>(`/households/${id}`, { ownerId }));

export const useRemoveMember = (id: string) =>
  useHouseholdChange((userId: string) => api.delete(`/households/${id}/members/${userId}`));

/**
 * Leaving or deleting: the screen moves on at once. Waiting for the refetch first let the household's
 * own read come back 404 and replace the screen ("isn't there") before it could go to the list.
 */
function useHouseholdExit(send: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_: undefined) => send(),
    onSuccess: () => {
      void refreshMembership(queryClient);
    },
  });
}

export const useLeaveHousehold = (id: string) => useHouseholdExit(() => api.post(`/households/${id}/leave`));

export const useDeleteHousehold = (id: string) => useHouseholdExit(() => api.delete(`/households/${id}`));

export const useCreateInvite = (id: string) =>
  useHouseholdChange((_: undefined) => api.post<HouseholdInviteMade>(`/households/${id}/invites`));

export const useRevokeInvite = (id: string) =>
  useHouseholdChange((inviteId: string) => api.delete(`/households/${id}/invites/${inviteId}`));

export const joinHousehold = (code: string) =>
  api.post<{ id: string; role: "member" }>("/households/join", { code });
export const refreshHouseholds = refreshMembership;
