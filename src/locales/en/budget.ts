// Set Budget (docs/product.md §2.14, §4.16).
export const budget = {
  title: "Set Budget",
  loadFailed: "Couldn't load your budget.",
  savedTitle: "Budget Saved",
  saved: "Your monthly budget is {{amount}}.",
  saveFailed: "Failed to save budget. Please try again.",
  period: "Budget Period",
  monthly: "Monthly",
  amount: "Budget Amount",
  recommended: "Recommended: ₹1,000 - ₹1,00,000 per month",
  byCategory: "Category Wise Budget",
  customFailed: "Couldn't load your own categories.",
  allocated: "Total Allocated",
  remaining: "Remaining",
  overAllocated: "Allocated amount exceeds your budget by {{amount}}.",
  saving: "Saving...",
  save: "Save Budget",
  // The budget cycle (docs/product.md §4.31).
  cycle: {
    label: "My month starts on",
    day: "Day {{day}}",
    lastWorkingDay: "Last working day",
    runs: "Your budget month runs {{start}} – {{end}}",
    fromNext: "From your next cycle: {{start}} – {{end}}",
  },
  // Carry-over by category (docs/product.md §4.34).
  carry: {
    title: "Carry-over",
    help: "A ticked category's unspent money adds to its budget next cycle.",
    category: "Carry over",
    categoryLabel: "Carry over {{category}}",
    overspending: "Carry overspending too",
    overspendingHelp: "Overspending in a ticked category is taken off its next budget.",
    note: "{{amount}} carried from {{from}}",
    overNote: "{{amount}} overspent in {{from}}, taken off",
    range: "{{start}} – {{end}}",
  },
};
