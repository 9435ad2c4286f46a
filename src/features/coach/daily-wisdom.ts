import { type DayKey, dayNumber } from "@shared/calendar/indian-day.ts";
import { i18n } from "../../i18n/i18n";

export interface Quote {
  text: string;
  /** Short English gloss for the Hindi lines; empty for English ones. */
  meaning: string;
}

// Our own lines about money habits (locale files, coach.quotes.q0–q15): in English half in Hindi (Roman
// script) with an English gloss, in Hindi the app's own Hindi sayings.
const QUOTE_COUNT = 16;

/** The day's quotes in the current language. */
export function dailyQuotes(): Quote[] {
  return Array.from({ length: QUOTE_COUNT }, (_, index) => quoteAt(index));
}

function quoteAt(index: number): Quote {
  const slot = `q${index}` as "q0";
  return { text: i18n.t(`coach:quotes.${slot}`), meaning: i18n.t(`coach:quotes.${slot}m`) };
}

/** The quote of the day: each Indian day moves to the next quote, the same for everyone. */
export function quoteForDay(day: DayKey): Quote {
  return quoteAt(dayNumber(day) % QUOTE_COUNT);
}
