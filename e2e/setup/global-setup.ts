// Playwright global setup: builds the app (`vite build`, into the run's own directory) and starts a
// whole stack serving that production build on free ports. Returns the teardown.
import { spawn } from "node:child_process";
import path from "node:path";
import { projectRoot } from "../../local/config.ts";
import { startTestStack, testStackConfig } from "../../tests/setup/test-stack.ts";
import { publishStack } from "./stack-info.ts";

function viteBuild(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(projectRoot, "node_modules/.bin/vite"),
      ["build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
      { cwd: projectRoot, stdio: "inherit" },
    );
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (exit ${code})`)),
    );
  });
}

export default async function globalSetup() {
  const started = Date.now();
  // PAISA_E2E_DIST reuses an existing build (e.g. while iterating on a journey).
  const distDir = process.env.PAISA_E2E_DIST
    ? path.resolve(projectRoot, process.env.PAISA_E2E_DIST)
    : path.join((await testStackConfig()).dataDir, "dist");
  if (!process.env.PAISA_E2E_DIST) await viteBuild(distDir);
  const stack = await startTestStack({ web: "prod", distDir, scheduler: true });
  publishStack({ urls: stack.urls, keys: stack.keys });
  process.env.PAISA_E2E_BASE_URL = stack.urls.web;
  console.log(
    `[e2e] production build served at ${stack.urls.web} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return async () => {
    await stack.dispose();
    if (!process.env.PAISA_E2E_DIST) {
      const { rm } = await import("node:fs/promises");
      await rm(path.dirname(distDir), { recursive: true, force: true });
    }
  };
}
