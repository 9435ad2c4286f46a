import { Alert, CloseButton } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { dayPeriod, GREETING_TITLES, pickTip, shouldShowGreeting } from "./coach-greeting";
import type { CoachStorage } from "./coach-storage";
import { dayKeyAt, hourAt } from "./indian-day";

interface CoachGreetingProps {
  coach: CoachStorage;
}

/** The coach's greeting with a random tip, at most once per Indian day per user (docs/product.md §4.6). */
export function CoachGreeting({ coach }: CoachGreetingProps) {
  // Decided once when home opens: the greeting stays until closed, and is not shown again that day.
  const [greeting] = useState(() => {
    const now = new Date();
    const today = dayKeyAt(now);
    if (!shouldShowGreeting(coach.greetingShownOn(), today)) return null;
    return { today, title: GREETING_TITLES[dayPeriod(hourAt(now))], tip: pickTip() };
  });
  const [open, setOpen] = useState(greeting !== null);

  useEffect(() => {
    if (greeting) coach.markGreetingShown(greeting.today);
  }, [coach, greeting]);

  if (!greeting || !open) return null;
  return (
    <Alert.Root status="info" variant="surface" data-testid="coach-greeting" borderRadius="l2">
      <Alert.Indicator>🧑‍🏫</Alert.Indicator>
      <Alert.Content>
        <Alert.Title>{greeting.title}</Alert.Title>
        <Alert.Description>{greeting.tip}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label="Close greeting" onClick={() => setOpen(false)} />
    </Alert.Root>
  );
}
