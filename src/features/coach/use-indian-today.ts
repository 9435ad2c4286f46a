import { type DayKey, indianDay } from "@shared/calendar/indian-day.ts";
import { useEffect, useState } from "react";

/** The current instant, refreshed every `intervalMs` so the coach rolls over at Indian midnight. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function useIndianToday(): DayKey {
  return indianDay(useNow());
}
