// "Put ₹500 towards Goa trip" (docs/product.md §4.33, §4.11): a mission for a user with an open savings
// goal, judged from the money moved into that goal today, not from expenses. It joins the eight daily
// missions as a ninth turn only for such a user; without an open goal the rotation is the eight's.
import { monthlyNeed } from "@shared/budget/goal-plan.ts";
import type { DayKey } from "@shared/calendar/indian-day.ts";
import type { GoalRow } from "@shared/contract/goal-schemas.ts";
import {
  maxPaise,
  minPaise,
  type Paise,
  paise,
  paiseFromWire,
  percentOf,
  rupees,
} from "@shared/money/paise.ts";
import { MISSIONS, type Mission, missionForDay, missionTurn } from "./missions";

export const GOAL_MISSION_ID = "goal-saver";
/** Without a date to plan by (or with one passed), the day's step is ₹500. */
export const GOAL_MISSION_DEFAULT = rupees(500);
const STEP = rupees(100);

/** The goal's mission of the day: its goal and the amount to put in today. */
export interface GoalMission extends Mission {
  goal: { id: string; name: string };
  amount: Paise;
}

/** What the goal held when today began: its balance less today's moves. */
const balanceAtDayStart = (goal: GoalRow): Paise =>
  paise(paiseFromWire(goal.balance) - paiseFromWire(goal.movedToday));

/**
 * The oldest goal that was open when today began (the Savings goals page's first open one), or null:
 * a goal reached by today's move stays the day's goal, so the mission does not move on to another.
 */
export const openGoal = (goals: readonly GoalRow[]): GoalRow | null =>
  goals.find((goal) => balanceAtDayStart(goal) < paiseFromWire(goal.targetAmount)) ?? null;

/**
 * Today's step: the goal's "₹X a month" ÷ the days left in the budget cycle (today included), rounded up
 * to ₹100, at least ₹100; ₹500 without a month's need; never more than the goal still lacks. Figured
 * from the balance when today began, so the day's step stays put while money moves.
 */
export function goalMissionAmount(goal: GoalRow, today: DayKey, daysLeft: number): Paise {
  const target = paiseFromWire(goal.targetAmount);
  const balance = balanceAtDayStart(goal);
  const need = monthlyNeed(target, balance, today, goal.targetDate);
  const step =
    need.kind === "monthly"
      ? maxPaise(STEP, paise(Math.ceil(need.amount / Math.max(1, daysLeft) / STEP) * STEP))
      : GOAL_MISSION_DEFAULT;
  return minPaise(step, paise(target - balance));
}

/**
 * Today's mission: for a user with an open goal, the turn runs over nine (the eight and the goal's,
 * same hash and day step), so any nine days in a row hold each once; without one, the eight's turn as
 * ever. `daysLeft`: of the budget cycle that holds the day.
 */
export function missionOfDay(
  userKey: string,
  day: DayKey,
  goal: GoalRow | null,
  daysLeft: number,
): Mission | GoalMission {
  const turn = goal ? missionTurn(userKey, day, MISSIONS.length + 1) : -1;
  if (!goal || turn !== MISSIONS.length)
    return goal ? (MISSIONS[turn] as Mission) : missionForDay(userKey, day);
  return {
    id: GOAL_MISSION_ID,
    // Shown from the locale files (coach:missions.goal-saver), with the goal's name and the amount.
    title: GOAL_MISSION_ID,
    description: GOAL_MISSION_ID,
    emoji: "🐷",
    type: "goal-move",
    goal: { id: goal.id, name: goal.name },
    amount: goalMissionAmount(goal, day, daysLeft),
  };
}

export const isGoalMission = (mission: Mission): mission is GoalMission => mission.id === GOAL_MISSION_ID;

/** Progress 0–100, floored: today's net move into the goal against the day's step. */
export function goalMissionProgress(movedToday: Paise, amount: Paise): number {
  if (amount <= 0) return 100;
  return Math.min(100, Math.max(0, percentOf(movedToday, amount)));
}
