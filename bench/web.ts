// `npm run bench:web`: builds the app, reports the initial JavaScript of the landing and home routes
// (gzipped; budget 250 KB) and runs Lighthouse (mobile preset) on the signed-out screens, served by a
// small static server that compresses like any production host. Figures go to stdout and
// bench/results.json (git-ignored).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const BUDGET_KB = 250;
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

function build(outDir: string): Manifest {
  const started = Date.now();
  const result = spawnSync(
    path.join(root, "node_modules/.bin/vite"),
    ["build", "--outDir", outDir, "--emptyOutDir", "--manifest", "--logLevel", "error"],
    { cwd: root, stdio: "inherit" },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
  console.log(`build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
}

/** The JS files a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
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
    (candidate) =>
      candidate === "src/lib/supabase.ts" || (manifest[candidate] as { name?: string }).name === "supabase",
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

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};

/** Static hosting as in production: gzip for text, immutable hashed assets, SPA fallback. */
function serveStatic(outDir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    let file = path.normalize(path.join(outDir, decodeURIComponent(url.pathname)));
    if (!file.startsWith(outDir)) return void res.writeHead(403).end();
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      if (url.pathname.startsWith("/api/") || path.extname(url.pathname))
        return void res.writeHead(404).end();
      file = path.join(outDir, "index.html");
      body = readFileSync(file);
    }
    const type = contentTypes[path.extname(file)] ?? "application/octet-stream";
    const headers: Record<string, string> = {
      "content-type": type,
      "cache-control": file.includes(`${path.sep}assets${path.sep}`)
        ? "public, max-age=31536000, immutable"
        : "no-cache",
    };
    if (
      /text|javascript|json|svg|manifest/.test(type) &&
      /gzip/.test(String(req.headers["accept-encoding"]))
    ) {
      body = gzipSync(body);
      headers["content-encoding"] = "gzip";
    }
    res.writeHead(200, headers).end(body);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

interface LighthouseFigures {
  url: string;
  performance: number[];
  accessibility: number[];
  lcpMs: number[];
  tbtMs: number[];
}

async function runLighthouse(urls: string[]): Promise<LighthouseFigures[] | string> {
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
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const url of urls) {
      const entry: LighthouseFigures = { url, performance: [], accessibility: [], lcpMs: [], tbtMs: [] };
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        // Default config = mobile: Moto G Power viewport, simulated slow 4G and 4x CPU slowdown.
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
        entry.performance.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
        entry.accessibility.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100));
        entry.lcpMs.push(Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0));
        entry.tbtMs.push(Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0));
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

async function main() {
  const workDir = mkdtempSync(path.join(tmpdir(), "paisa-bench-web-"));
  const outDir = path.join(workDir, "dist");
  try {
    const manifest = build(outDir);
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entryKey) throw new Error("no entry chunk in the build manifest");
    const shell = staticClosure(manifest, entryKey);
    // main.tsx imports the app itself (src/app/start.tsx) dynamically, after the first paint: it is
    // still part of every first load.
    if (manifest["src/app/start.tsx"]) staticClosure(manifest, "src/app/start.tsx", shell);
    const homeKey = manifest["src/app/HomeRoute.tsx"]
      ? "src/app/HomeRoute.tsx"
      : "src/features/dashboard/HomePage.tsx";
    const routes = {
      shell: shell,
      landing: staticClosure(manifest, "src/features/auth/LandingPage.tsx", new Set(shell)),
      // A signed-in load always fetches the auth client too (the session is read before any API call),
      // whether a page imports it statically or the session module loads it at start.
      home: staticClosure(
        manifest,
        authClientKey(manifest),
        staticClosure(manifest, homeKey, new Set(shell)),
      ),
    };
    const sizes = Object.fromEntries(
      Object.entries(routes).map(([name, files]) => [
        name,
        { files: files.size, ...gzippedKb(outDir, files) },
      ]),
    );
    console.log("\ninitial JavaScript (static import closure of the entry and app start + the route chunk):");
    for (const [name, size] of Object.entries(sizes)) {
      const verdict = name === "shell" ? "" : size.gzip <= BUDGET_KB ? "  within budget" : "  OVER BUDGET";
      console.log(
        `  ${name.padEnd(8)} ${size.gzip.toFixed(1).padStart(7)} KB gzip  (${size.raw.toFixed(1)} KB raw, ${size.files} files)${verdict}`,
      );
    }

    const server = await serveStatic(outDir);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    let lighthouse: LighthouseFigures[] | string;
    try {
      lighthouse = await runLighthouse([`${base}/`, `${base}/signin`]);
    } finally {
      server.close();
    }
    if (typeof lighthouse === "string") {
      console.log(`\nLighthouse: ${lighthouse}`);
    } else {
      console.log(`\nLighthouse mobile (${LIGHTHOUSE_RUNS} runs each, median; all runs in brackets):`);
      for (const entry of lighthouse) {
        console.log(
          `  ${new URL(entry.url).pathname.padEnd(8)} performance ${median(entry.performance)} [${entry.performance.join(", ")}]` +
            `  accessibility ${median(entry.accessibility)}  LCP ${median(entry.lcpMs)} ms  TBT ${median(entry.tbtMs)} ms`,
        );
      }
    }
    writeFileSync(
      path.join(root, "bench/results.json"),
      `${JSON.stringify({ at: new Date().toISOString(), budgetKb: BUDGET_KB, sizes, lighthouse }, null, 2)}\n`,
    );
    const over = ["landing", "home"].filter((name) => (sizes[name]?.gzip ?? 0) > BUDGET_KB);
    if (over.length > 0) process.exitCode = 1;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
