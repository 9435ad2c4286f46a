import { lazy, Suspense, useEffect, useState } from "react";
import { RESUME_TOUR_DELAY_MS, WELCOME_TO_TOUR_DELAY_MS } from "./tour-steps";
import { useCoachStorage } from "./use-coach-storage";
import { WelcomeCard } from "./WelcomeCard";

interface CoachOnboardingProps {
  email: string;
  /** The server's view of the user (GET /api/auth/user isNewUser); the local flag counts too. */
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
 * The welcome flow of spec §4: a new user sees the welcome card; closing it stores the seen flag and
 * starts the tour after 500 ms. A user who saw the welcome but has not finished the tour gets the
 * tour after 1 s. Finishing (or skipping) stores the completed flag.
 */
export function CoachOnboarding({ email, isNewUser = false }: CoachOnboardingProps) {
  const coach = useCoachStorage(email);
  const [showWelcome, setShowWelcome] = useState(
    () => (isNewUser || coach.isNewUser()) && !coach.welcomeSeen(),
  );
  const [tourOpen, setTourOpen] = useState(false);
  const [step, setStep] = useState(() => resumeStepByEmail.get(email) ?? 0);
  const [tourDelay, setTourDelay] = useState<number | null>(() =>
    coach.welcomeSeen() && !coach.tourCompleted() ? RESUME_TOUR_DELAY_MS : null,
  );

  // Stays mounted once shown, so closing still plays the dialog's exit animation.
  const [tourMounted, setTourMounted] = useState(false);

  useEffect(() => {
    if (tourDelay === null) return;
    void loadTour();
    const timer = window.setTimeout(() => {
      setTourMounted(true);
      setTourOpen(true);
    }, tourDelay);
    return () => window.clearTimeout(timer);
  }, [tourDelay]);

  function dismissWelcome() {
    coach.markWelcomeSeen();
    setShowWelcome(false);
    setStep(0);
    setTourDelay(WELCOME_TO_TOUR_DELAY_MS);
  }

  function finishTour() {
    coach.markTourCompleted();
    resumeStepByEmail.delete(email);
    setTourOpen(false);
    setTourDelay(null);
  }

  function leaveTour(resumeAt: number) {
    resumeStepByEmail.set(email, resumeAt);
    setTourOpen(false);
  }

  return (
    <>
      {showWelcome ? <WelcomeCard onDismiss={dismissWelcome} /> : null}
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
