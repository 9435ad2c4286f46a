import { Badge, Box, Button, Card, Heading, HStack, Progress, Text } from "@chakra-ui/react";
import { useEffect, useMemo, useRef } from "react";
import { showMilestoneToast, showToast } from "../../components/ui/toaster";
import { countOf } from "../../lib/plural";
import { playSound } from "../../lib/sounds";
import { hourAt } from "./indian-day";
import {
  completableAt,
  isLimitMission,
  LIMIT_MISSIONS_OPEN_HOUR,
  missionButtonLabel,
  missionStateForDay,
  pressMissionButton,
} from "./mission-state";
import { missionForDay, missionProgress } from "./missions";
import type { Coach } from "./use-coach";
import { useIndianToday, useNow } from "./use-indian-today";
import { useTodaysExpenses } from "./use-todays-expenses";

interface MissionCardProps {
  email: string;
  coach: Coach;
}

/** Today's mission with its progress from today's expenses and the Mark Complete button (docs/product.md §4.11). */
export function MissionCard({ email, coach }: MissionCardProps) {
  const now = useNow();
  const today = useIndianToday();
  const mission = useMemo(() => missionForDay(email, today), [email, today]);
  const expenses = useTodaysExpenses(today);
  const progress = expenses.data ? missionProgress(mission, expenses.data) : 0;
  // The stored state only counts for today's mission; a new Indian day starts a fresh one.
  const state = missionStateForDay(coach.missionState(), mission, today);
  const streak = coach.missionStreak();
  const completable = completableAt(mission, hourAt(now));

  // Remember the latest progress with the day's state (docs/product.md §3 "mission state"), only once
  // the server's state is in, so this device never overwrites a completion made on another. Once per
  // value: the state only shows the new progress when the change has been applied.
  const savedProgress = useRef<string | null>(null);
  const progressKey = `${state.date}:${state.missionId}:${progress}`;
  const saveProgress =
    coach.loaded && expenses.isSuccess && !state.completed && state.progress !== progress
      ? coach.saveMissionState
      : null;
  useEffect(() => {
    if (!saveProgress || savedProgress.current === progressKey) return;
    savedProgress.current = progressKey;
    saveProgress({ missionId: state.missionId, date: state.date, completed: false, progress });
  }, [saveProgress, progressKey, state.missionId, state.date, progress]);

  const label = missionButtonLabel(state, progress, completable);

  function onPress() {
    if (!coach.loaded) return;
    const outcome = pressMissionButton(state, progress, streak, completable);
    if (outcome.kind === "not-ready") {
      showToast({
        title: "Mission Not Ready",
        description: `You're ${outcome.percent}% there. Keep going!`,
        type: "info",
      });
      return;
    }
    if (outcome.kind === "too-early") {
      showToast({
        title: "Mission Not Ready",
        description:
          "A spending limit is judged once the day is mostly over: come back after 6 pm to complete it.",
        type: "info",
      });
      return;
    }
    if (outcome.kind === "already-completed") return;
    coach.completeMission(outcome.state, outcome.missionStreak);
    showMilestoneToast({
      title: "Mission Complete!",
      description: `You earned your daily mission streak: ${countOf(outcome.missionStreak, "day")} 🏆`,
      type: "success",
    });
    playSound("mission", coach.soundEnabled());
  }

  return (
    <Card.Root data-testid="mission-card" variant="outline">
      <Card.Header pb="2">
        <HStack justify="space-between">
          <Heading as="h2" fontSize="sm" fontWeight="semibold" color="fg.muted">
            Today's Mission
          </Heading>
          {streak > 0 ? (
            <Badge colorPalette="purple" data-testid="mission-streak">
              🏆 {countOf(streak, "mission")} done
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
        {isLimitMission(mission) && !completable && !state.completed ? (
          <Text fontSize="xs" color="fg.muted" data-testid="mission-opens">
            You can mark it complete from {LIMIT_MISSIONS_OPEN_HOUR - 12} pm, if you're still within it.
          </Text>
        ) : null}
        <Button
          onClick={onPress}
          colorPalette={label === "In Progress..." ? "gray" : "green"}
          variant={label === "Mark Complete" ? "solid" : "subtle"}
          disabled={state.completed}
          // Done is news, not an unavailable action: full-strength text that meets contrast.
          _disabled={state.completed ? { opacity: 1, cursor: "default" } : undefined}
          loading={expenses.isLoading || !coach.loaded}
          // Without it the loading button hides its text and has no accessible name.
          loadingText={label}
        >
          {label}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
