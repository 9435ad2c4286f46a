// Payloads of /api/goals (docs/product.md §4.33, docs/api.md), shared by the API and the Goals screen.
import { z } from "zod";
import { GOAL_NAME_MAX, GOAL_TARGET_MAX_RUPEES, type GoalMilestone } from "../budget/goal-plan.ts";
import { type Paise, paiseFromDecimal, paiseToDecimal, rupees } from "../money/paise.ts";
import { dayKey, hasControlCharacter } from "./fields.ts";

const TARGET_RANGE = "Target must be between ₹1 and ₹1,00,00,000";
const MOVE_RANGE = "Amount must be up to ₹1,00,00,000";

/** A rupee amount as decimal text or a number, at most two decimals → paise; null when unreadable. */
const paiseOf = (value: string | number): Paise | null =>
  paiseFromDecimal(typeof value === "number" ? String(value) : value.trim());

const amountText = (label: string) =>
  z.union([z.string(), z.number()], { error: `${label} is required` }).transform((value, ctx) => {
    const amount = paiseOf(value);
    if (amount === null) {
      ctx.addIssue({ code: "custom", message: `${label} must be an amount in rupees, like 500 or 499.50` });
      return z.NEVER;
    }
    return amount;
  });

export const newGoalSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .refine((value) => !hasControlCharacter(value), "Name must not contain control characters")
    .trim()
    .min(1, "Name is required")
    .max(GOAL_NAME_MAX, `Name must be at most ${GOAL_NAME_MAX} characters`),
  targetAmount: amountText("Target")
    .refine((amount) => amount >= rupees(1) && amount <= rupees(GOAL_TARGET_MAX_RUPEES), TARGET_RANGE)
    .transform(paiseToDecimal),
  targetDate: dayKey("Target date")
    .refine(
      (day) => day >= "2000-01-01" && day <= "2100-12-31",
      "Target date must be between the years 2000 and 2100",
    )
    .nullable()
    .default(null),
});
export type NewGoalInput = z.input<typeof newGoalSchema>;

/** Money into the goal (positive) or taken out (`direction` "out"): the amount itself is always > 0. */
export const goalMoveSchema = z.object({
  amount: amountText("Amount")
    .refine((amount) => amount > 0, "Amount must be greater than 0")
    .refine((amount) => amount <= rupees(GOAL_TARGET_MAX_RUPEES), MOVE_RANGE),
  direction: z.enum(["in", "out"], { error: "direction must be in or out" }).default("in"),
});
export type GoalMoveInput = z.input<typeof goalMoveSchema>;

/** A goal as the API answers it (amounts as decimal strings, days yyyy-mm-dd). */
export interface GoalRow {
  id: string;
  name: string;
  targetAmount: string;
  targetDate: string | null;
  balance: string;
  createdAt: string;
  /** The milestones it has reached, each once (docs/product.md §4.33). */
  milestones: GoalMilestone[];
  /** What was moved in today (Indian day), net of money taken out, decimal string: the goal mission's progress. */
  movedToday: string;
}

/** POST /api/goals/:id/moves: the goal after the move, and the milestones this move reached first. */
export interface GoalMoveAnswer {
  goal: GoalRow;
  newMilestones: GoalMilestone[];
}
