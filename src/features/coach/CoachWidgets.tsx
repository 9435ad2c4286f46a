import { SimpleGrid, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../components/LoadError";
import { CoachGreeting } from "./CoachGreeting";
import { MissionCard } from "./MissionCard";
import { StreakCard } from "./StreakCard";
import { useCoach } from "./use-coach";
import { WisdomCard } from "./WisdomCard";

interface CoachWidgetsProps {
  email: string;
}

/** The coach's home widgets: greeting, today's mission, logging streak and the daily quote. */
export function CoachWidgets({ email }: CoachWidgetsProps) {
  const coach = useCoach(email);
  const { t } = useTranslation("coach");
  return (
    <Stack gap="4" data-testid="coach-widgets">
      {coach.failed ? <LoadError message={t("loadFailed")} onRetry={coach.retry} /> : null}
      <CoachGreeting coach={coach} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <MissionCard email={email} coach={coach} />
        <StreakCard streak={coach.expenseStreak()} />
      </SimpleGrid>
      <WisdomCard />
    </Stack>
  );
}
