// `npm run bench:web`: builds the app, reports the initial JavaScript of each route (the shell, the
// landing, sign-in, home, /expense, /history, /analytics, a household; gzipped, bench/route-sizes.ts;
// goals 188.9 KB shell, 200 KB landing, 230 KB home; limits: the last measured figures), times the
// design system's creation, and runs Lighthouse (mobile preset, median of BENCH_LIGHTHOUSE_RUNS, default
// 4) on `/`, `/signin`, `/signup` and, signed in as a seeded user with a budget and 200 expenses, on `/`
// and `/expense`, all served by a throw-away local stack (the production static server: gzip, the strict
// CSP). Then, in Playwright at 4× CPU slowdown, the taps and time from home to a saved expense and INP
// (web-vitals) of that flow and of the calendar. BENCH_BASELINE=<commit> builds that commit too (in a
// temporary worktree) and measures both in the same run, alternating, for a before/after from one
// machine at one load. BENCH_SIZES_ONLY=1 stops after the builds: only the initial-JS figures (no
// design-system timing, no stack, no browser), for a quick before/after of a bundle change on a busy
// machine; it exits 1 when the landing or the shell is over its goal or a route over its limit.
// BENCH_TRACE=1 also traces the signed-in first render at 4× CPU (bench/web-trace.ts) and prints each
// long task split into what ran (with BENCH_LIGHTHOUSE_RUNS=0 only the traces: a quick before/after);
// BENCH_TRACE_RUNS (default 4) traces per variant, the run with the median blocking time shown.
// Figures go to stdout and bench/results.json (git-ignored).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../local/ports.ts";
import { startWeb } from "../local/web.ts";
import { startTestStack } from "../tests/setup/test-stack.ts";
import {
  buildWithManifest,
  INITIAL_JS_GOALS_KB,
  INITIAL_JS_LIMITS_KB,
  type Manifest,
  ROUTES,
  type RouteName,
  type RouteSizes,
  routeSizes,
} from "./route-sizes.ts";
import {
  type BenchUser,
  type InteractionFigures,
  measureInteractions,
  seedUser,
  signInProfile,
} from "./web-signed-in.ts";
import { printTraces, type TraceSummary, traceSignedIn } from "./web-trace.ts";

const root = path.resolve(import.meta.dirname, "..");
const BUDGET_KB = 250;
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
// Even, as the traces' runs: with a baseline, each build goes first in half of them.
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 4);
const SIZES_ONLY = process.env.BENCH_SIZES_ONLY === "1";
const TRACE = process.env.BENCH_TRACE === "1" && !SIZES_ONLY;
// Even, so each variant is traced first as often as second: in an A/A run (one commit against itself,
// 3 runs) the variant traced second more often showed 20–70 % more blocking time (docs/web.md).
const TRACE_RUNS = Number(process.env.BENCH_TRACE_RUNS ?? 4);

function build(projectDir: string, outDir: string): Manifest {
  const started = Date.now();
  const manifest = buildWithManifest(projectDir, outDir, TRACE ? ["--sourcemap", "hidden"] : []);
  console.log(`build of ${projectDir}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return manifest;
}

interface LighthouseFigures {
  url: string;
  performance: number[];
  accessibility: number[];
  lcpMs: number[];
  tbtMs: number[];
  cls: number[];
  failedRuns?: number;
}

/** Lighthouse on each URL; `userDataDir` starts Chrome with that (signed-in) profile. */
const LIGHTHOUSE_TARGETS = [
  { route: "/", signedIn: false },
  { route: "/signin", signedIn: false },
  { route: "/signup", signedIn: false },
  { route: "/", signedIn: true },
  { route: "/expense", signedIn: true },
] as const;

async function runLighthouse(
  urls: string[],
  userDataDir?: string,
  runs = LIGHTHOUSE_RUNS,
): Promise<LighthouseFigures[] | string> {
  let lighthouse: typeof import("lighthouse").default;
  let launch: typeof import("chrome-launcher").launch;
  try {
    lighthouse = (await import("lighthouse")).default;
    launch = (await import("chrome-launcher")).launch;
  } catch (error) {
    return `lighthouse is not installed (${(error as Error).message})`;
  }
  const chrome = await launch({
    chromePath: CHROMIUM,
    ...(userDataDir ? { userDataDir } : {}),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const url of urls) {
      const entry: LighthouseFigures = {
        url,
        performance: [],
        accessibility: [],
        lcpMs: [],
        tbtMs: [],
        cls: [],
      };
      for (let run = 0; run < runs; run++) {
        // Default config = mobile: Moto G Power viewport, simulated slow 4G and 4x CPU slowdown. Its
        // storage reset clears caches and the service worker but keeps localStorage and IndexedDB.
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
        // A run that failed (e.g. the page painted nothing Lighthouse saw) scores 0: left out of the
        // median and counted instead.
        if (lhr.runtimeError) {
          entry.failedRuns = (entry.failedRuns ?? 0) + 1;
          console.log(
            `  Lighthouse run of ${url} failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
          );
          continue;
        }
        entry.performance.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
        entry.accessibility.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100));
        entry.lcpMs.push(Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0));
        entry.tbtMs.push(Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0));
        entry.cls.push(Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)));
      }
      figures.push(entry);
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

interface Variant {
  label: string;
  projectDir: string;
  outDir: string;
  webUrl?: string;
  sizes?: RouteSizes;
  designSystem?: { firstMs: number; medianMs: number; tokens: number; cssKb: number };
  lighthouse?: LighthouseFigures[] | string;
  interactions?: InteractionFigures | string;
  traces?: TraceSummary[] | string;
}

function designSystemTiming(projectDir: string): Variant["designSystem"] {
  const output = execFileSync(
    path.join(root, "node_modules/.bin/tsx"),
    [path.join(root, "bench/chakra-system.ts"), path.join(projectDir, "src/app/theme.ts")],
    { cwd: root, encoding: "utf8" },
  );
  return JSON.parse(output.trim().split("\n").at(-1) ?? "{}");
}

/** The baseline commit checked out beside this one, sharing this checkout's node_modules. */
function baselineCheckout(commit: string, workDir: string): string {
  const dir = path.join(workDir, "baseline");
  execFileSync("git", ["worktree", "add", "--detach", dir, commit], { cwd: root, stdio: "ignore" });
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

const fmt = (value: number | null | undefined, unit = "") =>
  value === null || value === undefined ? "n/a" : `${value}${unit}`;

function printFigures(variants: Variant[]): void {
  const columns = variants.map((variant) => variant.label);
  const row = (name: string, cells: string[]) =>
    console.log(`  ${name.padEnd(38)}${cells.map((cell) => cell.padEnd(44)).join("")}`);
  console.log(
    `\nfigures (load average now ${loadavg()
      .map((value) => value.toFixed(2))
      .join(" ")})`,
  );
  row("", columns);
  for (const name of ROUTES) {
    row(
      `initial JS ${name} (gzip)`,
      variants.map((variant) => {
        const size = variant.sizes?.[name];
        const goal = (INITIAL_JS_GOALS_KB as Partial<Record<RouteName, number>>)[name];
        return size ? `${size.gzip.toFixed(1)} KB${goal ? ` (goal ≤ ${goal})` : ""}` : "n/a";
      }),
    );
  }
  if (SIZES_ONLY) return;
  row(
    "design system (tokens, ms)",
    variants.map((variant) =>
      variant.designSystem
        ? `${variant.designSystem.tokens} tokens, ${variant.designSystem.firstMs} ms first, ${variant.designSystem.medianMs} ms median`
        : "n/a",
    ),
  );
  const urls = variants[0]?.lighthouse;
  if (typeof urls === "object") {
    for (let index = 0; index < urls.length; index++) {
      const name =
        new URL(urls[index]?.url ?? "/", "http://x").pathname +
        (urls[index]?.url.includes("#signed-in") ? " signed in" : "");
      row(
        `Lighthouse ${name}`,
        variants.map((variant) => {
          const entry = typeof variant.lighthouse === "object" ? variant.lighthouse[index] : undefined;
          return entry
            ? `${median(entry.performance)} [${entry.performance.join(",")}]${entry.failedRuns ? ` ${entry.failedRuns} failed` : ""} a11y ${median(entry.accessibility)}`
            : "n/a";
        }),
      );
      row(
        "  LCP / TBT / CLS",
        variants.map((variant) => {
          const entry = typeof variant.lighthouse === "object" ? variant.lighthouse[index] : undefined;
          return entry
            ? `${median(entry.lcpMs)} ms / ${median(entry.tbtMs)} ms / ${median(entry.cls)}`
            : "n/a";
        }),
      );
    }
  } else if (urls) {
    console.log(`  Lighthouse: ${urls}`);
  }
  const interactions = (variant: Variant) =>
    typeof variant.interactions === "object" ? variant.interactions : null;
  row(
    "home → saved expense (4× CPU)",
    variants.map((variant) => {
      const figures = interactions(variant);
      return figures
        ? `${figures.addExpenseTaps} taps, ${figures.addExpenseMs} ms`
        : String(variant.interactions ?? "n/a");
    }),
  );
  row(
    "INP add expense / calendar (4× CPU)",
    variants.map((variant) => {
      const figures = interactions(variant);
      // web-vitals reports no INP when every interaction took under 40 ms.
      return figures
        ? `${fmt(figures.addExpenseInpMs, " ms")} / ${fmt(figures.calendarInpMs, " ms")}`
        : "n/a";
    }),
  );
}

/**
 * This checkout's landing or shell over its goal, or any route over its last measured figure
 * (tests/repo/initial-js.test.ts holds them there too; the baseline, when there is one, comes first).
 */
function overBudget(variants: Variant[]): boolean {
  const mine = variants.at(-1)?.sizes;
  if (!mine) return false;
  // A route this checkout lacks counts as over.
  const kb = (route: RouteName) => Math.round((mine[route]?.gzip ?? Number.POSITIVE_INFINITY) * 10) / 10;
  return (
    kb("landing") > INITIAL_JS_GOALS_KB.landing ||
    kb("shell") > INITIAL_JS_GOALS_KB.shell ||
    ROUTES.some((route) => kb(route) > INITIAL_JS_LIMITS_KB[route])
  );
}

/**
 * BENCH_TRACE_RUNS traces of each variant, the variants in turn (order flipped every run); per screen
 * the run with the median blocking time is kept.
 */
async function traceVariants(
  variants: Variant[],
  dbUrl: string,
  users: Map<Variant, { user: BenchUser }>,
): Promise<void> {
  const runs = new Map<Variant, TraceSummary[][]>();
  for (let run = 0; run < TRACE_RUNS; run++) {
    for (const variant of run % 2 === 0 ? variants : [...variants].reverse()) {
      const user = users.get(variant)?.user ?? (await seedUser(variant.webUrl as string, dbUrl));
      if (!users.has(variant)) users.set(variant, { user });
      try {
        const traces = await traceSignedIn(CHROMIUM, variant.webUrl as string, variant.outDir, user);
        runs.set(variant, [...(runs.get(variant) ?? []), traces]);
      } catch (error) {
        console.log(`trace of ${variant.label} failed: ${(error as Error).message.split("\n")[0]}`);
      }
    }
  }
  for (const variant of variants) {
    const all = runs.get(variant) ?? [];
    if (all.length === 0) {
      variant.traces = "failed";
      continue;
    }
    variant.traces = (all[0] ?? []).map((first) => {
      const same = all
        .map((traces) => traces.find((trace) => trace.label === first.label))
        .filter((trace): trace is TraceSummary => Boolean(trace))
        .sort((a, b) => a.blockingMs - b.blockingMs);
      return same[Math.floor((same.length - 1) / 2)] as TraceSummary;
    });
  }
}

async function main() {
  const workDir = mkdtempSync(path.join(tmpdir(), "paisa-bench-web-"));
  const baselineCommit = process.env.BENCH_BASELINE;
  console.log(`load average at start: ${readFileSync("/proc/loadavg", "utf8").trim()}`);
  const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
  const variants: Variant[] = [
    { label: `this checkout (${head})`, projectDir: root, outDir: path.join(workDir, "dist") },
  ];
  let baselineDir: string | undefined;
  let stack: Awaited<ReturnType<typeof startTestStack>> | undefined;
  const extraWeb: { stop(): Promise<void> }[] = [];
  try {
    if (baselineCommit) {
      baselineDir = baselineCheckout(baselineCommit, workDir);
      const short = execFileSync("git", ["rev-parse", "--short", baselineCommit], {
        cwd: root,
        encoding: "utf8",
      }).trim();
      variants.unshift({
        label: `baseline (${short})`,
        projectDir: baselineDir,
        outDir: path.join(workDir, "dist-baseline"),
      });
    }
    for (const variant of variants) {
      variant.sizes = routeSizes(
        variant.outDir,
        build(variant.projectDir, variant.outDir),
        variant.projectDir,
      );
      if (!SIZES_ONLY) variant.designSystem = designSystemTiming(variant.projectDir);
    }
    if (SIZES_ONLY) {
      printFigures(variants);
      if (overBudget(variants)) process.exitCode = 1;
      return;
    }
    const [first, ...others] = variants as [Variant, ...Variant[]];
    stack = await startTestStack({ web: "prod", distDir: first.outDir });
    first.webUrl = stack.urls.web;
    for (const variant of others) {
      const port = await freePort();
      const config = { ...stack.config, ports: { ...stack.config.ports, web: port } };
      const web = await startWeb({
        mode: "prod",
        config,
        gatewayUrl: stack.urls.gateway,
        distDir: variant.outDir,
        quiet: true,
      });
      extraWeb.push(web);
      variant.webUrl = web.url;
    }
    const users = new Map<Variant, { user: BenchUser; profileDir: string }>();
    if (LIGHTHOUSE_RUNS > 0) {
      for (const variant of variants) {
        const user = await seedUser(variant.webUrl as string, stack.urls.db);
        const profileDir = path.join(workDir, `profile-${variants.indexOf(variant)}`);
        mkdirSync(profileDir, { recursive: true });
        await signInProfile(CHROMIUM, profileDir, variant.webUrl as string, user);
        users.set(variant, { user, profileDir });
        variant.lighthouse = [];
      }
      // Run by run, page by page, the variants in turn (the order flipped every run), so a change in
      // the machine's load falls on all of them alike.
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        const order = run % 2 === 0 ? variants : [...variants].reverse();
        for (const [index, target] of LIGHTHOUSE_TARGETS.entries()) {
          for (const variant of order) {
            const url = `${variant.webUrl}${target.route}${target.signedIn ? "#signed-in" : ""}`;
            const result = await runLighthouse(
              [url],
              target.signedIn ? users.get(variant)?.profileDir : undefined,
              1,
            );
            if (typeof result === "string" || typeof variant.lighthouse === "string") {
              variant.lighthouse = typeof result === "string" ? result : variant.lighthouse;
              continue;
            }
            const [figures] = result;
            const entry = variant.lighthouse?.[index];
            if (!figures) continue;
            if (!entry) (variant.lighthouse as LighthouseFigures[])[index] = figures;
            else {
              for (const key of ["performance", "accessibility", "lcpMs", "tbtMs", "cls"] as const)
                entry[key].push(...figures[key]);
              entry.failedRuns = (entry.failedRuns ?? 0) + (figures.failedRuns ?? 0);
            }
          }
        }
      }
      for (const variant of variants) {
        const { user } = users.get(variant) as { user: BenchUser };
        try {
          variant.interactions = await measureInteractions(CHROMIUM, variant.webUrl as string, user);
        } catch (error) {
          variant.interactions = `failed: ${(error as Error).message.split("\n")[0]}`;
        }
      }
    }
    if (TRACE) await traceVariants(variants, stack.urls.db, users);
    printFigures(variants);
    if (TRACE)
      printTraces(variants.map((variant) => ({ label: variant.label, traces: variant.traces ?? "n/a" })));
    console.log(`load average at end: ${readFileSync("/proc/loadavg", "utf8").trim()}`);
    writeFileSync(
      path.join(root, "bench/results.json"),
      `${JSON.stringify(
        {
          at: new Date().toISOString(),
          loadavg: loadavg(),
          budgetKb: BUDGET_KB,
          goalsKb: INITIAL_JS_GOALS_KB,
          variants: variants.map(({ projectDir: _dir, outDir: _out, webUrl: _url, ...figures }) => figures),
        },
        null,
        2,
      )}\n`,
    );
    if (overBudget(variants)) process.exitCode = 1;
  } finally {
    for (const web of extraWeb) await web.stop();
    await stack?.dispose();
    if (baselineDir) execFileSync("git", ["worktree", "remove", "--force", baselineDir], { cwd: root });
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
