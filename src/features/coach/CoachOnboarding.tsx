import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { useRecentExpenses } from "../../lib/money-queries";
import { useMountedForExit } from "../../lib/use-mounted-for-exit";
import { RESUME_TOUR_DELAY_MS, WELCOME_TO_TOUR_DELAY_MS } from "./tour-steps";
import { useCoach } from "./use-coach";
import { WelcomeCard } from "./WelcomeCard";

interface CoachOnboardingProps {
  email: string;
  /** The server's view of the user (GET /api/auth/user isNewUser); a replay asked for on the profile counts too. */
  isNewUser?: boolean;
}

// The tour is a dialog most visits never open: its code (and Chakra's dialog machinery) loads only when
// the tour is due, during the delay before it opens, which keeps it out of home's first load.
const loadTour = () => import("./OnboardingTour");
const OnboardingTour = lazy(() => loadTour().then((module) => ({ default: module.OnboardingTour })));

// Where to resume the tour after one of its shortcuts took the user to another screen, per e-mail.
// Kept in memory only: a reload starts the tour from the beginning, which is harmless.
const resumeStepByEmail = new Map<string, number>();

/**
 * The welcome flow of docs/product.md §4.5: a new user sees the welcome card; closing it stores the seen flag and
 * starts the tour after 500 ms. A user who saw the welcome but has not finished the tour gets the
 * tour after 1 s. Finishing (or skipping) stores the completed flag.
 */
export function CoachOnboarding({ email, isNewUser = false }: CoachOnboardingProps) {
  const coach = useCoach(email);
  const [showWelcome, setShowWelcome] = useState(false);
  const [tourOpen, setTourOpen] = useState(false);
  const [step, setStep] = useState(() => resumeStepByEmail.get(email) ?? 0);
  // A new object per request, so asking again with the same delay schedules the tour again.
  const [tourRequest, setTourRequest] = useState<{ delayMs: number } | null>(null);
  // Decided once, when the server's state is in: a welcome seen on another device is not shown here.
  const [decided, setDecided] = useState(false);
  if (!decided && coach.loaded) {
    setDecided(true);
    setShowWelcome((isNewUser || coach.replayWelcome()) && !coach.welcomeSeen());
    if (coach.welcomeSeen() && !coach.tourCompleted()) setTourRequest({ delayMs: RESUME_TOUR_DELAY_MS });
  }
  const { pathname: homePath } = useLocation();
  // Home lists the same latest expenses, so this asks the server nothing more.
  const hasExpenses = (useRecentExpenses(10).data?.length ?? 0) > 0;

  const tourMounted = useMountedForExit(tourOpen);

  useEffect(() => {
    if (!tourRequest) return;
    void loadTour();
    const timer = window.setTimeout(() => setTourOpen(true), tourRequest.delayMs);
    return () => window.clearTimeout(timer);
  }, [tourRequest]);

  // After a shortcut the tour normally resumes when home mounts again. But navigations render as
  // transitions: Back pressed while the shortcut's screen is still rendering keeps this home mounted,
  // so it also watches for the return itself.
  const resumePending = !tourOpen && !tourRequest && resumeStepByEmail.has(email);
  useEffect(() => {
    if (!resumePending) return;
    const onReturn = () => {
      if (window.location.pathname === homePath) setTourRequest({ delayMs: RESUME_TOUR_DELAY_MS });
    };
    window.addEventListener("popstate", onReturn);
    return () => window.removeEventListener("popstate", onReturn);
  }, [resumePending, homePath]);

  function dismissWelcome() {
    coach.markWelcomeSeen();
    setShowWelcome(false);
    setStep(0);
    setTourRequest({ delayMs: WELCOME_TO_TOUR_DELAY_MS });
  }

  function finishTour() {
    coach.markTourCompleted();
    resumeStepByEmail.delete(email);
    setTourOpen(false);
    setTourRequest(null);
  }

  function leaveTour(resumeAt: number) {
    resumeStepByEmail.set(email, resumeAt);
    setStep(resumeAt);
    setTourOpen(false);
    setTourRequest(null);
  }

  return (
    <>
      {showWelcome ? <WelcomeCard onDismiss={dismissWelcome} hasExpenses={hasExpenses} /> : null}
      {tourMounted ? (
        <Suspense fallback={null}>
          <OnboardingTour
            open={tourOpen}
            step={step}
            onStepChange={setStep}
            onFinish={finishTour}
            onLeave={leaveTour}
          />
        </Suspense>
      ) : null}
    </>
  );
}
