// The app's "today" on the Indian clock, live: it turns over at 00:00 IST with the app open, so home's
// date, today's figures and the coach move to the new day with no reload (docs/product.md §2.9). The
// days themselves are @shared/calendar/indian-day.ts's; this only says when to look again.
import { addDays, type DayKey, indianDay, indianDayStart } from "@shared/calendar/indian-day.ts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { moneyKeys } from "./money-queries";

/** The current instant, refreshed every `intervalMs` (the mission's hour of day). */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Milliseconds from `now` to the next Indian midnight (at least 1). */
export const msToNextIndianDay = (now: Date): number =>
  Math.max(1, indianDayStart(addDays(indianDay(now), 1)).getTime() - now.getTime());

/**
 * Today's Indian day, re-read at the next Indian midnight and whenever the page is shown again (a
 * phone asleep across midnight runs no timers).
 */
export function useIndianToday(): DayKey {
  const [today, setToday] = useState(() => indianDay(new Date()));
  useEffect(() => {
    let timer = 0;
    // Read the day, then wait for the next midnight (again after a timer that fired a little early).
    const check = () => {
      const now = new Date();
      setToday(indianDay(now));
      window.clearTimeout(timer);
      timer = window.setTimeout(check, msToNextIndianDay(now));
    };
    check();
    const onShow = () => {
      if (document.visibilityState === "visible") check();
    };
    document.addEventListener("visibilitychange", onShow);
    window.addEventListener("focus", check);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("visibilitychange", onShow);
      window.removeEventListener("focus", check);
    };
  }, []);
  return today;
}

/**
 * At a new Indian day, reads again what depends on it: the daily figure, today's and the month's
 * spending (all under `analytics`) and the day's alerts. Mounted once while signed in.
 */
export function useNewDayRefresh(): void {
  const today = useIndianToday();
  const queryClient = useQueryClient();
  const seen = useRef(today);
  useEffect(() => {
    if (seen.current === today) return;
    seen.current = today;
    for (const queryKey of [moneyKeys.analytics, moneyKeys.notifications]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [today, queryClient]);
}
