// Profile → Import: the preview and the import (multipart uploads of the chosen CSV with the chosen
// format and mapping), and the user's past imports.
import type { ImportPreview, ImportRecord, ImportResult } from "@shared/contract/api-rows.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { refreshAfterExpenseChange } from "../../lib/money-queries.ts";

export interface ImportChoice {
  file: File;
  format?: string;
  mapping?: Record<string, string>;
  /** The category chosen for a name the file uses ("Pets" → "Others"). */
  categories?: Record<string, string>;
}

const importsKey = ["imports"] as const;

function formOf({ file, format, mapping, categories }: ImportChoice): FormData {
  const form = new FormData();
  form.append("file", file, file.name);
  if (format) form.append("format", format);
  if (mapping) form.append("mapping", JSON.stringify(mapping));
  if (categories) form.append("categories", JSON.stringify(categories));
  return form;
}

export const usePreviewImport = () =>
  useMutation({
    mutationFn: (choice: ImportChoice) => api.post<ImportPreview>("/imports/preview", formOf(choice)),
  });

export function useImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: ImportChoice) => api.post<ImportResult>("/imports", formOf(choice)),
    onSuccess: () => refreshAfterExpenseChange(queryClient),
    // A failed import is recorded too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: importsKey }),
  });
}

export const usePastImports = () =>
  useQuery({
    queryKey: importsKey,
    queryFn: () => api.read<ImportRecord[]>("/imports", "Failed to fetch imports"),
  });
