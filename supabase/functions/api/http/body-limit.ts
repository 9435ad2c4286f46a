// Request bodies are capped before anything reads them: every route takes small JSON (receipt photos go
// to Storage, never through the API), so a signed-out client cannot make the function buffer megabytes.
// The one exception is a CSV import, whose file (at most 5 MB) comes in the request itself.
// Relative, not @shared/…: local/body-limits.ts imports this file into the stack's and Vite's own
// Node processes, which know no path aliases.

import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { IMPORT_TOO_LARGE_MESSAGE, MAX_IMPORT_FILE_BYTES } from "../../_shared/contract/import-limits.ts";

/** The largest request body any /api route accepts. The local gateway and web proxies use the same cap. */
export const MAX_BODY_BYTES = 64 * 1024;

export const TOO_LARGE_MESSAGE = `Request body is too large: at most ${MAX_BODY_BYTES / 1024} KB.`;

/** A CSV import's request: the file (routes/imports.ts) with the form around it. */
export const MAX_IMPORT_BODY_BYTES = MAX_IMPORT_FILE_BYTES + MAX_BODY_BYTES;

/** The import uploads, as the function (/api/…) or the gateway (/functions/v1/api/…) sees them. */
const IMPORT_UPLOAD = /^(?:\/functions\/v1)?\/api\/imports(?:\/preview)?\/?$/;

/** The cap of a request path of the api function. */
export const maxBodyBytesForPath = (path: string): number =>
  IMPORT_UPLOAD.test(path) ? MAX_IMPORT_BODY_BYTES : MAX_BODY_BYTES;

/**
 * 413 as soon as Content-Length says too much; a body without a length (chunked) is counted while it
 * streams in and refused at the first byte past the cap.
 */
const limitJson = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json({ message: TOO_LARGE_MESSAGE }, 413),
});

const limitImport = bodyLimit({
  maxSize: MAX_IMPORT_BODY_BYTES,
  onError: (c) => c.json({ message: IMPORT_TOO_LARGE_MESSAGE }, 413),
});

export const limitBody: MiddlewareHandler = (c, next) =>
  (IMPORT_UPLOAD.test(c.req.path) ? limitImport : limitJson)(c, next);
