// Pausing long work for other requests by time, not by amount of work. Giving others a turn costs a
// timer's wait (about 2 ms of wall time in Deno, whatever the timeout), so the upload's reading, which
// reaches a pause point every millisecond or so, gave a turn at each: a 10,000-row import spent more
// time waiting than reading. The pause points stay where they are (the reading's tests count them);
// a pause gives a turn only once a slice of work has passed since the last.

/** Lets timers and other requests' I/O run before the work goes on. */
export const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Work between two turns given to others: what a request waiting behind an upload waits at most, about. */
export const SLICE_MS = 5;

/** A pause for one piece of work (one upload): a turn for others once `sliceMs` have passed since the last. */
export function timeSlicedPause({
  sliceMs = SLICE_MS,
  now = () => performance.now(),
  turn = nextTurn,
}: {
  sliceMs?: number;
  now?: () => number;
  turn?: () => Promise<void>;
} = {}): () => Promise<void> {
  let sliceStart = now();
  return async () => {
    if (now() - sliceStart < sliceMs) return;
    await turn();
    sliceStart = now();
  };
}
