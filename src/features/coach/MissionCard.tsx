import { Badge, Box, Button, Card, Heading, HStack, Progress, Text } from "@chakra-ui/react";
import { cycleBounds, cycleDaysLeft, DEFAULT_CYCLE_START, settingOf } from "@shared/calendar/budget-cycle.ts";
import { indianClock } from "@shared/calendar/indian-day.ts";
import { paiseFromWire } from "@shared/money/paise.ts";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { showMilestoneToast, showToast } from "../../components/ui/toaster";
import { formatPercent, formatRupees } from "../../i18n/format";
import { useBudget } from "../../lib/money-queries";
import { playSound } from "../../lib/sounds";
import { useIndianToday, useNow } from "../../lib/use-indian-today";
import type { en } from "../../locales/en/texts";
import { goalMissionProgress, isGoalMission, missionOfDay, openGoal } from "./goal-mission";
import {
  completableAt,
  isLimitMission,
  LIMIT_MISSIONS_OPEN_HOUR,
  missionButtonLabel,
  missionStateForDay,
  pressMissionButton,
} from "./mission-state";
import { missionProgress, needsTrackedDay } from "./missions";
import type { Coach } from "./use-coach";
import { useGoalsForMission } from "./use-goals-for-mission";
import { useCustomCategoryKinds, useTodaysExpenses } from "./use-todays-expenses";

/** The button's states as the locale files name them. */
const BUTTON_KEYS = {
  "Completed!": "completed",
  "Limit Passed": "limitPassed",
  "Mark Complete": "markComplete",
  "In Progress...": "inProgress",
} as const;

/** Mission ids with texts in the locale files (coach.missions.<id>); a type only, so the texts stay out of home's chunk. */
type MissionKey = keyof typeof en.coach.missions;

interface MissionCardProps {
  email: string;
  coach: Coach;
}

/** Today's mission with its progress from today's expenses and the Mark Complete button (docs/product.md §4.11). */
export function MissionCard({ email, coach }: MissionCardProps) {
  const now = useNow();
  const today = useIndianToday();
  // A user with an open savings goal has its mission among theirs (goal-mission.ts); a failed read of
  // the goals is no goal. While they load, nothing is saved and the button waits.
  const goals = useGoalsForMission();
  const budget = useBudget();
  const goal = goals.data ? openGoal(goals.data) : null;
  const daysLeft = cycleDaysLeft(
    cycleBounds(budget.data?.cycle ?? settingOf(DEFAULT_CYCLE_START), today),
    today,
  );
  const mission = useMemo(() => missionOfDay(email, today, goal, daysLeft), [email, today, goal, daysLeft]);
  const expenses = useTodaysExpenses(today);
  const customKinds = useCustomCategoryKinds();
  const progress = isGoalMission(mission)
    ? goalMissionProgress(paiseFromWire(goal?.movedToday ?? "0"), mission.amount)
    : expenses.data
      ? missionProgress(mission, expenses.data, customKinds)
      : 0;
  const missionTexts = isGoalMission(mission)
    ? { amount: formatRupees(mission.amount), goal: mission.goal.name }
    : {};
  // The stored state only counts for today's mission; a new Indian day starts a fresh one.
  const state = missionStateForDay(coach.missionState(), mission, today);
  const streak = coach.missionStreak();
  const completable = completableAt(mission, indianClock(now).hour);
  const { t } = useTranslation("coach");

  // Remember the latest progress with the day's state (docs/product.md §3 "mission state"), only once
  // the server's state is in, so this device never overwrites a completion made on another. Once per
  // value: the state only shows the new progress when the change has been applied.
  const savedProgress = useRef<string | null>(null);
  const progressKey = `${state.date}:${state.missionId}:${progress}`;
  const saveProgress =
    coach.loaded && expenses.isSuccess && !goals.isPending && !state.completed && state.progress !== progress
      ? coach.saveMissionState
      : null;
  useEffect(() => {
    if (!saveProgress || savedProgress.current === progressKey) return;
    savedProgress.current = progressKey;
    saveProgress({ missionId: state.missionId, date: state.date, completed: false, progress });
  }, [saveProgress, progressKey, state.missionId, state.date, progress]);

  const limitMission = isLimitMission(mission);
  // Passed only once today's expenses are in: while they load, progress reads 0.
  const label = missionButtonLabel(state, progress, completable, limitMission && expenses.isSuccess);
  // A spending limit counts only on a day with something logged (docs/coach.md).
  const needsLog = !state.completed && expenses.isSuccess && needsTrackedDay(mission, expenses.data);
  // Completed, then spent past the limit the same day: counted, but no trophy over today's spending.
  const passedSince = label === "Limit Passed";
  const missionKey = mission.id as MissionKey;

  function onPress() {
    if (!coach.loaded) return;
    const outcome = pressMissionButton(state, progress, streak, completable);
    if (outcome.kind === "not-ready") {
      showToast({
        title: t("mission.notReadyTitle"),
        description: needsLog ? t("mission.needsLog") : t("mission.notReady", { percent: outcome.percent }),
        type: "info",
      });
      return;
    }
    if (outcome.kind === "too-early") {
      showToast({
        title: t("mission.notReadyTitle"),
        description: t("mission.tooEarly"),
        type: "info",
      });
      return;
    }
    if (outcome.kind === "already-completed") return;
    coach.completeMission(outcome.state, outcome.missionStreak);
    showMilestoneToast({
      title: t("mission.completeTitle"),
      description: t("mission.complete", { count: outcome.missionStreak }),
      type: "success",
    });
    playSound("mission", coach.soundEnabled());
  }

  return (
    <Card.Root data-testid="mission-card" variant="outline">
      <Card.Header pb="2">
        <HStack justify="space-between">
          <Heading as="h2" fontSize="sm" fontWeight="semibold" color="fg.muted">
            {t("mission.title")}
          </Heading>
          {streak > 0 && !passedSince ? (
            <Badge colorPalette="purple" data-testid="mission-streak">
              {t("mission.done", { count: streak })}
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
            <Card.Title data-testid="mission-title">
              {t(`missions.${missionKey}.title`, missionTexts)}
            </Card.Title>
            <Card.Description>{t(`missions.${missionKey}.description`, missionTexts)}</Card.Description>
          </Box>
        </HStack>
        <Progress.Root
          value={state.completed && !passedSince ? 100 : progress}
          size="sm"
          colorPalette={(state.completed && !passedSince) || progress >= 100 ? "green" : "orange"}
          aria-label={t("mission.progressLabel")}
        >
          <HStack justify="space-between" mb="1">
            <Progress.Label fontSize="xs">{t("mission.progress")}</Progress.Label>
            <Progress.ValueText fontSize="xs" data-testid="mission-progress">
              {formatPercent(state.completed ? 100 : progress)}
            </Progress.ValueText>
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        {expenses.isError ? (
          <Text fontSize="xs" color="fg.error" role="status">
            {t("mission.expensesFailed")}
          </Text>
        ) : null}
        {needsLog ? (
          <Text fontSize="xs" color="fg.muted" data-testid="mission-needs-log">
            {t("mission.needsLog")}
          </Text>
        ) : null}
        {passedSince ? (
          <Text fontSize="xs" color="fg.muted" data-testid="mission-passed">
            {t("mission.passedSince")}
          </Text>
        ) : null}
        {limitMission && !completable && !state.completed && !needsLog ? (
          <Text fontSize="xs" color="fg.muted" data-testid="mission-opens">
            {t("mission.opensAt", { hour: LIMIT_MISSIONS_OPEN_HOUR - 12 })}
          </Text>
        ) : null}
        <Button
          onClick={onPress}
          colorPalette={label === "In Progress..." ? "gray" : passedSince ? "orange" : "green"}
          variant={label === "Mark Complete" ? "solid" : "subtle"}
          disabled={state.completed}
          // Done is news, not an unavailable action: full-strength text that meets contrast.
          _disabled={state.completed ? { opacity: 1, cursor: "default" } : undefined}
          loading={expenses.isLoading || !coach.loaded || goals.isPending}
          // Without it the loading button hides its text and has no accessible name.
          loadingText={t(`mission.buttons.${BUTTON_KEYS[label]}`)}
        >
          {t(`mission.buttons.${BUTTON_KEYS[label]}`)}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
