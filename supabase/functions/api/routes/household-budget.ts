// A household's budget on /api/households/:id/budget (docs/api.md "Household budget"): members read
// the budget holding in a month with the household's spending; the owner sets it. A non-member gets
// 404, a member who is not the owner 403 on PUT; the database checks the owner and the bounds again.
import {
  HOUSEHOLD_BUDGET_MESSAGES,
  type HouseholdBudget,
  householdBudgetQuerySchema,
  householdBudgetSchema,
  indianMonth,
  type MonthKey,
} from "@shared/contract/household-budget-schemas.ts";
import { paiseFromDecimal, paiseToDecimal, rupees, sumPaise, ZERO_PAISE } from "@shared/money/paise.ts";
import type { Context } from "hono";
import type { AppEnv, Services } from "../app-env.ts";
import { findHouseholdBudget, householdSpending, setHouseholdBudget } from "../db/household-budget.ts";
import type { Tx } from "../db/with-user.ts";
import { withUser } from "../db/with-user.ts";
import { badRequest, forbidden, notFound } from "../http/errors.ts";
import { jsonBody, queryParams } from "../http/validate.ts";

const NOT_FOUND = "Household not found";

async function budgetAnswer(tx: Tx, householdId: string, month: MonthKey): Promise<HouseholdBudget> {
  const budget = await findHouseholdBudget(tx, householdId, month);
  if (!budget) throw notFound(NOT_FOUND);
  const spending = await householdSpending(tx, householdId, month);
  return {
    month,
    setFrom: budget.setFrom,
    total: budget.total,
    categories: Object.fromEntries(
      Object.entries(budget.categories ?? {}).map(([name, amount]) => [name, paiseToDecimal(rupees(amount))]),
    ),
    spent: paiseToDecimal(sumPaise(spending.map((row) => paiseFromDecimal(row.total) ?? ZERO_PAISE))),
    spentByCategory: Object.fromEntries(spending.map((row) => [row.category, row.total])),
    role: budget.role,
  };
}

export function householdBudgetHandlers({ sql, now }: Services) {
  /** GET /api/households/:id/budget?month=YYYY-MM */
  async function get(c: Context<AppEnv>, householdId: string) {
    const { month } = queryParams(c, householdBudgetQuerySchema);
    const answer = await withUser(sql, c.get("claims"), (tx) =>
      budgetAnswer(tx, householdId, month ?? indianMonth(now())),
    );
    return c.json(answer);
  }

  /** PUT /api/households/:id/budget {month?, total, categories} */
  async function put(c: Context<AppEnv>, householdId: string) {
    const body = await jsonBody(c, householdBudgetSchema);
    const current = indianMonth(now());
    const month = body.month ?? current;
    // Months compare as text: YYYY-MM.
    if (month < current) throw badRequest(HOUSEHOLD_BUDGET_MESSAGES.pastMonth);
    const answer = await withUser(sql, c.get("claims"), async (tx) => {
      const outcome = await setHouseholdBudget(tx, householdId, month, body.total, body.categories);
      if (outcome === "not_found") throw notFound(NOT_FOUND);
      if (outcome === "not_owner") throw forbidden(HOUSEHOLD_BUDGET_MESSAGES.notOwner);
      if (outcome === "unknown_category") throw badRequest(HOUSEHOLD_BUDGET_MESSAGES.unknownCategory);
      return budgetAnswer(tx, householdId, month);
    });
    return c.json(answer);
  }

  return { get, put };
}
