// Opening the edit sheet from any list of expenses. The sheet belongs to the expenses feature, the
// lists to others (home, calendar, history), and features never import each other: the app provides
// the opener (app/ExpenseEditorProvider.tsx) and the lists ask for it here.
import { createContext, useContext } from "react";
import type { Expense } from "./money-queries.ts";

export type OpenExpenseEditor = (expense: Expense) => void;

export const ExpenseEditorContext = createContext<OpenExpenseEditor | null>(null);

/** The opener, or null outside the provider (a list then shows rows that cannot be tapped). */
export const useExpenseEditor = (): OpenExpenseEditor | null => useContext(ExpenseEditorContext);
