// One set of expenses and searches that the API (tests/integration/api/expense-history.test.ts) and
// the offline list (src/features/history/history-pending.test.ts) must answer alike.
export const SEARCHED_EXPENSES = [
  // Quick-added: no description at all.
  { at: "2026-11-20T09:00:00+05:30", amount: "560.00", category: "Groceries", paidWith: "cash" },
  { at: "2026-11-19T09:00:00+05:30", amount: "1560.00", description: "Rent share", category: "Rent" },
  {
    at: "2026-11-18T21:00:00+05:30",
    amount: "142.00",
    description: "Ride home",
    category: "Transport",
    paidWith: "upi",
    payee: "rapido",
  },
  {
    at: "2026-11-17T21:00:00+05:30",
    amount: "98.00",
    category: "Transport",
    paidWith: "card",
    payee: "rapido",
  },
  { at: "2026-11-16T10:00:00+05:30", amount: "560.50", description: "Plumber", category: "Others" },
] as const;

/** A search and the amounts of the expenses it finds, newest first. */
export const SEARCHES: readonly [q: string, amounts: string[]][] = [
  ["560", ["560.00"]],
  ["₹560.00", ["560.00"]],
  ["560.5", ["560.50"]],
  ["groceries", ["560.00"]],
  ["राशन", ["560.00"]],
  ["नकद", ["560.00"]],
  ["rapido", ["142.00", "98.00"]],
  ["rapido upi", ["142.00"]],
  ["RAPIDO card transport", ["98.00"]],
  ["आना-जाना rapido", ["142.00", "98.00"]],
  ["share", ["1560.00"]],
  ["net banking", []],
  ["rapido cash", []],
];
