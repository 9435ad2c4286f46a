/**
 * The 4 steps of the onboarding tour (docs/product.md §2.12): three with a shortcut to a screen, then
 * "all set". Their texts are in the locale files (coach.tour.<key>.title, body, action).
 */
export interface TourStep {
  emoji: string;
  key: "budget" | "expense" | "analytics" | "done";
  to?: "/budget" | "/expense" | "/analytics";
}

export const TOUR_STEPS: readonly TourStep[] = [
  { emoji: "💰", key: "budget", to: "/budget" },
  { emoji: "📝", key: "expense", to: "/expense" },
  { emoji: "📊", key: "analytics", to: "/analytics" },
  { emoji: "🎉", key: "done" },
];

export const WELCOME_TO_TOUR_DELAY_MS = 500;
export const RESUME_TOUR_DELAY_MS = 1000;
