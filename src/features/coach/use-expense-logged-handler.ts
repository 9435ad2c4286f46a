import { indianDay } from "@shared/calendar/indian-day.ts";
import { recordExpenseLogged } from "@shared/coach/logging-streak.ts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { AppToast } from "../../components/ui/toaster";
import { playSound } from "../../lib/sounds";
import { ensureUserState, useUpdateUserState } from "../../lib/user-state";
import { milestoneText, parseStoredStreak } from "./expense-streak";

/**
 * The callback the add-expense screen calls after a successful save: it advances the logging streak
 * on today's Indian day by the shared rule (@shared/coach/logging-streak.ts), from the state on the server,
 * which the home card and the server's reminders read through the same rule; and it
 * plays the expense sound. When the save reaches a streak milestone it plays the milestone sound
 * instead and returns the celebration that replaces the plain toast (docs/product.md §4); the
 * add-expense screen shows it as a milestone toast (4 s).
 */
export function useExpenseLoggedHandler(email: string): (expense?: unknown) => Promise<AppToast | null> {
  const client = useQueryClient();
  const update = useUpdateUserState(email);
  return useCallback(
    async (_expense?: unknown) => {
      const state = await ensureUserState(email, client);
      const previous = parseStoredStreak(state.expenseStreak);
      const { streak, milestone } = recordExpenseLogged(previous, indianDay(new Date()));
      if (streak !== previous) update({ expenseStreak: streak });
      if (milestone === null) {
        playSound("expense", state.soundEnabled);
        return null;
      }
      playSound("milestone", state.soundEnabled);
      return { ...milestoneText(milestone), type: "success" };
    },
    [client, email, update],
  );
}
