import type { GoalRow } from "@shared/contract/goal-schemas.ts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";

/**
 * The user's savings goals for the goal mission (goal-mission.ts): the goals page's query key, so money
 * moved there refreshes the mission's progress.
 */
export const useGoalsForMission = () =>
  useQuery({
    queryKey: ["goals"],
    queryFn: () => api.read<GoalRow[]>("/goals", "Couldn't load your goals."),
  });
