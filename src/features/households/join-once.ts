// Opening an invite link joins once: a screen that renders twice (React's strict mode, a remount after
// sign-in) shares the first request instead of spending the invite a second time and reading "used".
const attempts = new Map<string, Promise<unknown>>();

export function joinOnce<T>(code: string, join: (code: string) => Promise<T>): Promise<T> {
  const started = attempts.get(code) ?? join(code);
  attempts.set(code, started);
  // A failure may be retried (offline, a 5xx): forget it, so Try again sends a new request.
  started.catch(() => attempts.delete(code));
  return started as Promise<T>;
}
