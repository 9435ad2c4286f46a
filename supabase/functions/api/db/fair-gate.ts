// Admission to the database pool, fair between users: each user may hold at most `perKey` connections
// and all users together at most `total` (fewer than the pool, so health checks and the function's own
// queries always find one). Waiters are served in arrival order, skipping those whose user is at their
// cap, so one user's flood never delays another user's request behind it.

export interface FairGateOptions {
  /** Concurrent holders per key (user). */
  perKey: number;
  /** Concurrent holders overall. */
  total: number;
  /** How long a request may wait for its turn before it is refused. */
  maxWaitMs: number;
  /** Waiting requests per key beyond which new ones are refused at once. */
  maxQueuedPerKey: number;
}

/** Thrown when a request cannot get a turn (its user has too many waiting, or it waited too long). */
export class GateBusyError extends Error {
  constructor(readonly reason: "queue-full" | "timeout") {
    super(`database gate busy: ${reason}`);
    this.name = "GateBusyError";
  }
}

interface Waiter {
  key: string;
  start: () => void;
  timer: ReturnType<typeof setTimeout>;
}

export type Release = () => void;

export function createFairGate(options: FairGateOptions) {
  const active = new Map<string, number>();
  const queued = new Map<string, number>();
  const waiting: Waiter[] = [];
  let activeTotal = 0;

  const canStart = (key: string) => activeTotal < options.total && (active.get(key) ?? 0) < options.perKey;
  const bump = (map: Map<string, number>, key: string, by: number) => {
    const next = (map.get(key) ?? 0) + by;
    if (next === 0) map.delete(key);
    else map.set(key, next);
  };

  function take(key: string): Release {
    activeTotal++;
    bump(active, key, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      activeTotal--;
      bump(active, key, -1);
      dispatch();
    };
  }

  function dispatch(): void {
    for (let i = 0; i < waiting.length && activeTotal < options.total; ) {
      const waiter = waiting[i] as Waiter;
      if (!canStart(waiter.key)) {
        i++;
        continue;
      }
      waiting.splice(i, 1);
      clearTimeout(waiter.timer);
      bump(queued, waiter.key, -1);
      waiter.start();
    }
  }

  return {
    /** Resolves with a release function once `key` may use a connection. */
    enter(key: string): Promise<Release> {
      if (canStart(key)) return Promise.resolve(take(key));
      if ((queued.get(key) ?? 0) >= options.maxQueuedPerKey) {
        return Promise.reject(new GateBusyError("queue-full"));
      }
      return new Promise<Release>((resolve, reject) => {
        const waiter: Waiter = {
          key,
          start: () => resolve(take(key)),
          timer: setTimeout(() => {
            const index = waiting.indexOf(waiter);
            if (index >= 0) waiting.splice(index, 1);
            bump(queued, key, -1);
            reject(new GateBusyError("timeout"));
          }, options.maxWaitMs),
        };
        waiting.push(waiter);
        bump(queued, key, 1);
      });
    },

    /** Connections in use and requests waiting, for tests and logs. */
    stats: () => ({ active: activeTotal, waiting: waiting.length }),
  };
}

export type FairGate = ReturnType<typeof createFairGate>;
