// A throw-away stack for test runs: free ports, its own data directory under `.data-test/`, removed
// afterwards, so tests never touch the user's `.data/` or a running `npm start`.
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import { projectRoot, type StackConfig } from "../../local/config.ts";
import { freePorts } from "../../local/ports.ts";
import { type RunningStack, type StartStackOptions, startStack } from "../../local/stack.ts";

export async function testStackConfig(): Promise<StackConfig> {
  const [gateway, db, inbox, smtp, web] = (await freePorts(5)) as [number, number, number, number, number];
  return {
    dataDir: path.join(projectRoot, ".data-test", randomBytes(6).toString("hex")),
    host: "127.0.0.1",
    ports: { gateway, db, inbox, smtp, web },
  };
}

export interface TestStack extends RunningStack {
  /** Stops the stack and removes its data directory. */
  dispose(): Promise<void>;
}

/**
 * Every test client is 127.0.0.1, so GoTrue's per-IP limits (config.toml: 30 sign-ins a 5 minutes)
 * would throttle the suite as one user; tests/integration/auth/rate-limits.test.ts checks the real ones.
 */
export const TEST_AUTH_RATE_LIMITS = { signInSignUps: 1_000_000, tokenRefresh: 1_000_000 };

export async function startTestStack(
  options: Omit<StartStackOptions, "config"> = { web: false },
): Promise<TestStack> {
  const config = await testStackConfig();
  const quiet = options.quiet ?? !process.env.PAISA_STACK_LOGS;
  let stack: RunningStack;
  try {
    stack = await startStack({
      fastDb: true,
      watchFunctions: false,
      authSettings: { rateLimits: TEST_AUTH_RATE_LIMITS },
      ...options,
      quiet,
      config,
    });
  } catch (error) {
    await rm(config.dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...stack,
    async dispose() {
      await stack.stop();
      await rm(config.dataDir, { recursive: true, force: true });
    },
  };
}
