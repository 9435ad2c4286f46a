import { useCallback } from "react";
import type { AppToast } from "../../components/ui/toaster";
import { playSound } from "../../lib/sounds";
import { milestoneMessage, recordExpenseLogged } from "./expense-streak";
import { dayKeyAt } from "./indian-day";
import { useCoachStorage } from "./use-coach-storage";

/** What the add-expense screen shows instead of its plain success toast, when the coach has news. */
export type CelebrationToast = AppToast & { duration: number };

export const CELEBRATION_TOAST_MS = 4000;

/**
 * The callback the add-expense screen calls after a successful save: it advances the logging streak
 * on today's Indian day and plays the expense sound. When the save reaches a streak milestone it plays
 * the milestone sound instead and returns the celebration toast that replaces the plain one (spec §4).
 */
export function useExpenseLoggedHandler(email: string): (expense?: unknown) => CelebrationToast | null {
  const coach = useCoachStorage(email);
  return useCallback(
    (_expense?: unknown) => {
      const { streak, milestone } = recordExpenseLogged(coach.expenseStreak(), dayKeyAt(new Date()));
      coach.saveExpenseStreak(streak);
      if (milestone === null) {
        playSound("expense", coach.soundEnabled());
        return null;
      }
      playSound("milestone", coach.soundEnabled());
      return {
        title: `${milestone}-Day Streak! 🔥`,
        description: milestoneMessage(milestone),
        type: "success",
        duration: CELEBRATION_TOAST_MS,
      };
    },
    [coach],
  );
}
