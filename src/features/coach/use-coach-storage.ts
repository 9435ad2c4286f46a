import { useMemo } from "react";
import { userStorage } from "../../lib/user-storage";
import { type CoachStorage, createCoachStorage } from "./coach-storage";

/** The coach's storage for the signed-in user (one object per e-mail, stable across renders). */
export function useCoachStorage(email: string): CoachStorage {
  return useMemo(() => createCoachStorage(userStorage, email), [email]);
}
