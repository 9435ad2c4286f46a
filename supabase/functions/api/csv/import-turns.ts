// Turns for reading uploads. Reading a file pauses every millisecond or two for other requests
// (import-read.ts), but thirty uploads read at once still took turns with everyone else: each request
// of another user waited behind thirty slices at every step, seconds in all. So a user has one upload
// under way at a time (a second one meanwhile is refused: the app never sends two), and the function
// reads at most READING_AT_ONCE uploads at once; the others wait for a turn, costing nothing. The body
// arrives before the turn is taken, so a slow sender holds no one's turn.

/** Uploads read at once by this instance of the function. */
export const READING_AT_ONCE = 2;

/** A second upload of a user whose first is still under way. */
export class UploadUnderWay extends Error {}

export function createImportTurns(limit = READING_AT_ONCE) {
  const users = new Set<string>();
  const waiting: (() => void)[] = [];
  let reading = 0;
  return {
    /**
     * Runs `work` for `userId`, which calls `turn()` to wait for a reading turn before its CPU work;
     * throws UploadUnderWay while the user's last upload is under way.
     */
    async run<T>(userId: string, work: (turn: () => Promise<void>) => Promise<T>): Promise<T> {
      if (users.has(userId)) throw new UploadUnderWay();
      users.add(userId);
      let holding = false;
      const turn = async () => {
        if (holding) return;
        if (reading >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
        else reading++;
        holding = true;
      };
      try {
        return await work(turn);
      } finally {
        users.delete(userId);
        if (holding) {
          // The turn passes straight to the next in line, or is given back.
          const next = waiting.shift();
          if (next) next();
          else reading--;
        }
      }
    },
  };
}
export type ImportTurns = ReturnType<typeof createImportTurns>;
