// The profile's account settings (PATCH /api/profile, POST /api/auth/change-password); the current
// values come with the signed-in user (GET /api/auth/user).
import type { ProfileRow } from "@shared/contract/api-rows.ts";
import type { ChangePasswordInput } from "@shared/contract/auth-schemas.ts";
import type { ProfileUpdateInput } from "@shared/contract/profile-schemas.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdateInput) => api.patch<ProfileRow>("/profile", changes),
    // The header, the profile and sign-in by username all read the current user.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["auth", "user"] }),
  });
}

export const changePassword = (input: ChangePasswordInput) =>
  api.post<{ message: string }>("/auth/change-password", input);
