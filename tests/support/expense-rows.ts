// An expense row as GET /api/expenses answers it, for unit tests of the screens' pure rules.
import type { ExpenseRow } from "@shared/api-rows.ts";

export const expenseRow = (id: string, amount: string, category: string, date: string): ExpenseRow => ({
  id,
  amount,
  category,
  description: null,
  method: "manual",
  paidWith: null,
  date,
  receiptPath: null,
  createdAt: date,
});
