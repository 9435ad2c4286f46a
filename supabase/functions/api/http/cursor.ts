// Keyset cursors for `GET /api/expenses?before=…`: the position of the last row of a page, i.e. when
// it was spent and saved, to the microsecond, and its id (the last tie-breaker), as an opaque
// base64url token. The next page is everything strictly older in (spent_at, created_at, id) order,
// so rows added meanwhile never shift a page.

export interface ExpenseCursor {
  /**
   * spent_at in UTC to the microsecond, e.g. "2026-11-22T07:35:00.123456Z" (Postgres keeps
   * microseconds, a JS Date only milliseconds, so the database writes it).
   */
  spentAt: string;
  /** created_at, written the same way. */
  createdAt: string;
  id: string;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * Written as the database writes an instant, and one that exists: no 30 February, hour 24 or year 0,
 * which Postgres refuses with an error (a 500) when the query casts the cursor.
 */
function isInstant(text: string): boolean {
  if (!INSTANT.test(text) || text.startsWith("0000")) return false;
  const toMilliseconds = `${text.slice(0, 23)}Z`;
  const parsed = new Date(toMilliseconds);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === toMilliseconds;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

export const encodeCursor = ({ spentAt, createdAt, id }: ExpenseCursor): string =>
  toBase64Url(`${spentAt}|${createdAt}|${id}`);

/** The cursor, or null when the token is not one this API made. */
export function decodeCursor(token: string): ExpenseCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(token)) return null;
  let text: string;
  try {
    text = atob(token.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return null;
  }
  const [spentAt = "", createdAt = "", id = "", ...rest] = text.split("|");
  if (rest.length > 0 || !isInstant(spentAt) || !isInstant(createdAt) || !UUID.test(id)) return null;
  return { spentAt, createdAt, id };
}
