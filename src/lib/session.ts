// Who is signed in. supabase-js owns the session (persisted, auto-refreshed: lib/auth-session.ts; ended:
// lib/sign-out.ts); the API's current-user call says whether that session belongs to a user of the app
// (docs/product.md §4.1: signed in = the call returns data). Both are exposed as small hooks so every
// screen asks the same question the same way. The current user is a TanStack query: this module loads
// with the signed-in screens and guards (app/SignedInGuards.tsx), never with a signed-out visitor's start.
import type { CurrentUser } from "@shared/contract/api-rows.ts";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { ApiError, api } from "./api";
import { isEndingHere, useSession } from "./auth-session";
import { endSessionHere } from "./sign-out";

export type { CurrentUser };

export const currentUserKey = (userId: string | null) => ["auth", "user", userId] as const;

export function fetchCurrentUser(): Promise<CurrentUser | null> {
  return api.get<CurrentUser | null>("/auth/user", { nullOn401: true });
}

export interface CurrentUserState {
  /** The signed-in user, or null when signed out (or the session is no longer accepted). */
  user: CurrentUser | null;
  /** True while the session or the current-user call is still resolving. */
  isLoading: boolean;
  /** The current-user call failed for another reason than 401 (offline, server down). */
  error: Error | null;
  /** The stored session was refused (it ended on another device or by a password reset). */
  ended: boolean;
  /**
   * `user` is the server's answer during this visit, not a copy painted from the device (which may
   * predate a change made elsewhere): only a confirmed user is acted on by writing to the profile.
   */
  confirmed: boolean;
  refetch: () => void;
}

/** When this page started: a read answered before it is a copy from the device (lib/query-persistence.ts). */
const pageStartedAt = typeof performance !== "undefined" ? performance.timeOrigin : 0;

/** The signed-in user per docs/product.md §4.1: GET /api/auth/user, no retry, null on 401. */
export function useCurrentUser(): CurrentUserState {
  const session = useSession();
  const userId = session.session?.user.id ?? null;
  const query = useQuery({
    queryKey: currentUserKey(userId),
    queryFn: fetchCurrentUser,
    enabled: userId !== null,
    retry: false,
    // Fail at once when offline (instead of pausing) so the shell can show the offline screen.
    networkMode: "always",
  });

  // The API answers 401 for a session that ended elsewhere: this device forgets it and says why.
  const ended = userId !== null && query.isSuccess && query.data === null;
  useEffect(() => {
    if (ended && userId && !isEndingHere()) void endSessionHere(userId, { endedElsewhere: true });
  }, [ended, userId]);

  const none = { user: null, error: null, ended: false, confirmed: false, refetch: () => {} };
  if (session.status === "loading") return { ...none, isLoading: true };
  if (userId === null) return { ...none, isLoading: false };
  const error = query.error instanceof ApiError && query.error.status === 401 ? null : query.error;
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    error,
    ended,
    confirmed: query.isSuccess && query.dataUpdatedAt >= pageStartedAt,
    refetch: () => void query.refetch(),
  };
}

/** The signed-in user's e-mail for per-user storage keys; "" while signed out. */
export function useUserEmail(): string {
  const { user } = useCurrentUser();
  const session = useSession();
  return user?.email ?? session.session?.user.email ?? "";
}
