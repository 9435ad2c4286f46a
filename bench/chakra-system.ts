// The design system's cost at start: createAppSystem() and the CSS Chakra's provider injects on first
// render (`_global`: preflight, global and token CSS, compiled by Emotion as its <Global> does), timed in
// Node (no CPU slowdown: compare runs with each other). Chakra is transformed as the production build
// transforms it (bench/chakra-build-hooks.ts): a theme that ships its base CSS as a stylesheet makes none
// here, as in the browser. Run as a child of bench/web.ts, `tsx bench/chakra-system.ts <theme.ts>`, so the
// baseline's theme can be timed with the same code; prints one JSON line (`cssKb`: the base CSS made at
// start, 0 when it ships as a stylesheet).
import { register } from "node:module";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import createCache from "@emotion/cache";
import { serializeStyles } from "@emotion/serialize";

register("./chakra-build-hooks.ts", import.meta.url);

const ROUNDS = 15;
const themeFile = process.argv[2];
if (!themeFile) throw new Error("usage: tsx bench/chakra-system.ts <path to src/app/theme.ts>");
const { createAppSystem } = (await import(pathToFileURL(themeFile).href)) as {
  createAppSystem: () => {
    _global: unknown[];
    tokens: { allTokens: unknown[] };
  };
};

const runsMs: number[] = [];
let tokenCount = 0;
let cssKb = 0;
for (let round = 0; round < ROUNDS; round++) {
  const emotion = createCache({ key: "css" });
  const started = performance.now();
  const system = createAppSystem();
  const css = emotion.insert("", serializeStyles([system._global as never]), emotion.sheet, false);
  runsMs.push(performance.now() - started);
  tokenCount = system.tokens.allTokens.length;
  cssKb = String(css ?? "").length / 1024;
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
