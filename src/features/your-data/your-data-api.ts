// The rights centre's server calls (docs/product.md "Your data"): the summary, archive requests,
// erasing one kind, the name and the nominee.
import type { ProfileRow } from "@shared/contract/api-rows.ts";
import type {
  DataArchiveRow,
  DataSummaryRow,
  ErasableKind,
  NomineeInput,
  NomineeRow,
} from "@shared/contract/data-rights.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";

const key = ["your-data"] as const;

/** While an archive is being made the screen asks every 2 s how far it got. */
const PROGRESS_POLL_MS = 2000;

export const archiveInProgress = (archive: DataArchiveRow | null | undefined): boolean =>
  archive?.status === "pending" || archive?.status === "running";

export const useDataSummary = () =>
  useQuery({
    queryKey: key,
    queryFn: () => api.read<DataSummaryRow>("/me/data", "Failed to fetch your data"),
    refetchInterval: (query) => (archiveInProgress(query.state.data?.archive) ? PROGRESS_POLL_MS : false),
  });

function useChange<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const useRequestArchive = () => useChange(() => api.post<DataArchiveRow>("/me/data/archive"));

export const downloadArchive = (id: string) => api.get<{ url: string }>(`/me/data/archive/${id}/download`);

export const useEraseKind = () =>
  useChange((kind: ErasableKind) =>
    api.post<{ kind: ErasableKind; erased: number }>("/me/data/erase", { kind, confirm: true }),
  );

export const useSaveName = () =>
  useChange((input: { firstName: string; lastName: string }) => api.patch<ProfileRow>("/profile", input));

export const useSaveNominee = () =>
  useChange((input: NomineeInput) => api.put<NomineeRow>("/me/data/nominee", input));

export const useRemoveNominee = () => useChange(() => api.delete<null>("/me/data/nominee"));
