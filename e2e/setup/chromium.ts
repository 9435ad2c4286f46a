// Debian's Chromium (not Playwright's download): CHROMIUM_PATH or /usr/bin/chromium.
import { existsSync } from "node:fs";

export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!existsSync(candidate)) {
    throw new Error(
      `Chromium not found at ${candidate}. Install Debian's Chromium with ` +
        "`sudo apt-get update && sudo apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium binary.",
    );
  }
  return candidate;
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
