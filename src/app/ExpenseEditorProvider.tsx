// Gives every list of expenses the edit sheet (lib/expense-editor.ts); the sheet's code loads on the
// first tap, with its texts, so no screen's first load carries them.
import { lazy, type ReactNode, Suspense, useState } from "react";
import { withTexts } from "../i18n/i18n";
import { ExpenseEditorContext } from "../lib/expense-editor";
import type { Expense } from "../lib/money-queries";

const EditExpenseSheet = lazy(
  withTexts(["capture", "expenses", "recurring"], () => import("../features/expenses/EditExpenseSheet")),
);

export function ExpenseEditorProvider({ children }: { children: ReactNode }) {
  const [editing, setEditing] = useState<Expense | null>(null);
  return (
    <ExpenseEditorContext.Provider value={setEditing}>
      {children}
      {editing ? (
        <Suspense fallback={null}>
          <EditExpenseSheet key={editing.id} expense={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </ExpenseEditorContext.Provider>
  );
}
