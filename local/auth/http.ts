// Request parsing shared by the routes: JSON bodies validated with zod, GoTrue's 400s on bad input.
import type { Context } from "hono";
import { z } from "zod";
import { badRequest } from "./errors.ts";

export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const text = await c.req.text();
  let body: unknown = {};
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw badRequest("bad_json", `Could not parse request body as JSON: ${(error as Error).message}`);
    }
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    throw badRequest("validation_failed", `Invalid request: ${where}${issue?.message ?? "malformed body"}`);
  }
  return parsed.data;
}

/** A JSON object of arbitrary keys (user/app metadata); null means "not given" where GoTrue allows it. */
export const metadataSchema = z.record(z.string(), z.unknown());

// checkmail.ValidateFormat's pattern, which GoTrue uses.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's validateEmail: required, ≤ 255 characters, well-formed; returns it lower-cased. */
export function validateEmail(email: string | undefined | null): string {
  const trimmed = (email ?? "").trim();
  if (!trimmed) throw badRequest("validation_failed", "An email address is required");
  if (trimmed.length > 255) throw badRequest("validation_failed", "An email address is too long");
  if (!EMAIL_PATTERN.test(trimmed)) {
    throw badRequest("validation_failed", "Unable to validate email address: invalid format");
  }
  return trimmed.toLowerCase();
}
