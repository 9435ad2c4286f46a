import { useEffect, useState } from "react";
import { type DayKey, dayKeyAt } from "./indian-day";

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
  return dayKeyAt(useNow());
}
