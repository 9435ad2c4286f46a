// Savings goals (docs/product.md §4.33) through /api/goals. Goal money is no spending, so a move
// refreshes only the goals, never the money screens.
import type { GoalMoveAnswer, GoalMoveInput, GoalRow, NewGoalInput } from "@shared/contract/goal-schemas.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

export const goalsKey = ["goals"] as const;

export const useGoals = () =>
  useQuery({ queryKey: goalsKey, queryFn: () => api.read<GoalRow[]>("/goals", "Couldn't load your goals.") });

function useGoalMutation<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalsKey }),
  });
}

export const useCreateGoal = () =>
  useGoalMutation((input: NewGoalInput) => api.post<GoalRow>("/goals", input));

export const useMoveGoalMoney = () =>
  useGoalMutation(({ id, move }: { id: string; move: GoalMoveInput }) =>
    api.post<GoalMoveAnswer>(`/goals/${id}/moves`, move),
  );

export const useDeleteGoal = () => useGoalMutation((id: string) => api.delete(`/goals/${id}`));
