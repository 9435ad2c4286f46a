// Recurring payments on the client (docs/product.md §2.21, §4.23): the query every screen shares
// (the Recurring payments screen, Set Budget's "committed this month") and the mutations.

import { addDays, type DayKey, indianDay } from "@shared/calendar/indian-day.ts";
import { dueOnOrAfter } from "@shared/calendar/recurring-schedule.ts";
import type { ExpenseRow, RecurringPaymentRow, RecurringPaymentsAnswer } from "@shared/contract/api-rows.ts";
import type { RecurringPaymentInput } from "@shared/contract/recurring-schemas.ts";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./api.ts";
import { moneyKeys } from "./money-queries.ts";

export const recurringKey = ["recurring"] as const;

export const useRecurringPayments = () =>
  useQuery({
    queryKey: recurringKey,
    queryFn: () => api.read<RecurringPaymentsAnswer>("/recurring", "Failed to fetch recurring payments"),
  });

/** After a change: the list, and what a skip or resume means for this month's figures and today's limit. */
const refresh = (queryClient: QueryClient) =>
  Promise.all(
    [recurringKey, moneyKeys.expenses, moneyKeys.dailyLimit].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

export function useCreateRecurringPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecurringPaymentInput) => api.post<RecurringPaymentRow>("/recurring", input),
    onSuccess: () => refresh(queryClient),
  });
}

export function useChangeRecurringPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      change,
    }: {
      id: string;
      change: Partial<RecurringPaymentInput> & { paused?: boolean };
    }) => api.patch<RecurringPaymentRow>(`/recurring/${id}`, change),
    onSuccess: () => refresh(queryClient),
  });
}

export function useSkipRecurringPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ skipped: string; payment: RecurringPaymentRow }>(`/recurring/${id}/skip`),
    onSuccess: () => refresh(queryClient),
  });
}

export function useDeleteRecurringPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/recurring/${id}`),
    onSuccess: () => refresh(queryClient),
  });
}

/**
 * "Repeat monthly" on an expense: the same amount, category and payment, on the expense's Indian day
 * of every month from the next one on (the expense itself is this month's).
 */
export function repeatMonthlyFrom(
  expense: Pick<ExpenseRow, "amount" | "category" | "description" | "paidWith" | "date">,
): RecurringPaymentInput {
  const day = indianDay(new Date(expense.date));
  return {
    name: expense.description?.trim() || expense.category,
    amount: expense.amount,
    category: expense.category,
    paidWith: expense.paidWith,
    frequency: "monthly",
    dayOfMonth: Number(day.slice(8, 10)),
    startsOn: addDays(day, 1),
  };
}

/** The first date "Repeat monthly" would add (shown before the user confirms it). */
export function firstMonthlyDueOn(input: Pick<RecurringPaymentInput, "dayOfMonth" | "startsOn">): DayKey {
  return dueOnOrAfter(
    { frequency: "monthly", dayOfMonth: input.dayOfMonth ?? 1 },
    input.startsOn ?? indianDay(new Date()),
  );
}
