// The toast after a successful save (docs/product.md §4.13, §9.6): the coach's celebration of a streak milestone (4 s)
// replaces the plain encouragement (3 s, like every other toast of the expense flow).
import { showExpenseToast, showMilestoneToast } from "../../components/ui/toaster.tsx";
import { i18n } from "../../i18n/i18n.ts";
import { encouragementFor } from "./encouragement.ts";

/** What the app's coach wiring may hand back after a save to celebrate instead (e.g. a streak milestone). */
export interface ExpenseSavedToast {
  title: string;
  description?: string;
}

export function showSavedExpenseToast(
  celebration: ExpenseSavedToast | null | undefined,
  category: string,
  amountInr: number,
): string {
  if (celebration) return showMilestoneToast({ ...celebration, type: "success" });
  return showExpenseToast({
    title: i18n.t("expenses:savedTitle"),
    description: encouragementFor(category, amountInr),
    type: "success",
  });
}
