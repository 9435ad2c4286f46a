// Request bodies are capped before anything reads them: every route takes small JSON (receipt photos go
// to Storage, never through the API), so a signed-out client cannot make the function buffer megabytes.
import { bodyLimit } from "hono/body-limit";

/** The largest request body any /api route accepts. The local gateway and web proxies use the same cap. */
export const MAX_BODY_BYTES = 64 * 1024;

export const TOO_LARGE_MESSAGE = `Request body is too large: at most ${MAX_BODY_BYTES / 1024} KB.`;

/**
 * 413 as soon as Content-Length says too much; a body without a length (chunked) is counted while it
 * streams in and refused at the first byte past the cap.
 */
export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json({ message: TOO_LARGE_MESSAGE }, 413),
});
