// The initial JavaScript of each screen's first load, from a production build (docs/web.md "Initial JS"):
// the landing within issue 26's goal, the shell every screen loads back where issue 23 found it, and
// every route at most its last measured figure (INITIAL_JS_LIMITS_KB), so none grows back unnoticed.
// Sizes of the built files, gzip, computed as `npm run bench:web` prints them (bench/route-sizes.ts):
// deterministic, whatever the machine's load. Over a limit, look at what the change added to the start
// (tests/repo/first-load.test.ts names the packages) before moving the limit.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildWithManifest,
  INITIAL_JS_GOALS_KB,
  INITIAL_JS_LIMITS_KB,
  type Manifest,
  ROUTES,
  type RouteSizes,
  routeSizes,
  SIGNED_IN_NEEDS,
  staticClosure,
} from "../../bench/route-sizes";
import { SIGNED_IN_START, signedInStartPath } from "../../build/chunk-groups";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("initial JS of a production build (gzip)", () => {
  const outDir = mkdtempSync(path.join(tmpdir(), "paisa-initial-js-"));
  let manifest: Manifest;
  let sizes: RouteSizes;

  beforeAll(() => {
    manifest = buildWithManifest(root, outDir);
    sizes = routeSizes(outDir, manifest);
  }, 300_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  const sizeOf = (name: keyof RouteSizes) => {
    const size = sizes[name];
    if (!size) throw new Error(`no ${name} screen in the build`);
    return size;
  };
  const kb = (name: keyof RouteSizes) => Math.round(sizeOf(name).gzip * 10) / 10;

  it(`the shell every screen loads is at most ${INITIAL_JS_GOALS_KB.shell} KB`, () => {
    expect(kb("shell")).toBeLessThanOrEqual(INITIAL_JS_GOALS_KB.shell);
  });

  it(`the landing is at most ${INITIAL_JS_GOALS_KB.landing} KB`, () => {
    expect(kb("landing")).toBeLessThanOrEqual(INITIAL_JS_GOALS_KB.landing);
  });

  it.each(ROUTES)("%s is at most its last measured figure", (route) => {
    expect(kb(route), `${route}: ${kb(route)} KB`).toBeLessThanOrEqual(INITIAL_JS_LIMITS_KB[route]);
  });

  it("counts what it should: every route adds its own chunks to the shell", () => {
    for (const route of ROUTES.filter((name) => name !== "shell"))
      expect(sizeOf(route).files, route).toBeGreaterThan(sizeOf("shell").files);
    expect(sizeOf("shell").gzip).toBeGreaterThan(50);
  });

  it("no public screen loads the signed-in start's chunks (build/chunk-groups.ts)", () => {
    const groupFiles = Object.values(manifest)
      .filter((chunk) => chunk.name === "signed-in" || chunk.name === "tanstack-query")
      .map((chunk) => chunk.file);
    expect(groupFiles).toHaveLength(2);
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? "";
    for (const key of [
      entryKey,
      "src/app/start.tsx",
      "src/features/auth/LandingPage.tsx",
      "src/features/auth/SignInPage.tsx",
      "src/features/auth/SignUpPage.tsx",
      "src/features/auth/ForgotPasswordPage.tsx",
    ]) {
      const loads = staticClosure(manifest, key);
      expect(
        groupFiles.filter((file) => loads.has(file)),
        key,
      ).toEqual([]);
    }
  });

  it("a signed-in start does not load the legal pages' texts (they come with those pages)", () => {
    const legal = manifest["src/locales/en/legal.ts"]?.file;
    expect(legal).toBeDefined();
    for (const key of SIGNED_IN_NEEDS.filter((needed) => manifest[needed]))
      expect(staticClosure(manifest, key).has(legal ?? ""), key).toBe(false);
  });

  it('/expense\'s first load leaves out "Shared with": its chunk comes only for someone in a household', () => {
    const section = manifest["src/features/expenses/SharedWithPart.tsx"]?.file;
    expect(section, "SharedWithPart.tsx is a chunk of its own").toBeDefined();
    const route = ["src/app/AddExpenseRoute.tsx", "src/features/expenses/AddExpensePage.tsx"].find(
      (key) => manifest[key],
    );
    const loads = staticClosure(manifest, route ?? "src/app/AddExpenseRoute.tsx");
    expect(loads.has(section ?? "")).toBe(false);
  });

  it("every module the signed-in chunk lists is still there", () => {
    for (const file of SIGNED_IN_START)
      expect(existsSync(path.join(root, signedInStartPath(file))), file).toBe(true);
  });
});
