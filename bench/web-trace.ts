// `BENCH_TRACE=1 npm run bench:web`: where the signed-in screens' first render spends the main thread.
// A Chrome trace (Playwright's `browser.startTracing`, with V8's sampling profiler) of signed-in `/`
// and `/expense` at 4× CPU slowdown (CDP `Emulation.setCPUThrottlingRate`), as bench:web's seeded user:
// the load right after signing in (the sign-in tap to home's real figures) and a repeat visit (a page
// load with the session and the query cache on the device). Each long task (> 50 ms) is split into what
// ran: Blink's own work from the trace's events (style recalculation, layout, paint, HTML parsing,
// compiling scripts, garbage collection) and JavaScript from the profiler's samples, each sample's
// function mapped through the build's source maps (built `hidden`, so the served files are the same
// bytes) to the package or app folder it comes from (React's render/commit, Emotion, Chakra, i18next,
// TanStack Query …).
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import type { BenchUser } from "./web-signed-in.ts";

const LONG_TASK_MS = 50;
/** How long after the real figures show the trace goes on: the below-the-fold sections and catch-up. */
const SETTLE_MS = 4000;
const CATEGORIES = [
  "-*",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "toplevel",
  "v8.execute",
  "v8",
  "blink.user_timing",
  "disabled-by-default-v8.cpu_profiler",
];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
  id?: string;
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
}

/** Blink's own work, by trace event name. */
const NATIVE: Record<string, string> = {
  UpdateLayoutTree: "style recalculation",
  RecalculateStyles: "style recalculation",
  ParseAuthorStyleSheet: "style recalculation",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  "Document::updateStyleAndLayoutTree": "style recalculation",
  ParseHTML: "HTML parsing",
  "v8.compile": "compile scripts",
  "v8.compileModule": "compile scripts",
  "V8.CompileCode": "compile scripts",
  MinorGC: "garbage collection",
  MajorGC: "garbage collection",
  "V8.GC_SCAVENGER": "garbage collection",
  "V8.GC_MC_BACKGROUND_EVACUATE_COPY": "garbage collection",
};

/** What a source file belongs to, named for the work it does. */
export function sourceGroup(source: string): string {
  const modules = source.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const rest = source.slice(modules + "node_modules/".length).split("/");
    const name = rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1]}` : (rest[0] ?? "?");
    if (name === "react-dom" || name === "scheduler" || name === "react") return "React render/commit";
    if (name.startsWith("@emotion/") || name === "stylis") return "Emotion (styles)";
    if (name === "@chakra-ui/react" && /styled-system|\/css|recipe|system/.test(source))
      return "Chakra style resolution";
    if (name.startsWith("@chakra-ui/") || name.startsWith("@ark-ui/") || name.startsWith("@zag-js/"))
      return "Chakra/Ark components";
    if (name === "i18next" || name === "react-i18next") return "i18n";
    if (name.startsWith("@tanstack/") || name === "idb-keyval") return "TanStack Query (cache, restore)";
    if (name.startsWith("@supabase/")) return "auth client";
    if (name.startsWith("react-router")) return "router";
    return name;
  }
  const src = source.indexOf("src/");
  if (src >= 0) {
    const parts = source.slice(src).split("/");
    if (parts[1] === "locales" || parts[1] === "i18n") return "i18n";
    return `app: ${parts.slice(0, parts[1] === "features" ? 3 : 2).join("/")}`;
  }
  if (source.includes("_shared/")) return "app: _shared";
  return source;
}

class SourceMaps {
  private maps = new Map<string, SourceMap | null>();
  constructor(private distDir: string) {}

  /** The source file of a position in a served script (`lineNumber`/`columnNumber` 0-based). */
  source(frame: CallFrame): string | null {
    const url = frame.url;
    if (!url) return null;
    let pathname: string;
    try {
      pathname = new URL(url).pathname;
    } catch {
      return null;
    }
    let map = this.maps.get(pathname);
    if (map === undefined) {
      try {
        map = new SourceMap(JSON.parse(readFileSync(path.join(this.distDir, `${pathname}.map`), "utf8")));
      } catch {
        map = null;
      }
      this.maps.set(pathname, map);
    }
    const chunk = pathname.replace(/^\/assets\//, "");
    if (!map) return `unmapped (${chunk})`;
    const entry = map.findEntry(frame.lineNumber, frame.columnNumber) as { originalSource?: string };
    // Code the bundler adds has no source: the preload helper (its samples hold the compiling and
    // linking of the chunks it imports), the module runtime.
    return entry.originalSource ?? `module loading (${chunk.replace(/-[\w-]{8}\.js$/, "")})`;
  }
}

export interface LongTask {
  startMs: number;
  durationMs: number;
  /** ms per kind of work, largest first. */
  parts: [string, number][];
  /** The scripts whose code ran longest in it. */
  chunks: [string, number][];
}

export interface TraceSummary {
  label: string;
  /** From the start of the trace to home's real figures. */
  figuresMs: number | null;
  longTasks: LongTask[];
  /** Sum over long tasks of the part above 50 ms (Lighthouse's TBT counts from FCP; this from the start). */
  blockingMs: number;
  /** ms per kind of work over all long tasks. */
  totals: [string, number][];
}

const round = (value: number) => Math.round(value);
const sorted = (map: Map<string, number>) =>
  [...map.entries()].map(([k, v]) => [k, round(v)] as [string, number]).sort((a, b) => b[1] - a[1]);

/** The trace's long tasks on the page's main thread, each split into what ran. */
export function summariseTrace(
  events: TraceEvent[],
  distDir: string,
  label: string,
  figuresAt: number | null,
): TraceSummary {
  const mainThreads = events.filter(
    (event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain",
  );
  // The page's renderer: the main thread that ran the most tasks (others are extensions, workers, about:blank).
  const busy = new Map<string, number>();
  for (const event of events)
    if (event.name === "RunTask" && event.dur)
      busy.set(`${event.pid}:${event.tid}`, (busy.get(`${event.pid}:${event.tid}`) ?? 0) + event.dur);
  const main = mainThreads
    .map((event) => `${event.pid}:${event.tid}`)
    .sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0))[0];
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main);
  let start = Number.POSITIVE_INFINITY;
  for (const event of events) if (event.ts > 0 && event.ts < start) start = event.ts;

  // Top-level tasks over 50 ms.
  // Less the one that starts the sampling profiler (the trace's own cost, not the page's).
  const profilerStarts = onMain.filter((event) => event.name === "CpuProfiler::StartProfiling");
  const tasks = onMain
    .filter((event) => event.ph === "X" && event.name === "RunTask" && (event.dur ?? 0) > LONG_TASK_MS * 1000)
    .filter(
      (task) => !profilerStarts.some((start) => start.ts >= task.ts && start.ts < task.ts + (task.dur ?? 0)),
    )
    .sort((a, b) => a.ts - b.ts);
  const topTasks: TraceEvent[] = [];
  for (const task of tasks) {
    const last = topTasks.at(-1);
    if (last && task.ts < last.ts + (last.dur ?? 0)) continue;
    topTasks.push(task);
  }

  // Native work: outermost events of each kind (nested ones of the same kind are inside).
  const native = onMain
    .filter((event) => event.ph === "X" && NATIVE[event.name] && event.dur)
    .sort((a, b) => a.ts - b.ts);
  const nativeSpans: { from: number; to: number; kind: string }[] = [];
  for (const event of native) {
    const last = nativeSpans.at(-1);
    if (last && event.ts < last.to) continue;
    nativeSpans.push({ from: event.ts, to: event.ts + (event.dur ?? 0), kind: NATIVE[event.name] as string });
  }

  // The sampling profiler's samples on the main thread, with their times.
  const samples: { ts: number; dt: number; frame: CallFrame | null }[] = [];
  const profileStarts = new Map<string, number>();
  const nodes = new Map<string, Map<number, ProfileNode>>();
  const chunks = events
    .filter((event) => event.name === "Profile" || event.name === "ProfileChunk")
    .sort((a, b) => a.ts - b.ts);
  const profileThread = new Map<string, string>();
  for (const event of chunks) {
    const id = `${event.pid}:${event.id}`;
    const data = event.args?.data as
      | {
          startTime?: number;
          cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
          timeDeltas?: number[];
        }
      | undefined;
    if (event.name === "Profile") {
      profileStarts.set(id, data?.startTime ?? event.ts);
      profileThread.set(id, `${event.pid}:${event.tid}`);
      continue;
    }
    if (profileThread.get(id) !== main) continue;
    const known = nodes.get(id) ?? new Map<number, ProfileNode>();
    nodes.set(id, known);
    for (const node of data?.cpuProfile?.nodes ?? []) known.set(node.id, node);
    let ts = profileStarts.get(id) ?? event.ts;
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    for (let index = 0; index < ids.length; index++) {
      ts += deltas[index] ?? 0;
      // The leaf's nearest frame with a script: native builtins count for the code that called them.
      let node = known.get(ids[index] as number);
      while (node && !node.callFrame.url && node.parent !== undefined) node = known.get(node.parent);
      const name = known.get(ids[index] as number)?.callFrame.functionName ?? "";
      const frame =
        name === "(garbage collector)" || name === "(program)" || name === "(idle)" || !node?.callFrame.url
          ? null
          : node.callFrame;
      samples.push({ ts, dt: 0, frame });
    }
    profileStarts.set(id, ts);
  }
  samples.sort((a, b) => a.ts - b.ts);
  for (let index = 0; index < samples.length; index++) {
    const next = samples[index + 1];
    (samples[index] as { dt: number }).dt = next ? Math.min(next.ts - (samples[index]?.ts ?? 0), 5000) : 0;
  }

  const maps = new SourceMaps(distDir);
  const totals = new Map<string, number>();
  const longTasks: LongTask[] = [];
  let sampleIndex = 0;
  let nativeIndex = 0;
  for (const task of topTasks) {
    const from = task.ts;
    const to = task.ts + (task.dur ?? 0);
    const parts = new Map<string, number>();
    const byChunk = new Map<string, number>();
    const add = (map: Map<string, number>, key: string, us: number) =>
      map.set(key, (map.get(key) ?? 0) + us / 1000);
    const spans: { from: number; to: number }[] = [];
    while (nativeIndex < nativeSpans.length && (nativeSpans[nativeIndex]?.to ?? 0) <= from) nativeIndex++;
    for (let index = nativeIndex; index < nativeSpans.length; index++) {
      const span = nativeSpans[index] as { from: number; to: number; kind: string };
      if (span.from >= to) break;
      const overlap = Math.min(span.to, to) - Math.max(span.from, from);
      if (overlap <= 0) continue;
      add(parts, span.kind, overlap);
      spans.push(span);
    }
    while (sampleIndex < samples.length && (samples[sampleIndex]?.ts ?? 0) < from) sampleIndex++;
    let spanIndex = 0;
    for (let index = sampleIndex; index < samples.length; index++) {
      const sample = samples[index] as { ts: number; dt: number; frame: CallFrame | null };
      if (sample.ts >= to) break;
      while (spanIndex < spans.length && (spans[spanIndex]?.to ?? 0) <= sample.ts) spanIndex++;
      const inNative = spans[spanIndex] && (spans[spanIndex]?.from ?? 0) <= sample.ts;
      if (inNative || !sample.frame) continue;
      const source = maps.source(sample.frame);
      add(parts, source ? sourceGroup(source) : "other script", sample.dt);
      add(byChunk, new URL(sample.frame.url).pathname.replace(/^\/assets\//, ""), sample.dt);
    }
    const accounted = [...parts.values()].reduce((sum, ms) => sum + ms, 0);
    const durationMs = (task.dur ?? 0) / 1000;
    if (durationMs - accounted > 0.5)
      add(parts, "other (no sample: native, idle)", (durationMs - accounted) * 1000);
    for (const [key, ms] of parts) totals.set(key, (totals.get(key) ?? 0) + ms);
    longTasks.push({
      startMs: round((from - start) / 1000),
      durationMs: round(durationMs),
      parts: sorted(parts),
      chunks: sorted(byChunk).slice(0, 3),
    });
  }
  return {
    label,
    figuresMs: figuresAt === null ? null : round(figuresAt),
    longTasks,
    blockingMs: round(longTasks.reduce((sum, task) => sum + task.durationMs - LONG_TASK_MS, 0)),
    totals: sorted(totals),
  };
}

/** The bottom navigation's +: there once the signed-in frame has rendered. */
const addButton = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Add expense", exact: true });

/** ms since the trace began until `ready` holds (polled in the page, so the time is the page's). */
async function traced(
  name: string,
  browser: Browser,
  page: Page,
  action: () => Promise<void>,
  ready: () => Promise<void>,
): Promise<{ events: TraceEvent[]; readyMs: number | null }> {
  await browser.startTracing(page, { categories: CATEGORIES });
  const started = Date.now();
  let readyMs: number | null = null;
  try {
    await action();
    await ready();
    readyMs = Date.now() - started;
  } catch {
    readyMs = null;
  }
  await page.waitForTimeout(SETTLE_MS);
  const buffer = await browser.stopTracing();
  if (process.env.BENCH_TRACE_DIR) {
    // Kept for Chrome DevTools' Performance panel (Load profile) or a second look at the figures.
    mkdirSync(process.env.BENCH_TRACE_DIR, { recursive: true });
    writeFileSync(path.join(process.env.BENCH_TRACE_DIR, `${name}-${Date.now()}.json`), buffer);
  }
  const parsed = JSON.parse(buffer.toString("utf8")) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return { events: Array.isArray(parsed) ? parsed : parsed.traceEvents, readyMs };
}

/** Home's "Today's spending" holds a rupee figure (not a skeleton). */
const homeFigures = (page: Page) => async () => {
  await page.getByTestId("today-spent").filter({ hasText: /\d/ }).waitFor({ timeout: 60_000 });
};
const expenseForm = (page: Page) => async () => {
  await page.getByRole("textbox", { name: "Amount" }).waitFor({ timeout: 60_000 });
};

/**
 * Traces of signed-in `/` (after signing in, then a repeat visit) and of `/expense` (a page load), at 4×
 * CPU slowdown, summarised. `distDir` holds the build with its (hidden) source maps.
 */
export async function traceSignedIn(
  chromiumPath: string,
  baseUrl: string,
  distDir: string,
  user: BenchUser,
): Promise<TraceSummary[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${baseUrl}/signin`);
    await page.getByLabel("Username or email address").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    const summaries: TraceSummary[] = [];
    const name = path.basename(distDir);
    if (process.env.BENCH_TRACE_DIR)
      cpSync(distDir, path.join(process.env.BENCH_TRACE_DIR, name), { recursive: true, force: true });
    const afterSignIn = await traced(
      `${name}-signin`,
      browser,
      page,
      () => page.getByRole("button", { name: "Sign in", exact: true }).click(),
      homeFigures(page),
    );
    summaries.push(summariseTrace(afterSignIn.events, distDir, "/ after sign-in", afterSignIn.readyMs));
    await addButton(page).waitFor();
    // The query cache is written to the device shortly after the figures; then a repeat visit.
    // Each page load starts from a blank page: the previous screen's last tasks stay out of the trace.
    await page.goto("about:blank");
    const repeat = await traced(
      `${name}-repeat`,
      browser,
      page,
      async () => void (await page.goto(`${baseUrl}/`)),
      homeFigures(page),
    );
    summaries.push(summariseTrace(repeat.events, distDir, "/ repeat visit", repeat.readyMs));
    await page.goto("about:blank");
    const expense = await traced(
      `${name}-expense`,
      browser,
      page,
      async () => void (await page.goto(`${baseUrl}/expense`)),
      expenseForm(page),
    );
    summaries.push(summariseTrace(expense.events, distDir, "/expense visit", expense.readyMs));
    return summaries;
  } finally {
    await browser.close();
  }
}

/** The breakdown tables, one per trace, the variants side by side. */
export function printTraces(variants: { label: string; traces: TraceSummary[] | string }[]): void {
  const labels = [
    ...new Set(
      variants.flatMap((variant) =>
        typeof variant.traces === "string" ? [] : variant.traces.map((t) => t.label),
      ),
    ),
  ];
  for (const label of labels) {
    console.log(`\ntrace: ${label} (4× CPU; long tasks > ${LONG_TASK_MS} ms, ms of main thread)`);
    const summaries = variants.map((variant) =>
      typeof variant.traces === "string" ? undefined : variant.traces.find((trace) => trace.label === label),
    );
    const kinds = new Map<string, number>();
    for (const summary of summaries)
      for (const [kind, ms] of summary?.totals ?? []) kinds.set(kind, Math.max(kinds.get(kind) ?? 0, ms));
    const row = (name: string, cells: string[]) =>
      console.log(`  ${name.padEnd(40)}${cells.map((cell) => cell.padStart(14)).join("  ")}`);
    row(
      "",
      variants.map((variant) => variant.label.slice(0, 14)),
    );
    row(
      "real figures / form shown",
      summaries.map((summary) => (summary?.figuresMs != null ? `${summary.figuresMs} ms` : "n/a")),
    );
    row(
      "long tasks (count, sum)",
      summaries.map((summary) =>
        summary
          ? `${summary.longTasks.length}, ${summary.longTasks.reduce((sum, task) => sum + task.durationMs, 0)}`
          : "n/a",
      ),
    );
    row(
      "blocking (sum of each over 50 ms)",
      summaries.map((summary) => (summary ? `${summary.blockingMs}` : "n/a")),
    );
    for (const [kind] of [...kinds.entries()].sort((a, b) => b[1] - a[1]).slice(0, 16))
      row(
        `  ${kind}`,
        summaries.map((summary) => `${summary?.totals.find(([name]) => name === kind)?.[1] ?? 0}`),
      );
    for (const [index, variant] of variants.entries()) {
      const summary = summaries[index];
      if (!summary) continue;
      console.log(`  ${variant.label}: each long task (start ms: duration ms — largest parts; scripts)`);
      for (const task of summary.longTasks)
        console.log(
          `    ${String(task.startMs).padStart(6)}: ${String(task.durationMs).padStart(4)} — ${task.parts
            .slice(0, 5)
            .map(([kind, ms]) => `${kind} ${ms}`)
            .join(", ")}; ${task.chunks.map(([chunk, ms]) => `${chunk} ${ms}`).join(", ")}`,
        );
    }
  }
}
