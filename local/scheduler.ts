// The local stand-in for the hosted pg_cron + pg_net schedule (docs/architecture.md "The scheduler"):
// calls the api function's POST /jobs/run with the service role key every minute, through the gateway
// like any caller. A run that is still going when the next is due makes that one wait its turn.

export interface SchedulerOptions {
  /** The gateway, e.g. http://127.0.0.1:54321. */
  gatewayUrl: string;
  serviceRoleKey: string;
  /** Default one minute, as the hosted cron schedule. */
  intervalMs?: number;
  log?: (line: string) => void;
}

export interface RunningScheduler {
  /** Resolves after the run in progress, if any, has finished. */
  stop(): Promise<void>;
}

export function jobsUrl(gatewayUrl: string): string {
  return `${gatewayUrl.replace(/\/$/, "")}/functions/v1/api/jobs/run`;
}

export function startScheduler(options: SchedulerOptions): RunningScheduler {
  const log = options.log ?? (() => {});
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const runOnce = async () => {
    try {
      const response = await fetch(jobsUrl(options.gatewayUrl), {
        method: "POST",
        headers: { Authorization: `Bearer ${options.serviceRoleKey}`, "Content-Type": "application/json" },
        body: "{}",
      });
      const text = await response.text();
      if (!response.ok) log(`[scheduler] jobs/run answered ${response.status}: ${text.slice(0, 200)}`);
    } catch (error) {
      // The function may be reloading; the next minute tries again.
      log(`[scheduler] jobs/run failed: ${(error as Error).message}`);
    }
  };
  const tick = () => {
    if (stopped) return;
    running = running.then(runOnce);
  };

  tick();
  const timer = setInterval(tick, options.intervalMs ?? 60_000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
