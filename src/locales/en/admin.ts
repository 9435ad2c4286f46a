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
};
