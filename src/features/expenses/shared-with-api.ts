// The households "Shared with" offers (docs/product.md §2.25.1) and their members: the same reads and
// cache entries as the households screens (GET /api/households, GET /api/households/:id), so a
// household seen there is at hand here, offline too.
import type { HouseholdDetail, HouseholdSummary } from "@shared/contract/household-schemas.ts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

/** The households screens' query keys (features/households/households-api.ts), shared on purpose. */
const keys = {
  all: ["households"] as const,
  one: (id: string) => ["households", id] as const,
};

export const useMyHouseholds = () =>
  useQuery({
    queryKey: keys.all,
    queryFn: () => api.read<HouseholdSummary[]>("/households", "Failed to fetch households"),
  });

export const useHouseholdMembers = (id: string | null) =>
  useQuery({
    queryKey: keys.one(id ?? ""),
    queryFn: () =>
      api.read<HouseholdDetail>(`/households/${encodeURIComponent(id ?? "")}`, "Failed to fetch household"),
    enabled: id !== null,
    retry: false,
  });
