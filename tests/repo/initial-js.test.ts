// The initial JavaScript of the screens every visitor loads first, from a production build (docs/web.md
// "Initial JS"): the landing within issue 26's goal and the shell every screen loads back where issue 23
// found it. Sizes of the built files, gzip, computed as `npm run bench:web` prints them
// (bench/route-sizes.ts): deterministic, whatever the machine's load. Over a goal, look at what the
// change added to the start (tests/repo/first-load.test.ts names the packages) before moving the goal.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWithManifest, INITIAL_JS_GOALS_KB, type RouteSizes, routeSizes } from "../../bench/route-sizes";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("initial JS of a production build (gzip)", () => {
  const outDir = mkdtempSync(path.join(tmpdir(), "paisa-initial-js-"));
  let sizes: RouteSizes;

  beforeAll(() => {
    sizes = routeSizes(outDir, buildWithManifest(root, outDir));
  }, 300_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  const kb = (name: keyof RouteSizes) => Math.round(sizes[name].gzip * 10) / 10;

  it(`the shell every screen loads is at most ${INITIAL_JS_GOALS_KB.shell} KB`, () => {
    expect(kb("shell")).toBeLessThanOrEqual(INITIAL_JS_GOALS_KB.shell);
  });

  it(`the landing is at most ${INITIAL_JS_GOALS_KB.landing} KB`, () => {
    expect(kb("landing")).toBeLessThanOrEqual(INITIAL_JS_GOALS_KB.landing);
  });

  it("counts what it should: the landing and home add their own chunks to the shell", () => {
    expect(sizes.landing.files).toBeGreaterThan(sizes.shell.files);
    expect(sizes.home.files).toBeGreaterThan(sizes.shell.files);
    expect(sizes.shell.gzip).toBeGreaterThan(50);
  });
});
