import { SimpleGrid, Stack } from "@chakra-ui/react";
import { useMemo } from "react";
import { CoachGreeting } from "./CoachGreeting";
import { MissionCard } from "./MissionCard";
import { StreakCard } from "./StreakCard";
import { useCoachStorage } from "./use-coach-storage";
import { WisdomCard } from "./WisdomCard";

interface CoachWidgetsProps {
  email: string;
}

/** The coach's home widgets: greeting, today's mission, logging streak and the daily quote. */
export function CoachWidgets({ email }: CoachWidgetsProps) {
  const coach = useCoachStorage(email);
  // Read when home opens; the streak only changes on the add-expense screen.
  const streak = useMemo(() => coach.expenseStreak(), [coach]);
  return (
    <Stack gap="4" data-testid="coach-widgets">
      <CoachGreeting coach={coach} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <MissionCard email={email} coach={coach} />
        <StreakCard streak={streak} />
      </SimpleGrid>
      <WisdomCard />
    </Stack>
  );
}
