import { Badge, Box, Button, Card, HStack, Progress, Text } from "@chakra-ui/react";
import { useEffect, useMemo, useState } from "react";
import { showMilestoneToast, showToast } from "../../components/ui/toaster";
import { playSound } from "../../lib/sounds";
import type { CoachStorage } from "./coach-storage";
import { missionButtonLabel, missionStateForDay, pressMissionButton } from "./mission-state";
import { missionForDay, missionProgress } from "./missions";
import { useIndianToday } from "./use-indian-today";
import { useTodaysExpenses } from "./use-todays-expenses";

interface MissionCardProps {
  email: string;
  coach: CoachStorage;
}

/** Today's mission with its progress from today's expenses and the Mark Complete button (docs/product.md §4.11). */
export function MissionCard({ email, coach }: MissionCardProps) {
  const today = useIndianToday();
  const mission = useMemo(() => missionForDay(email, today), [email, today]);
  const expenses = useTodaysExpenses(today);
  const progress = expenses.data ? missionProgress(mission, expenses.data) : 0;
  // The stored state only counts for today's mission; a new Indian day starts a fresh one.
  const [stored, setStored] = useState(() => coach.missionState());
  const state = missionStateForDay(stored, mission, today);
  const [streak, setStreak] = useState(() => coach.missionStreak());

  // Remember the latest progress with the day's state (docs/product.md §3.9 missionState).
  useEffect(() => {
    if (!expenses.data || state.completed || state.progress === progress) return;
    const next = { ...state, progress };
    setStored(next);
    coach.saveMissionState(next);
  }, [coach, expenses.data, progress, state]);

  const label = missionButtonLabel(state, progress);

  function onPress() {
    const outcome = pressMissionButton(state, progress, coach.missionStreak());
    if (outcome.kind === "not-ready") {
      showToast({
        title: "Mission Not Ready",
        description: `You're ${outcome.percent}% there. Keep going!`,
        type: "info",
      });
      return;
    }
    if (outcome.kind === "already-completed") return;
    setStored(outcome.state);
    setStreak(outcome.missionStreak);
    coach.saveMissionState(outcome.state);
    coach.saveMissionStreak(outcome.missionStreak);
    showMilestoneToast({
      title: "Mission Complete!",
      description: `You earned your daily mission streak: ${outcome.missionStreak} ${
        outcome.missionStreak === 1 ? "day" : "days"
      } 🏆`,
      type: "success",
    });
    playSound("mission", coach.soundEnabled());
  }

  return (
    <Card.Root data-testid="mission-card" variant="outline">
      <Card.Header pb="2">
        <HStack justify="space-between">
          <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
            Today's Mission
          </Text>
          {streak > 0 ? (
            <Badge colorPalette="purple" data-testid="mission-streak">
              🏆 {streak} {streak === 1 ? "mission" : "missions"} done
            </Badge>
          ) : null}
        </HStack>
      </Card.Header>
      <Card.Body pt="0" gap="3">
        <HStack align="start" gap="3">
          <Text fontSize="3xl" aria-hidden>
            {mission.emoji}
          </Text>
          <Box>
            <Card.Title data-testid="mission-title">{mission.title}</Card.Title>
            <Card.Description>{mission.description}</Card.Description>
          </Box>
        </HStack>
        <Progress.Root
          value={state.completed ? 100 : progress}
          size="sm"
          colorPalette={state.completed || progress >= 100 ? "green" : "orange"}
          aria-label="Mission progress"
        >
          <HStack justify="space-between" mb="1">
            <Progress.Label fontSize="xs">Progress</Progress.Label>
            <Progress.ValueText fontSize="xs" data-testid="mission-progress" />
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        {expenses.isError ? (
          <Text fontSize="xs" color="fg.error" role="status">
            Couldn't load today's expenses, so progress may be behind.
          </Text>
        ) : null}
        <Button
          onClick={onPress}
          colorPalette={label === "In Progress..." ? "gray" : "green"}
          variant={label === "Mark Complete" ? "solid" : "subtle"}
          disabled={state.completed}
          loading={expenses.isLoading}
          // Without it the loading button hides its text and has no accessible name.
          loadingText={label}
        >
          {label}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
