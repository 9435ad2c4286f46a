// `{ message }` error responses with the status the style guide names for each case.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { DatabaseBusyError } from "../db/with-user.ts";

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = "Unauthorized: please sign in") => new HttpError(401, message);
export const forbidden = (message = "Forbidden: you are not allowed to do this") =>
  new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** Existed, but no longer: an expired link. */
export const gone = (message: string) => new HttpError(410, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unprocessable = (message: string) => new HttpError(422, message);

/** 429 with a Retry-After header and a message saying when to try again. */
export function tooManyRequests(what: string, retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const [count, unit] = seconds < 60 ? [seconds, "second"] : [Math.ceil(seconds / 60), "minute"];
  return new HttpError(429, `Too many ${what}. Try again in ${count} ${unit}${count === 1 ? "" : "s"}.`, {
    "Retry-After": String(seconds),
  });
}

/** 503 with Retry-After: the request may well succeed when repeated in a moment. */
export const serviceUnavailable = (message: string, retryAfterSeconds = 2) =>
  new HttpError(503, message, { "Retry-After": String(retryAfterSeconds) });

// SQLSTATEs and postgres.js/socket codes of a database that is restarting or unreachable.
const UNAVAILABLE = new Set([
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08006",
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECTION_ENDED",
  "CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
]);

/** What a database failure means to the caller, or undefined for a bug (left to the 500 below). */
export function fromDatabaseFailure(error: unknown): HttpError | undefined {
  if (error instanceof DatabaseBusyError) {
    return serviceUnavailable(
      "The server is busy with your other requests. Please try again in a few seconds.",
    );
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return undefined;
  // An access token can outlive its deleted account for a moment: a write then points at nobody.
  if (
    code === "23503" &&
    /_user_id_fkey$/.test(String((error as { constraint_name?: unknown }).constraint_name))
  ) {
    return unauthorized("Unauthorized: this account no longer exists");
  }
  if (code === "57014") {
    return serviceUnavailable(
      "This request took too long and was stopped. Please try again in a few seconds.",
    );
  }
  if (code === "55P03") {
    return serviceUnavailable("Your data is busy with another change. Please try again in a moment.", 1);
  }
  if (UNAVAILABLE.has(code)) {
    return serviceUnavailable("The service is temporarily unavailable. Please try again in a few seconds.");
  }
  // A ceiling on one user's rows (supabase/schemas/46_rows_per_user.sql): its message says what to do.
  if (
    code === "23514" &&
    /_per_user$/.test(String((error as { constraint_name?: unknown }).constraint_name))
  ) {
    return conflict(String((error as { message?: unknown }).message));
  }
  // Text Postgres cannot store (a NUL character): bad input, never a 500.
  if (code === "22021" || code === "22P05") return badRequest("Text must not contain control characters");
  return undefined;
}

/** Hono onError: known errors keep their status; anything else is logged and hidden behind a 500. */
export function errorResponse(caught: unknown, c: Context): Response {
  const error = fromDatabaseFailure(caught) ?? caught;
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json({ message: error.message }, error.status as ContentfulStatusCode);
  }
  console.error("api: unhandled error", c.req.method, c.req.path, error);
  return c.json({ message: "Something went wrong. Please try again." }, 500);
}
