/** The 4 steps of the onboarding tour (docs/product.md §2.12): three with a shortcut to a screen, then "all set". */
export interface TourStep {
  emoji: string;
  title: string;
  body: string;
  action?: { label: string; to: "/budget" | "/expense" | "/analytics" };
}

export const TOUR_STEPS: readonly TourStep[] = [
  {
    emoji: "💰",
    title: "Set Your Monthly Budget",
    body: "Tell us how much you plan to spend this month. We split it across categories and work out your daily limit.",
    action: { label: "Set Budget", to: "/budget" },
  },
  {
    emoji: "📝",
    title: "Add Your First Expense",
    body: "Type it, say it or snap the receipt. Every expense you log keeps your streak going.",
    action: { label: "Add Expense", to: "/expense" },
  },
  {
    emoji: "📊",
    title: "View Your Analytics",
    body: "See where your money goes by category, and how this month compares with your budget.",
    action: { label: "View Analytics", to: "/analytics" },
  },
  {
    emoji: "🎉",
    title: "You're All Set!",
    body: "Complete the daily mission, keep your logging streak alive and let your coach cheer you on.",
  },
];

export const WELCOME_TO_TOUR_DELAY_MS = 500;
export const RESUME_TOUR_DELAY_MS = 1000;
