// Request parsing that turns every malformed input into a 400 naming the problem.

import { firstIssueMessage } from "@shared/contract/fields.ts";
import type { Context } from "hono";
import type { z } from "zod";
import { badRequest } from "./errors.ts";

/** The JSON body checked against `schema`; an absent body counts as `{}` so required fields are named. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const raw = await c.req.text();
  let body: unknown = {};
  if (raw.trim() !== "") {
    try {
      body = JSON.parse(raw);
    } catch {
      throw badRequest("Request body must be valid JSON");
    }
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw badRequest("Request body must be a JSON object");
  }
  return parseWith(schema, body);
}

/** The query string checked against `schema`. */
export function queryParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(firstIssueMessage(result.error));
  return result.data;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * The last segment of the request's path decoded once, as the client encoded it (encodeURIComponent),
 * or null when it is not valid percent-encoded UTF-8. Hono's `c.req.param()` has already decoded it
 * and keeps a malformed escape as sent, so it reads both `%` and `%25` as "%".
 */
export function lastPathSegment(url: string): string | null {
  const path = new URL(url).pathname;
  try {
    return decodeURIComponent(path.slice(path.lastIndexOf("/") + 1));
  } catch {
    return null;
  }
}
