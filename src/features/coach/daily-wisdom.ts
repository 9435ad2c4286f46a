import { type DayKey, dayNumber } from "./indian-day";

export interface Quote {
  text: string;
  /** Short English gloss for the Hindi lines; empty for English ones. */
  meaning: string;
}

// Our own lines about money habits, half in Hindi (Roman script) and half in English.
export const DAILY_QUOTES: readonly Quote[] = [
  {
    text: "Boond boond se sagar banta hai — every small saving adds up.",
    meaning: "Drop by drop, an ocean forms.",
  },
  { text: "Write down today's spends before you sleep; a clear record is a calm mind.", meaning: "" },
  { text: "Pehle bachat, phir kharcha.", meaning: "Save first, spend what is left." },
  { text: "A budget is not a cage; it is a map to the things you really want.", meaning: "" },
  { text: "Chai ki chuski ghar pe bhi utni hi meethi hai.", meaning: "Tea at home tastes just as sweet." },
  {
    text: "Wait 24 hours before any big buy. If you still want it tomorrow, it may be worth it.",
    meaning: "",
  },
  {
    text: "Jitni chadar ho, utne hi pair phailao.",
    meaning: "Stretch your legs only as far as the sheet goes.",
  },
  {
    text: "Small daily leaks sink big ships: watch the ₹20 spends as closely as the ₹2,000 ones.",
    meaning: "",
  },
  {
    text: "Paisa mehnat se aata hai, soch samajh ke jaata hai.",
    meaning: "Money comes with effort; let it leave with thought.",
  },
  { text: "An emergency fund turns a crisis into an inconvenience.", meaning: "" },
  { text: "Aaj ki bachat, kal ki azaadi.", meaning: "Today's saving is tomorrow's freedom." },
  { text: "Pay yourself first: move savings out on salary day, before the spending starts.", meaning: "" },
  { text: "Sale mein sasta, par zaroorat hai kya?", meaning: "Cheap in the sale, but do you need it?" },
  { text: "Cook once, eat twice: a home tiffin is the easiest saving of the week.", meaning: "" },
  {
    text: "Har kharche ka hisaab, har sapne ka jawab.",
    meaning: "Account for every spend, and your dreams find answers.",
  },
  { text: "Your streak is your habit; your habit is your future bank balance.", meaning: "" },
];

/** The quote of the day: each Indian day moves to the next quote, the same for everyone. */
export function quoteForDay(day: DayKey): Quote {
  return DAILY_QUOTES[dayNumber(day) % DAILY_QUOTES.length] as Quote;
}
