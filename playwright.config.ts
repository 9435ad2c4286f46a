// Browser journeys in Debian's headless Chromium against a stack serving the production build
// (started by e2e/setup/global-setup.ts on free ports, with its own data directory).
import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./e2e/setup/chromium.ts";
import { INDIA_TIME_ZONE } from "./supabase/functions/_shared/calendar/indian-day.ts";

// Set once by the main process; workers re-read this file and inherit the value.
process.env.PAISA_E2E_RUN ??= `${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}-${process.pid}`;
const runId = process.env.PAISA_E2E_RUN;

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  // One folder per run: Playwright empties its output folder when a run starts, so two runs at once
  // (several people in one checkout) would delete each other's traces.
  outputDir: `test-results/run-${runId}`,
  globalSetup: "./e2e/setup/global-setup.ts",
  fullyParallel: false,
  // Two shared cores also run Postgres, Deno and the gateway.
  workers: Number(process.env.PAISA_E2E_WORKERS || 2),
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    // Set by the global setup before the workers start (they re-read this config).
    baseURL: process.env.PAISA_E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    locale: "en-IN",
    timezoneId: INDIA_TIME_ZONE,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
