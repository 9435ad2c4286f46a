// Home: Overview and Calendar tabs, the cards, the alert banner and notifications (docs/product.md §2.9–§2.11, §4.7–§4.10).
import { ALERT_WORDS_EN } from "@shared/budget/alert-words-en.ts";

export const dashboard = {
  title: "Home",
  overview: "Overview",
  calendar: "Calendar",
  addExpense: "Add Expense",
  moneyFailed: "Couldn't load your budget and this month's spending.",
  banner: { viewDetails: "View Details", adjust: "Adjust Budget", close: "Close alert" },
  alert: {
    exceededTitle: "Budget Exceeded",
    exceeded: "You've spent {{spent}} of your {{budget}} monthly budget — over by {{over}}.",
    warningTitle: "Budget Alert",
    warning: "You've used {{percent}}% of your monthly budget. {{left}} remaining.",
    dailyTitle: "Daily Limit Reached",
    daily: "You've spent {{spent}} today, at or above your daily limit of {{limit}}.",
  },
  // The alerts' words have one home, shared with the Web Push (docs/product.md §4.28).
  alerts: ALERT_WORDS_EN,
  budgetCard: {
    title: "Monthly Budget",
    edit: "Edit Budget",
    set: "Set Budget",
    usedOf: "used of {{budget}}",
    over: "over",
    left: "left",
    barLabel: "Share of monthly budget used",
    categoryBar: "{{category}} budget used",
    noBudgetAmounts: "{{spent}} spent · no budget set",
    noBudgetDetail: "Give it a share of your budget on Set Budget to track it.",
    detailLeft: "{{percent}}% used · {{left}} left",
    detailOver: "{{percent}}% used · over by {{over}}",
    cycleRange: "{{start}} – {{end}}",
    daysLeft_one: "{{count}} day left",
    daysLeft_other: "{{count}} days left",
  },
  calendarTab: {
    previous: "Previous month",
    next: "Next month",
    monthFailed: "Failed to fetch month summary",
    hasExpenses: "{{day}}, has expenses",
    total: "Total: {{amount}}",
    dayFailed: "Failed to fetch the day's total",
    empty: "No expenses on this day.",
    seeAll: "See all of this day in History",
  },
  breakdown: {
    title: "Today's Categories",
    failed: "Failed to fetch analytics",
    empty: "No spending recorded today.",
    share: "{{category}} share of today",
  },
  expensesFailed: "Failed to fetch expenses",
  notifications: { title: "Notifications", dismiss: "Dismiss notification" },
  recent: {
    title: "Recent Transactions",
    viewAll: "View All",
    empty: "No expenses yet. Tap Add Expense to log your first one.",
  },
  summary: {
    spentMonth: "Spent this month",
    of: "of {{budget}}",
    safe: "Safe to spend / day",
    forDays_one: "for {{count}} day left",
    forDays_other: "for {{count}} days left",
    noLimit: "Set a budget first",
  },
  // docs/product.md §4.7: the one daily figure, in one line (home and Set Budget).
  dailyLimitRule_one:
    "Daily limit = ({{budget}} budget − {{spent}} spent before today − {{committed}} recurring still due) ÷ {{count}} day left (today).",
  dailyLimitRule_other:
    "Daily limit = ({{budget}} budget − {{spent}} spent before today − {{committed}} recurring still due) ÷ {{count}} days left, today included.",
  today: {
    title: "Today's Spending",
    failed: "Failed to fetch daily limit",
    ofLimit: "of <limit>{{limit}}</limit> daily limit",
    noBudget: "Set a monthly budget to get a daily limit.",
    barLabel: "Share of today's limit spent",
  },
  level: {
    great: { title: "On track!", message: "{{left}} left for today. Keep it up!" },
    cautious: { title: "Stay Cautious", message: "{{left}} left for today. Spend mindfully." },
    almost: { title: "Almost There!", message: "Only {{left}} left for today." },
    over: {
      title: "Daily Limit Reached",
      message: "Limit reached: you've spent today's whole limit. Try not to spend more today.",
    },
    oops: { title: "Oops! Over Budget", message: "Over by {{over}}. Try to hold off on extras today." },
    significant: {
      title: "Significantly Overspent",
      message: "Over by {{over}}. Time to pause non-essential spending.",
    },
    emergency: {
      title: "Spending Emergency!",
      message: "Over by {{over}}. Stop spending for today and review your budget.",
    },
  },
  weekdays: { sun: "Sun", mon: "Mon", tue: "Tue", wed: "Wed", thu: "Thu", fri: "Fri", sat: "Sat" },
};
