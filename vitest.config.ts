// Two projects: `unit` (pure code, no stack) and `integration` (a whole local stack on free ports,
// started once by tests/setup/global-stack.ts and shared by every integration file).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["src/**/*.test.{ts,tsx}", "supabase/functions/**/*.test.ts", "local/**/*.test.ts"],
        },
      },
      {
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
    ],
  },
});
