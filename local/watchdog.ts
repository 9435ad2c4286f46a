// Orphan guard: if this Node process dies without stopping its children (kill -9, a crashed test
// runner), Postgres and Deno would keep running. A tiny `sh` per child blocks reading a pipe from us;
// when we die the pipe closes, `read` returns and it signals the child. dispose() on normal stops.
import { spawn } from "node:child_process";
import type { Socket } from "node:net";

const signalNumbers = { SIGINT: 2, SIGTERM: 15 } as const;

export interface Watchdog {
  dispose(): void;
}

export function signalOnParentDeath(pid: number, signal: keyof typeof signalNumbers = "SIGTERM"): Watchdog {
  const guard = spawn("sh", ["-c", `read -r _ignored; kill -${signalNumbers[signal]} ${pid} 2>/dev/null`], {
    stdio: ["pipe", "ignore", "ignore"],
  });
  guard.on("error", () => {}); // best effort: no sh, no guard
  // Neither the guard nor its pipe may keep our event loop alive.
  guard.unref();
  (guard.stdin as unknown as Socket | null)?.unref?.();
  return {
    dispose() {
      if (guard.exitCode === null && guard.signalCode === null) guard.kill("SIGKILL");
    },
  };
}
