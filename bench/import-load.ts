// The import part of `npm run bench` (BENCH_ONLY=imports alone): one user previews the worst 5 MB
// CSV files one can make — blank lines, millions of tiny rows, rows of commas — and a full 50,000-row
// statement, back to back, while another user's /api/health and /api/analytics/daily-limit are
// called at a steady rate (open loop: a call every 20 ms whether or not the last has answered, so a
// stall shows in the latencies instead of hiding as fewer calls). The longest latency of those calls
// is the longest the function's event loop was held, plus one request's own time.
import { MAX_IMPORT_FILE_BYTES } from "../supabase/functions/_shared/contract/import-limits.ts";

const RUN_MS = Number(process.env.BENCH_IMPORT_MS ?? 8_000);
const PROBE_EVERY_MS = 20;
/** A request that takes longer is counted as this and given up. */
const PROBE_TIMEOUT_MS = 30_000;

interface BenchUser {
  token: string;
}

export interface ImportLoadFigure {
  file: string;
  bytes: number;
  previews: number;
  previewStatuses: Record<string, number>;
  previewMedianMs: number;
  health: { calls: number; p50Ms: number; p99Ms: number; maxMs: number };
  dailyLimit: { calls: number; p50Ms: number; p99Ms: number; maxMs: number };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] as number);

const summary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    calls: sorted.length,
    p50Ms: Math.round(percentile(sorted, 50)),
    p99Ms: Math.round(percentile(sorted, 99)),
    maxMs: Math.round(sorted.at(-1) ?? 0),
  };
};

/** The hostile files (each just under the 5 MB cap) and a real statement of 50,000 rows. */
export function hostileFiles(statement: (rows: number) => string): { name: string; text: string }[] {
  const under5Mb = (unit: string, prefix = "") =>
    prefix + unit.repeat(Math.floor((MAX_IMPORT_FILE_BYTES - prefix.length) / unit.length));
  const blankLines = Number(process.env.BENCH_BLANK_LINES ?? MAX_IMPORT_FILE_BYTES - 1);
  return [
    { name: `${blankLines.toLocaleString("en-IN")} blank lines`, text: "\n".repeat(blankLines) },
    { name: "2.6 M rows of one comma", text: under5Mb(",\n", "Date,Amount\n") },
    { name: "1.3 M tiny rows (1,1)", text: under5Mb("1,1\n", "Date,Amount\n") },
    { name: "5 M commas, one line", text: under5Mb(",") },
    { name: "rows of 499 commas", text: under5Mb(`${",".repeat(499)}\n`, "Date,Amount\n") },
    { name: "50,000-row bank statement", text: statement(50_000) },
  ];
}

/** `call` every PROBE_EVERY_MS until `stop` resolves; answers each call's latency. */
async function probe(call: () => Promise<Response>, stop: Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  let stopped = false;
  void stop.then(() => {
    stopped = true;
  });
  while (!stopped) {
    const started = performance.now();
    pending.push(
      call()
        .then((response) => response.arrayBuffer())
        .then(
          () => void latencies.push(performance.now() - started),
          () => void latencies.push(PROBE_TIMEOUT_MS),
        ),
    );
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  await Promise.all(pending);
  return latencies;
}

export async function measureImportLoad(options: {
  apiBase: string;
  /** A fresh user per file: uploads are rate limited per user. */
  newUser: () => Promise<BenchUser>;
  bystander: BenchUser;
  statement: (rows: number) => string;
  log: (line: string) => void;
}): Promise<ImportLoadFigure[]> {
  const { apiBase, bystander, log } = options;
  const figures: ImportLoadFigure[] = [];
  const get = (route: string) => () =>
    fetch(`${apiBase}${route}`, {
      headers: { authorization: `Bearer ${bystander.token}` },
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
  // First the same calls with no upload running: what this machine gives them anyway.
  for (const file of [{ name: "(no upload: baseline)", text: "" }, ...hostileFiles(options.statement)]) {
    const uploader = await options.newUser();
    const bytes = Buffer.byteLength(file.text);
    const statuses: Record<string, number> = {};
    const previewMs: number[] = [];
    let releaseProbes: () => void = () => {};
    const stop = new Promise<void>((resolve) => {
      releaseProbes = resolve;
    });
    const health = probe(get("/health"), stop);
    const dailyLimit = probe(get("/analytics/daily-limit"), stop);
    const until = performance.now() + RUN_MS;
    if (!file.text) await new Promise((resolve) => setTimeout(resolve, RUN_MS / 2));
    // Encoded once: this process also times the probes, so it must not be busy encoding 5 MB forms.
    const form = new FormData();
    form.append("file", new File([file.text], "hostile.csv", { type: "text/csv" }));
    const encoded = new Request("http://localhost/", { method: "POST", body: form });
    const body = new Uint8Array(await encoded.arrayBuffer());
    while (file.text && performance.now() < until) {
      const started = performance.now();
      const status = await fetch(`${apiBase}/imports/preview`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${uploader.token}`,
          "content-type": encoded.headers.get("content-type") as string,
        },
        body,
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          return String(response.status);
        })
        .catch(() => "timeout");
      previewMs.push(performance.now() - started);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === "timeout" || status === "429") break;
    }
    releaseProbes();
    const figure: ImportLoadFigure = {
      file: file.name,
      bytes,
      previews: previewMs.length,
      previewStatuses: statuses,
      previewMedianMs: Math.round([...previewMs].sort((a, b) => a - b)[previewMs.length >> 1] ?? 0),
      health: summary(await health),
      dailyLimit: summary(await dailyLimit),
    };
    figures.push(figure);
    log(
      `import load: ${file.name.padEnd(26)} ${(bytes / 2 ** 20).toFixed(1)} MB  ${figure.previews} previews ` +
        `(${Object.entries(statuses)
          .map(([status, count]) => `${count}× ${status}`)
          .join(", ")}, median ${figure.previewMedianMs} ms)  ` +
        `health p50 ${figure.health.p50Ms} / p99 ${figure.health.p99Ms} / max ${figure.health.maxMs} ms  ` +
        `daily-limit p50 ${figure.dailyLimit.p50Ms} / p99 ${figure.dailyLimit.p99Ms} / max ${figure.dailyLimit.maxMs} ms`,
    );
  }
  return figures;
}
