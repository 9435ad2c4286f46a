import { useCallback } from "react";
import type { AppToast } from "../../components/ui/toaster";
import { playSound } from "../../lib/sounds";
import { milestoneMessage, recordExpenseLogged } from "./expense-streak";
import { dayKeyAt } from "./indian-day";
import { useCoachStorage } from "./use-coach-storage";

/**
 * The callback the add-expense screen calls after a successful save: it advances the logging streak
 * on today's Indian day and plays the expense sound. When the save reaches a streak milestone it plays
 * the milestone sound instead and returns the celebration that replaces the plain toast (docs/product.md §4.12); the
 * add-expense screen shows it as a milestone toast (4 s).
 */
export function useExpenseLoggedHandler(email: string): (expense?: unknown) => AppToast | null {
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
      };
    },
    [coach],
  );
}
