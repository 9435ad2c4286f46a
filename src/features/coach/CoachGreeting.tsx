import { Alert, CloseButton } from "@chakra-ui/react";
import { indianClock, indianDay } from "@shared/calendar/indian-day.ts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type DayPeriod, dayPeriod, pickTipIndex, shouldShowGreeting } from "./coach-greeting";
import type { Coach } from "./use-coach";

interface CoachGreetingProps {
  coach: Coach;
}

interface Greeting {
  today: string;
  period: DayPeriod;
  /** Which tip (a number in 0–4), so the tip follows a change of language. */
  tip: number;
}

/** The coach's greeting with a random tip, at most once per Indian day per user (docs/product.md §4.6). */
export function CoachGreeting({ coach }: CoachGreetingProps) {
  // Decided once, when the server's state is in (another device may have greeted the user today);
  // the greeting then stays until closed, and is not shown again that day on any device.
  const [greeting, setGreeting] = useState<Greeting | null | undefined>(undefined);
  const { t } = useTranslation("coach");
  if (greeting === undefined && coach.loaded) {
    const now = new Date();
    const today = indianDay(now);
    setGreeting(
      shouldShowGreeting(coach.greetingShownOn(), today)
        ? { today, period: dayPeriod(indianClock(now).hour), tip: pickTipIndex() }
        : null,
    );
  }
  const [open, setOpen] = useState(true);
  const shownToday = greeting?.today;

  // Marked once per greeting (the coach object changes with every state update).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (shownToday) coach.markGreetingShown(shownToday);
  }, [shownToday]);

  if (!greeting || !open) return null;
  return (
    <Alert.Root status="info" variant="surface" data-testid="coach-greeting" borderRadius="l2">
      <Alert.Indicator>🧑‍🏫</Alert.Indicator>
      <Alert.Content>
        <Alert.Title>{t(`greeting.${greeting.period}`)}</Alert.Title>
        <Alert.Description>{t(`tips.t${greeting.tip}` as "tips.t0")}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label={t("greeting.close")} onClick={() => setOpen(false)} />
    </Alert.Root>
  );
}
