// How the global setup hands the stack it started to the test workers: one JSON env variable
// (workers are spawned after global setup and inherit its env).
import type { StackKeys } from "../../local/keys.ts";
import type { StackUrls } from "../../local/stack.ts";

export interface E2EStack {
  urls: StackUrls;
  keys: StackKeys;
}

const ENV = "PAISA_E2E_STACK";

export function publishStack(stack: E2EStack): void {
  process.env[ENV] = JSON.stringify(stack);
}

export function readStack(): E2EStack {
  const raw = process.env[ENV];
  if (!raw)
    throw new Error(
      `${ENV} is not set: run the journeys with \`npx playwright test\` (global setup starts the stack)`,
    );
  return JSON.parse(raw) as E2EStack;
}
