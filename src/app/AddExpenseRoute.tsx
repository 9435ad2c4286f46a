// The add-expense screen composed with the coach: after a save the coach advances the logging streak
// and, on a milestone, hands back the celebration that replaces the plain success toast.
import { useExpenseLoggedHandler } from "../features/coach/use-expense-logged-handler";
import AddExpensePage from "../features/expenses/AddExpensePage";
import { useUserEmail } from "../lib/session";

export default function AddExpenseRoute() {
  const onExpenseSaved = useExpenseLoggedHandler(useUserEmail());
  return <AddExpensePage onExpenseSaved={onExpenseSaved} />;
}
