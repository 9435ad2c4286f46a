// GoTrue's error contract: with `X-Supabase-Api-Version: 2024-01-01` the body is `{code, message}`
// (code = the string error code) and the code is repeated in `x-sb-error-code`, so supabase-js raises
// the same error classes (AuthApiError, AuthWeakPasswordError, AuthSessionMissingError, …).
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export const API_VERSION = "2024-01-01";

export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Extra top-level body fields, e.g. `weak_password: {reasons}`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "AuthError";
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unauthorized = (code: string, message: string) => new AuthError(401, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const internal = (message: string) => new AuthError(500, "unexpected_failure", message);

export function errorBody(error: AuthError): Record<string, unknown> {
  // `error_code` duplicates `code` for clients that predate the API-version header.
  return { code: error.code, error_code: error.code, message: error.message, ...error.extra };
}

export function sendError(c: Context, error: AuthError): Response {
  c.header("x-sb-error-code", error.code);
  c.header("X-Supabase-Api-Version", API_VERSION);
  return c.json(errorBody(error), error.status);
}

/** Postgres error fields postgres.js exposes; used to tell a duplicate e-mail from a failing app trigger. */
export interface PgErrorLike {
  code?: string;
  constraint_name?: string;
  message?: string;
}

export function isPgError(error: unknown): error is PgErrorLike & Error {
  return (
    error instanceof Error &&
    typeof (error as PgErrorLike).code === "string" &&
    error.name === "PostgresError"
  );
}

export const isUniqueViolation = (error: unknown, constraint?: string) =>
  isPgError(error) && error.code === "23505" && (!constraint || error.constraint_name === constraint);
