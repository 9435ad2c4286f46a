// The design system's cost at start: createAppSystem() and the CSS Chakra's provider injects on first
// render (preflight, global and token CSS), timed in Node (no CPU slowdown: compare runs with each
// other). Run as a child of bench/web.ts, `tsx bench/chakra-system.ts <theme.ts>`, so the baseline's
// theme can be timed with the same code; prints one JSON line.
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

const ROUNDS = 15;
const themeFile = process.argv[2];
if (!themeFile) throw new Error("usage: tsx bench/chakra-system.ts <path to src/app/theme.ts>");
const { createAppSystem } = (await import(pathToFileURL(themeFile).href)) as {
  createAppSystem: () => {
    getTokenCss(): string;
    getGlobalCss(): unknown;
    getPreflightCss(): unknown;
    tokens: { allTokens: unknown[] };
  };
};

const runsMs: number[] = [];
let tokenCount = 0;
let cssKb = 0;
for (let round = 0; round < ROUNDS; round++) {
  const started = performance.now();
  const system = createAppSystem();
  const css = [system.getPreflightCss(), system.getGlobalCss(), system.getTokenCss()];
  runsMs.push(performance.now() - started);
  tokenCount = system.tokens.allTokens.length;
  cssKb = JSON.stringify(css).length / 1024;
}
// The first round includes the JIT's warm-up, as in a browser at start; the median shows the steady cost.
const sorted = runsMs.slice(1).sort((a, b) => a - b);
console.log(
  JSON.stringify({
    firstMs: Math.round(runsMs[0] ?? 0),
    medianMs: Number((sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(1)),
    tokens: tokenCount,
    cssKb: Number(cssKb.toFixed(1)),
  }),
);
