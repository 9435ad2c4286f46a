// The caller's state kept across devices (public.user_state), under RLS.
import type { UserState } from "@shared/contract/api-rows.ts";
import type { UserStatePatch } from "@shared/contract/user-state-schemas.ts";
import type { Tx } from "./with-user.ts";

interface StateColumns {
  currentStreak: number;
  longestStreak: number;
  lastLoggedDate: string | null;
  totalDaysLogged: number;
  missionId: string | null;
  missionDate: string | null;
  missionCompleted: boolean;
  missionProgress: number;
  missionStreak: number;
  soundEnabled: boolean;
  welcomeSeen: boolean;
  tourCompleted: boolean;
  replayWelcome: boolean;
  greetingShownOn: string | null;
  closedAlerts: string[];
}

const selected = (tx: Tx) => tx`
  current_streak as "currentStreak", longest_streak as "longestStreak",
  last_logged_date::text as "lastLoggedDate", total_days_logged as "totalDaysLogged",
  mission_id as "missionId", mission_date::text as "missionDate", mission_completed as "missionCompleted",
  mission_progress as "missionProgress", mission_streak as "missionStreak", sound_enabled as "soundEnabled",
  welcome_seen as "welcomeSeen", tour_completed as "tourCompleted", replay_welcome as "replayWelcome",
  greeting_shown_on::text as "greetingShownOn", closed_alerts as "closedAlerts"`;

function toState(row: StateColumns): UserState {
  return {
    expenseStreak: {
      currentStreak: row.currentStreak,
      longestStreak: row.longestStreak,
      lastLoggedDate: row.lastLoggedDate,
      totalDaysLogged: row.totalDaysLogged,
    },
    missionState:
      row.missionId && row.missionDate
        ? {
            missionId: row.missionId,
            date: row.missionDate,
            completed: row.missionCompleted,
            progress: row.missionProgress,
          }
        : null,
    missionStreak: row.missionStreak,
    soundEnabled: row.soundEnabled,
    welcomeSeen: row.welcomeSeen,
    tourCompleted: row.tourCompleted,
    replayWelcome: row.replayWelcome,
    greetingShownOn: row.greetingShownOn,
    closedAlerts: row.closedAlerts,
  };
}

/** The table's columns a patch sets. */
function columnsOf(patch: UserStatePatch): Record<string, string | number | boolean | string[] | null> {
  const columns: Record<string, string | number | boolean | string[] | null> = {};
  if (patch.expenseStreak) {
    columns.current_streak = patch.expenseStreak.currentStreak;
    columns.longest_streak = patch.expenseStreak.longestStreak;
    columns.last_logged_date = patch.expenseStreak.lastLoggedDate;
    columns.total_days_logged = patch.expenseStreak.totalDaysLogged;
  }
  if (patch.missionState !== undefined) {
    columns.mission_id = patch.missionState?.missionId ?? null;
    columns.mission_date = patch.missionState?.date ?? null;
    columns.mission_completed = patch.missionState?.completed ?? false;
    columns.mission_progress = patch.missionState?.progress ?? 0;
  }
  const simple = {
    mission_streak: patch.missionStreak,
    sound_enabled: patch.soundEnabled,
    welcome_seen: patch.welcomeSeen,
    tour_completed: patch.tourCompleted,
    replay_welcome: patch.replayWelcome,
    greeting_shown_on: patch.greetingShownOn,
    closed_alerts: patch.closedAlerts,
  };
  for (const [column, value] of Object.entries(simple)) if (value !== undefined) columns[column] = value;
  return columns;
}

/** In an upsert: the stored mission is the incoming one, for the same day, and already completed. */
const sameMissionStored = (tx: Tx) => tx`
  user_state.mission_completed and user_state.mission_id = excluded.mission_id
  and user_state.mission_date = excluded.mission_date`;

/** The caller's state, or null before their first write. */
export async function findUserState(tx: Tx): Promise<UserState | null> {
  const rows = await tx<StateColumns[]>`
    select ${selected(tx)} from public.user_state where user_id = (select auth.uid())`;
  return rows[0] ? toState(rows[0]) : null;
}

/** Writes the fields the patch names (creating the row with defaults for the rest) and returns the state. */
export async function patchUserState(tx: Tx, patch: UserStatePatch): Promise<UserState> {
  const columns = columnsOf(patch);
  if (Object.keys(columns).length === 0) {
    await tx`insert into public.user_state (user_id) values ((select auth.uid())) on conflict (user_id) do nothing`;
    const state = await findUserState(tx);
    if (!state) throw new Error("user_state row missing after insert");
    return state;
  }
  // A completed mission stays completed: another device's progress save for the same day's mission
  // (sent before it saw the completion) must not undo it.
  const { mission_completed: _completed, mission_progress: _progress, ...updated } = columns;
  const missionKept = sameMissionStored(tx);
  const [row] = await tx<StateColumns[]>`
    insert into public.user_state ${tx(columns)}
    on conflict (user_id) do update set ${tx(updated)}${
      patch.missionState === undefined
        ? tx``
        : tx`,
      mission_completed = case when ${missionKept} then true else excluded.mission_completed end,
      mission_progress = case when ${missionKept} then user_state.mission_progress else excluded.mission_progress end`
    }
    returning ${selected(tx)}`;
  if (!row) throw new Error("user_state upsert returned no row");
  return toState(row);
}
