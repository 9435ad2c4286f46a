// Renaming and merging the user's own categories (docs/product.md §5.5): POST /api/categories/rename
// and /merge. Everything that names a category changes, so every money screen refreshes.
import type { CategoryMoveAnswer, CustomCategoryRow } from "@shared/contract/api-rows.ts";
import type {
  CategoryKindInput,
  CategoryMergeInput,
  CategoryRenameInput,
} from "@shared/contract/profile-schemas.ts";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { refreshAfterExpenseChange } from "../../lib/money-queries";
import { recurringKey } from "../../lib/recurring";

const refresh = (queryClient: QueryClient) =>
  Promise.all([
    refreshAfterExpenseChange(queryClient),
    queryClient.invalidateQueries({ queryKey: recurringKey }),
  ]);

export function useRenameCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CategoryRenameInput) => api.post<CategoryMoveAnswer>("/categories/rename", input),
    onSuccess: () => refresh(queryClient),
  });
}

/** Merge one category into another; deleting one is a merge into the category the user picks. */
export function useMergeCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CategoryMergeInput) => api.post<CategoryMoveAnswer>("/categories/merge", input),
    onSuccess: () => refresh(queryClient),
  });
}

/** Spending or set aside (POST /api/categories/kind): every spending figure changes with it. */
export function useSetCategoryKind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CategoryKindInput) => api.post<CustomCategoryRow>("/categories/kind", input),
    onSuccess: () => refresh(queryClient),
  });
}
