// Three projects: `unit` (pure code, no stack), `integration` (a whole local stack on free ports,
// started once by tests/setup/global-stack.ts and shared by every integration file) and `faults`
// (tests/faults: its own stack, which it breaks on purpose).
import { defineConfig } from "vitest/config";

export default defineConfig({
  // `@shared/…` comes from tsconfig.json's paths, as in vite.config.ts.
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          setupFiles: ["src/i18n/test-setup.ts"],
          include: [
            "src/**/*.test.{ts,tsx}",
            "supabase/functions/**/*.test.ts",
            "local/**/*.test.ts",
            // The repository's own checks (docs and references), which read files but start nothing.
            "tests/repo/**/*.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          environment: "node",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/setup/global-stack.ts"],
          // Real Postgres, Deno and bcrypt on 2 shared cores: be patient.
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Restarts Postgres and kills processes: its own stack, started by the test file.
          name: "faults",
          environment: "node",
          include: ["tests/faults/**/*.test.ts"],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
