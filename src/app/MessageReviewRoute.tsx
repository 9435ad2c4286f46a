// The review of shared or pasted messages composed with the coach: Save all advances the logging
// streak like a save on Add Expense, and a milestone's celebration replaces the plain toast.
import { useExpenseLoggedHandler } from "../features/coach/use-expense-logged-handler";
import MessageReviewPage from "../features/expenses/capture/MessageReviewPage";
import { useUserEmail } from "../lib/session";

export default function MessageReviewRoute() {
  const onExpensesSaved = useExpenseLoggedHandler(useUserEmail());
  return <MessageReviewPage onExpensesSaved={onExpensesSaved} />;
}
