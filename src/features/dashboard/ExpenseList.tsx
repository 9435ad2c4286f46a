import { Skeleton, Text } from "@chakra-ui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ExpenseRow, ExpenseRows } from "../../components/ExpenseRow.tsx";
import { LoadError } from "../../components/LoadError.tsx";
import { useDeleteExpenseWithToasts } from "../../components/use-delete-expense-with-toasts.ts";
import type { Expense } from "../../lib/money-queries.ts";

interface Props {
  expenses: UseQueryResult<Expense[]>;
  /** The time shown on each row, e.g. "22 Nov, 9:05 am" or "9:05 am". */
  when: (expense: Expense) => string;
  emptyText: string;
  skeletonHeight: string;
}

/** A list of expenses with delete (docs/product.md §4.17), and its error, loading and empty states. */
export function ExpenseList({ expenses, when, emptyText, skeletonHeight }: Props) {
  const { remove, deletingId } = useDeleteExpenseWithToasts();
  const { t } = useTranslation("dashboard");
  if (expenses.isError) {
    return (
      <LoadError
        message={t("expensesFailed")}
        onRetry={() => void expenses.refetch()}
        retrying={expenses.isFetching}
      />
    );
  }
  if (expenses.isPending) return <Skeleton height={skeletonHeight} />;
  if (expenses.data.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {emptyText}
      </Text>
    );
  }
  return (
    <ExpenseRows>
      {expenses.data.map((expense) => (
        <ExpenseRow
          key={expense.id}
          expense={expense}
          when={when(expense)}
          onDelete={remove}
          deleting={deletingId === expense.id}
        />
      ))}
    </ExpenseRows>
  );
}
