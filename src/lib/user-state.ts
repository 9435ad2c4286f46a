// The user state kept on the server (GET/PATCH /api/user-state, docs/product.md §10.8): streaks, the
// day's mission, welcome and tour flags, the greeting's day, sound, closed home alerts. It follows the
// user to every device; this browser keeps a copy (user storage `userState`) only to show something at
// once, and the first time it signs in it carries its own older values to the server.
import type { UserState } from "@shared/contract/api-rows.ts";
import type { UserStatePatch } from "@shared/contract/user-state-schemas.ts";
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { api } from "./api";
import { queryClient as appQueryClient } from "./query-client";
import {
  applyUserStatePatch,
  DEFAULT_USER_STATE,
  deviceStatePatch,
  forgetDeviceState,
  readDeviceState,
} from "./user-state-rules";
import { userStorage } from "./user-storage";

export type { UserState };

const userStateKey = (email: string) => ["user-state", email.trim().toLowerCase()] as const;
const mutationKey = ["user-state", "patch"] as const;

/** The cached copy, or null when this browser has none (or it is unreadable). */
function cachedState(email: string): UserState | null {
  const cached = userStorage.getJson<UserState>(email, "userState");
  return cached && typeof cached === "object" ? { ...DEFAULT_USER_STATE, ...cached } : null;
}

const remember = (email: string, state: UserState) => userStorage.setJson(email, "userState", state);

async function loadUserState(email: string): Promise<UserState> {
  let state = await api.read<UserState | null>("/user-state", "Failed to fetch your coach progress");
  if (!userStorage.getFlag(email, "stateOnServer")) {
    const patch = deviceStatePatch(state, readDeviceState(userStorage, email));
    if (patch) state = await api.patch<UserState>("/user-state", patch);
    userStorage.setFlag(email, "stateOnServer", true);
    forgetDeviceState(userStorage, email);
  }
  const full = { ...DEFAULT_USER_STATE, ...state };
  remember(email, full);
  return full;
}

export const userStateQuery = (email: string) =>
  queryOptions({
    queryKey: userStateKey(email),
    queryFn: () => loadUserState(email),
    enabled: email !== "",
    // Screens wait for it before deciding (welcome, greeting, Mark Complete): a passing hiccup (busy
    // database, dropped connection) is tried again rather than leaving them waiting.
    retry: 2,
    // Shown at once from this browser's copy while the server's answer is on its way.
    placeholderData: () => cachedState(email) ?? undefined,
  });

export interface UserStateView {
  /** The server's state once loaded; before that this browser's copy, else the defaults. */
  state: UserState;
  /** True once the server's answer is in: decisions that must not repeat across devices wait for it. */
  loaded: boolean;
  error: Error | null;
  retry: () => void;
}

export function useUserState(email: string): UserStateView {
  // One options object per user, so the cached copy is read (and parsed) once, not on every render.
  const options = useMemo(() => userStateQuery(email), [email]);
  const query = useQuery(options);
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    state: query.data ?? DEFAULT_USER_STATE,
    loaded: query.isSuccess && !query.isPlaceholderData,
    error: query.error,
    retry,
  };
}

/** The state as it is now, loading it first if no screen has yet (e.g. a save straight after sign-in). */
export function ensureUserState(email: string, client: QueryClient = appQueryClient): Promise<UserState> {
  return client.ensureQueryData(userStateQuery(email));
}

/**
 * Changes the state: shown at once, then stored on the server. When the server refuses, the state is
 * read again from it, so the screen never keeps a change that was not stored.
 */
export function useUpdateUserState(email: string): (patch: UserStatePatch) => void {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationKey,
    mutationFn: (patch: UserStatePatch) => api.patch<UserState>("/user-state", patch),
    onMutate: async (patch) => {
      const key = userStateKey(email);
      await client.cancelQueries({ queryKey: key });
      const next = applyUserStatePatch(client.getQueryData<UserState>(key) ?? DEFAULT_USER_STATE, patch);
      client.setQueryData(key, next);
      remember(email, next);
    },
    onSuccess: (stored) => {
      // A later change still on its way would be undone by this answer: its own answer follows.
      if (client.isMutating({ mutationKey }) > 1) return;
      const full = { ...DEFAULT_USER_STATE, ...stored };
      client.setQueryData(userStateKey(email), full);
      remember(email, full);
    },
    onError: () => client.invalidateQueries({ queryKey: userStateKey(email) }),
  });
  return mutation.mutate;
}
