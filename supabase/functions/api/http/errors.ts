// `{ message }` error responses with the status the style guide names for each case.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503,
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

/** 429 with a Retry-After header and a message saying when to try again. */
export function tooManyRequests(what: string, retryAfterSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new HttpError(429, `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}

/** Hono onError: known errors keep their status; anything else is logged and hidden behind a 500. */
export function errorResponse(error: unknown, c: Context): Response {
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json({ message: error.message }, error.status as ContentfulStatusCode);
  }
  console.error("api: unhandled error", c.req.method, c.req.path, error);
  return c.json({ message: "Something went wrong. Please try again." }, 500);
}
