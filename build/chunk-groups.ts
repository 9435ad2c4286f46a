// Code-splitting groups for the production build (vite.config.ts; docs/web.md "Initial JS"). Left to
// the automatic splitting, what every signed-in start needs and no public screen loads comes as dozens of
// chunks of one or two modules each (TanStack Query alone as seven), each gzipped alone with its own
// import and export lists. Here they are two chunks. Only the modules named here: what they import stays
// where the bundler puts it (`includeDependenciesRecursively: false`), so nothing a public screen needs
// is pulled in, and no public screen imports these (tests/repo/initial-js.test.ts checks both).
import type { Rolldown } from "vite";

/** The app's modules every signed-in start runs (the guards, the frame, live updates) and no public screen imports. */
export const SIGNED_IN_START = [
  "src/app/SignedInGuards.tsx",
  "src/app/SignedInSync.tsx",
  "src/lib/live-updates.ts",
  "src/lib/query-client.ts",
  "src/lib/session.ts",
  "src/lib/sign-out.ts",
  "src/lib/query-persistence.ts",
  "src/lib/paint-rules.ts",
  "src/lib/offline-sync.ts",
  "src/lib/offline-plan.ts",
  "src/lib/offline-queue.ts",
  "src/lib/offline-queue-store.ts",
  "src/lib/offline-db.ts",
  "src/lib/user-state.ts",
  "src/lib/user-state-rules.ts",
  "src/lib/sounds.ts",
  "src/lib/money-queries.ts",
  "src/lib/carry-over.ts",
  "src/lib/use-indian-today.ts",
  "src/lib/use-offline.ts",
  "src/lib/live-status.ts",
  "src/lib/expense-editor.ts",
  "src/lib/quick-entry.ts",
  "src/lib/daily-limit.ts",
  "src/lib/ist-format.ts",
  "src/i18n/format.ts",
  "src/i18n/use-language.ts",
  "_shared/calendar/budget-cycle.ts",
  "_shared/money/paise.ts",
  "_shared/money/rupees.ts",
  "_shared/budget/monthly-budget.ts",
  "_shared/budget/thresholds.ts",
  "_shared/budget/goal-plan.ts",
] as const;

/** The repository path of a SIGNED_IN_START entry. */
export const signedInStartPath = (file: string) =>
  file.startsWith("_shared/") ? `supabase/functions/${file}` : file;

export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  {
    // No public screen loads TanStack Query (app/guards.tsx); every signed-in start needs its core and
    // React part at once.
    name: "tanstack-query",
    test: /[\\/]node_modules[\\/]@tanstack[\\/]/,
    includeDependenciesRecursively: false,
  },
  {
    name: "signed-in",
    test: (id: string) => SIGNED_IN_START.some((file) => id.endsWith(file)),
    includeDependenciesRecursively: false,
  },
];
