// Initial JavaScript per route from a production build's manifest (gzip, as served): the shell every
// screen loads, the landing and signed-in home. `npm run bench:web` prints these figures and
// tests/repo/initial-js.test.ts holds the landing and the shell to their goals (docs/web.md "Initial JS").
// Sizes depend on the code only, never on the machine's load.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { textEntries } from "../build/text-entries";

/** KB gzip. Landing and home: issue 26's goals; the shell: back to where it was before issue 23 (188.9). */
export const INITIAL_JS_GOALS_KB = { landing: 200, shell: 188.9, home: 230 } as const;

/**
 * KB gzip: each route's initial JS as last measured (docs/web.md "Initial JS: home below main") plus
 * under 1 KB, so no route grows back unnoticed while a few new texts (every route carries the
 * English ones) do not fail it. Lower a figure when a change makes its route smaller; raise one only
 * with the reason in docs/web.md.
 */
export const INITIAL_JS_LIMITS_KB: Record<RouteName, number> = {
  landing: 196.5,
  signin: 243.5,
  shell: 186.5,
  home: 293.5,
  expense: 337.5,
  history: 331.0,
  analytics: 269.5,
  household: 343.7,
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  name?: string;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The caller's environment without what a test runner sets: under vitest NODE_ENV is "test", and Vite
 * would then bundle React's development build.
 */
function buildEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_ENV;
  for (const name of Object.keys(env)) if (name.startsWith("VITEST")) delete env[name];
  return env;
}

/**
 * `vite build` of `projectDir` into `outDir` with its manifest (the prerender runs as in any build);
 * `extraArgs` are passed on (bench:web's traces add `--sourcemap hidden`: maps beside the same files).
 */
export function buildWithManifest(projectDir: string, outDir: string, extraArgs: string[] = []): Manifest {
  const result = spawnSync(
    path.join(projectDir, "node_modules/.bin/vite"),
    ["build", "--outDir", outDir, "--emptyOutDir", "--manifest", "--logLevel", "error", ...extraArgs],
    { cwd: projectDir, stdio: ["ignore", "inherit", "inherit"], env: buildEnv() },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
  return JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
}

/** The JS files a chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** src/lib/supabase.ts: its own entry when only imported dynamically, else a shared chunk named after it. */
function authClientKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find(
    (candidate) => candidate === "src/lib/supabase.ts" || manifest[candidate]?.name === "supabase",
  );
  if (!key) throw new Error("the auth client chunk (src/lib/supabase.ts) is not in the build manifest");
  return key;
}

function gzippedKb(outDir: string, files: Iterable<string>): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    if (!file.endsWith(".js")) continue;
    const bytes = readFileSync(path.join(outDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { raw: raw / 1024, gzip: gzip / 1024 };
}

/** The screens whose first load `routeSizes` counts, in the order bench:web prints them. */
export const ROUTES = [
  "landing",
  "signin",
  "shell",
  "home",
  "expense",
  "history",
  "analytics",
  "household",
] as const;
export type RouteName = (typeof ROUTES)[number];
/** A route's initial JS; a signed-in screen a build does not have (an older baseline's) is left out. */
export type RouteSizes = Partial<Record<RouteName, { files: number; raw: number; gzip: number }>>;

/**
 * The chunks app/signed-in-needs.ts loads for every signed-in screen of an English user: the rest of the
 * recipes and, in builds from before texts per screen, every English text (under whichever name held
 * them). Now each screen's own texts are counted from what its route names (`namedTexts`).
 */
export const SIGNED_IN_NEEDS = [
  "src/locales/en/app-texts.ts",
  "src/locales/en/texts.ts",
  "src/app/theme-app-recipes.ts",
];

/**
 * The English text chunks a signed-in screen awaits: the namespaces its route names (app/router.tsx
 * `appPage`), the frame's and those of what runs while signed in (build/text-entries.ts), read from
 * `projectDir`'s source.
 */
function namedTexts(projectDir: string, screenModule: string): string[] {
  // A build from before texts per screen has no per-screen texts: it loads them all (SIGNED_IN_NEEDS).
  if (!existsSync(path.join(projectDir, "src/locales/en/app-texts.ts"))) return [];
  const parts = new Set([screenModule, "src/app/layout/AppLayout.tsx", "src/app/SignedInSync.tsx"]);
  return textEntries(projectDir)
    .filter((entry) => parts.has(entry.module))
    .flatMap((entry) => entry.declared.map((namespace) => `src/locales/en/${namespace}.ts`));
}

/** Each signed-in screen's own chunk (app/router.tsx). */
const SIGNED_IN_SCREENS: Record<Exclude<RouteName, "landing" | "signin" | "shell">, string[]> = {
  home: ["src/app/HomeRoute.tsx", "src/features/dashboard/HomePage.tsx"],
  expense: ["src/app/AddExpenseRoute.tsx", "src/features/expenses/AddExpensePage.tsx"],
  history: ["src/features/history/HistoryPage.tsx"],
  analytics: ["src/features/analytics/AnalyticsPage.tsx"],
  household: ["src/features/households/HouseholdPage.tsx"],
};

/** `projectDir`: the checkout `outDir` was built from (its routes name their texts). */
export function routeSizes(
  outDir: string,
  manifest: Manifest,
  projectDir = path.resolve(import.meta.dirname, ".."),
): RouteSizes {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("no entry chunk in the build manifest");
  const shell = staticClosure(manifest, entryKey);
  // main.tsx imports the app itself (src/app/start.tsx) dynamically, after the first paint: it is
  // still part of every first load.
  if (manifest["src/app/start.tsx"]) staticClosure(manifest, "src/app/start.tsx", shell);
  const firstKey = (keys: string[]) => {
    const key = keys.find((candidate) => manifest[candidate]);
    if (!key) throw new Error(`none of ${keys.join(", ")} is in the build manifest`);
    return key;
  };
  // A signed-in load always fetches the auth client too (the session is read before any API call),
  // whether a page imports it statically or the session module loads it at start. So does it the
  // signed-in frame, what runs while signed in (live updates, the offline queue) and the guards that
  // ask for the current user (with TanStack Query), when they are lazy chunks of their own
  // (app/router.tsx, app/guards.tsx).
  const signedIn = (screenKeys: string[]) => {
    const files = staticClosure(
      manifest,
      authClientKey(manifest),
      staticClosure(manifest, firstKey(screenKeys), new Set(shell)),
    );
    for (const key of [
      "src/app/layout/AppLayout.tsx",
      "src/app/SignedInSync.tsx",
      "src/app/SignedInGuards.tsx",
      // What every signed-in screen awaits before it renders (app/signed-in-needs.ts): the rest of the
      // design system's recipes and the English texts its route names.
      ...SIGNED_IN_NEEDS,
      ...namedTexts(projectDir, firstKey(screenKeys)),
    ])
      if (manifest[key]) staticClosure(manifest, key, files);
    return files;
  };
  // A screen the build lacks (a baseline from before it existed) has no figure.
  const screen = (keys: string[]) => (keys.some((key) => manifest[key]) ? signedIn(keys) : undefined);
  const routes: Record<RouteName, Set<string> | undefined> = {
    landing: staticClosure(manifest, "src/features/auth/LandingPage.tsx", new Set(shell)),
    signin: staticClosure(manifest, "src/features/auth/SignInPage.tsx", new Set(shell)),
    shell,
    home: screen(SIGNED_IN_SCREENS.home),
    expense: screen(SIGNED_IN_SCREENS.expense),
    history: screen(SIGNED_IN_SCREENS.history),
    analytics: screen(SIGNED_IN_SCREENS.analytics),
    household: screen(SIGNED_IN_SCREENS.household),
  };
  return Object.fromEntries(
    ROUTES.flatMap((name) => {
      const files = routes[name];
      return files ? [[name, { files: files.size, ...gzippedKb(outDir, files) }]] : [];
    }),
  );
}
