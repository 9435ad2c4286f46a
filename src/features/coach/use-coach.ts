import { useMemo } from "react";
import { useUpdateUserState, useUserState } from "../../lib/user-state";
import { type CoachState, createCoachState } from "./coach-state";

export interface Coach extends CoachState {
  /** True once the server's state is in: the greeting, the welcome and Mark Complete wait for it. */
  loaded: boolean;
  /** The state could not be loaded (after retries); `retry` asks again. */
  failed: boolean;
  retry: () => void;
}

/** The coach's state for the signed-in user, the same on every device. */
export function useCoach(email: string): Coach {
  const { state, loaded, error, retry } = useUserState(email);
  const update = useUpdateUserState(email);
  const failed = error !== null;
  return useMemo(
    () => ({ ...createCoachState(state, update), loaded, failed, retry }),
    [state, update, loaded, failed, retry],
  );
}
