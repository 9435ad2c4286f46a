// Reminder and report settings (GET/PATCH /api/notification-settings, docs/product.md §4.25).
import type { NotificationSettingsRow } from "@shared/contract/api-rows.ts";
import type { NotificationSettingsPatch } from "@shared/contract/notification-settings.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { consentsKey } from "../../lib/consents";

const key = ["notification-settings"] as const;

export const useNotificationSettings = () =>
  useQuery({
    queryKey: key,
    queryFn: () =>
      api.read<NotificationSettingsRow>("/notification-settings", "Failed to fetch your reminders"),
  });

export function useChangeNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: NotificationSettingsPatch) =>
      api.patch<NotificationSettingsRow>("/notification-settings", patch),
    onSuccess: (row) => {
      queryClient.setQueryData(key, row);
      // Budget alerts on home follow their switch; the reminder and report switches are consents.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ["notifications"] }),
        queryClient.invalidateQueries({ queryKey: consentsKey }),
      ]);
    },
  });
}
