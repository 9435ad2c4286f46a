// Home composed with the coach (features never import each other, so the app passes the coach's
// welcome flow and widgets into the dashboard's slots).
import { CoachOnboarding } from "../features/coach/CoachOnboarding";
import { CoachWidgets } from "../features/coach/CoachWidgets";
import HomePage from "../features/dashboard/HomePage";
import { useCurrentUser, useUserEmail } from "../lib/session";

export default function HomeRoute() {
  const { user } = useCurrentUser();
  const email = useUserEmail();
  // Keyed by e-mail so another user signing in on this device gets fresh coach state.
  return (
    <HomePage
      welcomeSlot={<CoachOnboarding key={email} email={email} isNewUser={user?.isNewUser ?? false} />}
      coachSlot={<CoachWidgets key={email} email={email} />}
    />
  );
}
