import { type DayKey, dayNumber } from "@shared/calendar/indian-day.ts";
import { type CategoryKind, isSpendingCategory } from "@shared/contract/categories.ts";
import {
  maxPaise,
  type Paise,
  paiseFromWire,
  percentOf,
  rupees,
  subtractPaise,
  sumPaise,
  ZERO_PAISE,
} from "@shared/money/paise.ts";

// "goal-move": the savings-goal mission (goal-mission.ts), judged from today's goal moves, not expenses.
export type MissionType = "no-spend" | "limit-category" | "track-expenses" | "save-target" | "goal-move";

export interface Mission {
  id: string;
  title: string;
  description: string;
  emoji: string;
  targetAmount?: number;
  type: MissionType;
}

/** The minimum an expense needs for progress rules; amounts arrive as strings or numbers (docs/product.md §3.3). */
export interface ExpenseForProgress {
  amount: string | number;
  category: string;
}

// The 8 missions of docs/product.md §3.8. Limit-category missions start their title with a word found in the
// matching category name ("Transport", "Food", "Petrol", "Mobile"), because the §5.8 rule matches on it.
export const MISSIONS: readonly Mission[] = [
  {
    id: "chai-free",
    title: "Chai-Free Day",
    description: "Make chai at home today and keep total spending under ₹50.",
    emoji: "☕",
    targetAmount: 50,
    type: "save-target",
  },
  {
    id: "no-spend-day",
    title: "No-Spend Day",
    description: "Complete a full day without spending a single rupee.",
    emoji: "🚫",
    type: "no-spend",
  },
  {
    id: "auto-rickshaw-limit",
    title: "Transport Check: Auto-Rickshaw Limit",
    description: "Keep auto-rickshaw and cab rides under ₹100 today. Walk or take the bus!",
    emoji: "🛺",
    targetAmount: 100,
    type: "limit-category",
  },
  {
    id: "street-food-limit",
    title: "Food Check: Street Food Limit",
    description: "Keep chaat, pani puri and other street food under ₹150 today.",
    emoji: "🥟",
    targetAmount: 150,
    type: "limit-category",
  },
  {
    id: "track-every-expense",
    title: "Track Every Expense",
    description: "Log at least 3 expenses today, however small.",
    emoji: "📝",
    type: "track-expenses",
  },
  {
    id: "petrol-saver",
    title: "Petrol Saver",
    description: "Keep petrol spending under ₹200 today. Combine your errands into one trip.",
    emoji: "⛽",
    targetAmount: 200,
    type: "limit-category",
  },
  {
    id: "mobile-recharge-limit",
    title: "Mobile Recharge Limit",
    description: "Keep mobile recharges and data packs under ₹100 today.",
    emoji: "📱",
    targetAmount: 100,
    type: "limit-category",
  },
  {
    id: "ott-pause",
    title: "OTT Pause",
    description: "No new subscriptions or spends today. Rewatch a favourite instead!",
    emoji: "📺",
    type: "no-spend",
  },
];

/** FNV-1a: a small stable string hash, identical on every device and browser. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Today's mission for a user: the user's hash sets a starting point and each Indian day moves one
 * step, so any 8 consecutive days show all 8 missions and the same user + day gives the same mission.
 */
export function missionForDay(userKey: string, day: DayKey): Mission {
  return MISSIONS[missionTurn(userKey, day, MISSIONS.length)] as Mission;
}

/** The day's turn (0 … count − 1) for a user: the user's hash as the start, one step per Indian day. */
export const missionTurn = (userKey: string, day: DayKey, count: number): number =>
  (stableHash(userKey.toLowerCase()) + dayNumber(day)) % count;

export function findMission(id: string): Mission | undefined {
  return MISSIONS.find((mission) => mission.id === id);
}

/** Amount as paise; anything unparseable or negative counts as 0 rather than poisoning a sum. */
const amountOf = (expense: ExpenseForProgress): Paise => maxPaise(ZERO_PAISE, paiseFromWire(expense.amount));

/** The first word of a title without trailing punctuation: "Transport Check: …" → "transport". */
function firstWord(title: string): string {
  return (title.trim().split(/\s+/)[0] ?? "").replace(/[^\p{L}\p{N}-]/gu, "").toLowerCase();
}

/** Share (0–100, floored) of `target` rupees not yet used by `spent`; a missing or zero target cannot be met. */
function unspentShare(spent: Paise, target: number | undefined): number {
  if (!target || target <= 0) return spent > 0 ? 0 : 100;
  const whole = rupees(target);
  return Math.min(100, Math.max(0, percentOf(subtractPaise(whole, spent), whole)));
}

/**
 * A spending limit ("petrol under ₹200", "under ₹50 in all") is only met on a day the user tracked:
 * with nothing logged today the app cannot tell a day within the limit from a day not recorded, so
 * such a mission needs at least one expense today (docs/coach.md "A limit counts on a tracked day").
 * A no-spend mission is met by a day with nothing spent, so it needs none.
 */
export const needsTrackedDay = (mission: Mission, todaysExpenses: readonly ExpenseForProgress[]): boolean =>
  (mission.type === "limit-category" || mission.type === "save-target") && todaysExpenses.length === 0;

/**
 * Mission progress 0–100 from today's expenses (docs/product.md §5.8). Values are floored so a mission only
 * reads 100 when it is truly met. Money set aside (a SIP, the card bill; docs/product.md §4.32) is logged,
 * so it counts as a tracked expense, but it is not spending: it breaks no no-spend day or limit.
 * `customKinds`: the user's own categories' kinds (lower-cased name → kind).
 */
export function missionProgress(
  mission: Mission,
  todaysExpenses: readonly ExpenseForProgress[],
  customKinds?: ReadonlyMap<string, CategoryKind>,
): number {
  if (needsTrackedDay(mission, todaysExpenses)) return 0;
  const spending = todaysExpenses.filter((expense) => isSpendingCategory(expense.category, customKinds));
  switch (mission.type) {
    case "no-spend":
      return spending.length === 0 ? 100 : 0;
    case "track-expenses":
      return todaysExpenses.length >= 3 ? 100 : 33 * todaysExpenses.length;
    case "limit-category": {
      const word = firstWord(mission.title);
      const spent = spending.filter(
        (expense) => word !== "" && expense.category.toLowerCase().includes(word),
      );
      return unspentShare(sumPaise(spent.map(amountOf)), mission.targetAmount);
    }
    case "save-target": {
      return unspentShare(sumPaise(spending.map(amountOf)), mission.targetAmount);
    }
    // Judged from the goal's moves today (goalMissionProgress), never from expenses.
    case "goal-move":
      return 0;
  }
}
