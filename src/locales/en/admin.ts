// The admin dashboard (docs/product.md §2.17).
export const admin = {
  title: "Admin Dashboard",
  stats: {
    totalUsers: "Total Users",
    activeToday: "Active Today",
    monthlyLogins: "Monthly Logins",
    expensesAdded: "Expenses Added",
  },
  statsFailed: "Failed to fetch admin stats",
  dailyFailed: "Failed to fetch daily users",
  activityFailed: "Failed to fetch activity stats",
  signups: "Recent User Signups",
  noSignups: "No signups yet.",
  usage: "Daily Usage",
  last30: "Last 30 days",
  notAuthorised: "Not authorised",
  notAuthorisedText:
    "The admin dashboard is only available to administrators. Ask an admin if you need access.",
  // Concerns users raised (docs/product.md "Raise a concern"), oldest first.
  concerns: {
    title: "Concerns",
    intro: "Oldest first. Each is answered within {{days}} days of being raised.",
    none: "No concerns raised.",
    daysLeft: "{{count}} days left",
    overdue: "Overdue by {{count}} days",
    answered: "Answered",
    status: "Status",
    statuses: { open: "Open", in_progress: "In progress", resolved: "Resolved" },
    reply: "Reply",
    save: "Save",
    saved: "Concern updated",
    failed: "Could not update the concern",
  },
};
