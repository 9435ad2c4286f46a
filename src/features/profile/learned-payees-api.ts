// The payees whose category the user taught the app (docs/capture.md, "Categories and learning"):
// GET /api/merchant-categories lists them, DELETE /api/merchant-categories/:key forgets one (the
// caller's own row only, by RLS). The next message from a forgotten payee gets the keyword table's guess.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";

/** The same key the message review reads the map under, so forgetting here refreshes it there. */
const learnedPayeesKey = ["merchant-categories"] as const;

export interface LearnedPayee {
  /** The merchant key: lower-case words, or a UPI id whole. */
  key: string;
  category: string;
}

export function useLearnedPayees() {
  return useQuery({
    queryKey: learnedPayeesKey,
    queryFn: async () => {
      const body = await api.get<{ categories: Record<string, string> }>("/merchant-categories");
      return body?.categories ?? {};
    },
    select: (categories): LearnedPayee[] =>
      Object.entries(categories).map(([key, category]) => ({ key, category })),
  });
}

export function useForgetPayee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => api.delete(`/merchant-categories/${encodeURIComponent(key)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learnedPayeesKey }),
  });
}

/** "swiggy instamart" → "Swiggy Instamart"; a UPI id stays as written. */
export function payeeName(key: string): string {
  if (key.includes("@")) return key;
  return key.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}
