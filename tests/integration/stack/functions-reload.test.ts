// In dev, Deno watches the functions folder: editing shared code changes the answer without a restart.
import { cp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { projectRoot } from "../../../local/config.ts";
import { startTestStack, type TestStack } from "../../setup/test-stack.ts";

const functionsDir = path.join(projectRoot, ".data-test", `functions-${process.pid}-${Date.now()}`);
let stack: TestStack;

beforeAll(async () => {
  await cp(path.join(projectRoot, "tests/fixtures/functions"), functionsDir, { recursive: true });
  stack = await startTestStack({ web: false, functionsDir, watchFunctions: true });
});
afterAll(async () => {
  await stack?.dispose();
  await rm(functionsDir, { recursive: true, force: true });
});

const greeting = async () =>
  ((await (await fetch(`${stack.urls.gateway}/functions/v1/hello`)).json()) as { greeting: string }).greeting;

it("reloads a function when a file it imports changes", async () => {
  expect(await greeting()).toBe("hello world");
  await writeFile(
    path.join(functionsDir, "_shared/greeting.ts"),
    'export const greeting = (name: string) => "namaste " + name;\n',
  );
  const deadline = Date.now() + 30_000;
  let seen = "";
  while (Date.now() < deadline) {
    seen = await greeting().catch(() => "");
    if (seen === "namaste world") break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(seen).toBe("namaste world");
}, 60_000);
