// The stack the integration global setup started (see tests/setup/global-stack.ts).
import { inject } from "vitest";
import type { ProvidedStack } from "../setup/global-stack.ts";

export const stack = (): ProvidedStack => inject("stack");
