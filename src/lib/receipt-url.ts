// A short-lived signed URL for a receipt photo (the `receipts` bucket is private), for thumbnails.
import { useQuery } from "@tanstack/react-query";
import { moneyKeys } from "./money-queries.ts";

export const useReceiptUrl = (path: string | null | undefined) =>
  useQuery({
    queryKey: moneyKeys.receiptUrl(path ?? ""),
    enabled: Boolean(path),
    staleTime: 50 * 60 * 1000,
    queryFn: async () => {
      // Storage's client loads with the first receipt shown, not with the screen (lib/supabase-storage.ts).
      const { storage } = await import("./supabase-storage.ts");
      const { data, error } = await storage.from("receipts").createSignedUrl(path as string, 3600);
      if (error) throw error;
      return data.signedUrl;
    },
  });
