// Reads an upload the two ways storage-js sends one: multipart (a `cacheControl` field, an optional
// `metadata` JSON field and the file part) or a raw body with `content-type`, `cache-control` and an
// optional base64 `x-metadata` header. Never buffers more than the bucket's limit.
import { errors } from "./errors.ts";
import { normaliseCacheControl } from "./rules.ts";

export interface UploadBody {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/** Multipart framing around the file part; generous, the file itself is checked against the limit. */
const MULTIPART_OVERHEAD = 64 * 1024;

class TooLarge extends Error {}

/**
 * Buffers at most `limit` bytes. Past it, the rest is read and dropped so the client still receives the
 * 413 answer instead of a reset connection.
 */
async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let overflow = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      overflow = true;
      if (total > limit + 64 * 1024 * 1024) {
        await reader.cancel();
        break;
      }
      continue;
    }
    chunks.push(value);
  }
  if (overflow) throw new TooLarge();
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function parseUserMetadata(json: string | null): Record<string, unknown> | null {
  if (json === null || json === "") return null;
  try {
    const value: unknown = JSON.parse(json);
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // reported below
  }
  throw errors.invalidRequest("metadata must be a JSON object");
}

export async function readUploadBody(request: Request, sizeLimit: number): Promise<UploadBody> {
  const contentType = request.headers.get("content-type") ?? "";
  try {
    if (contentType.toLowerCase().startsWith("multipart/form-data")) {
      const raw = await readCapped(request.body, sizeLimit + MULTIPART_OVERHEAD);
      let form: FormData;
      try {
        form = await new Response(raw, { headers: { "content-type": contentType } }).formData();
      } catch {
        throw errors.invalidRequest("Malformed multipart body");
      }
      const file = [...form.values()].find((v): v is File => typeof v !== "string");
      if (!file) throw errors.noContent();
      if (file.size > sizeLimit) throw new TooLarge();
      const cacheControl = form.get("cacheControl");
      const metadata = form.get("metadata");
      return {
        bytes: new Uint8Array(await file.arrayBuffer()),
        contentType: file.type || "application/octet-stream",
        cacheControl: normaliseCacheControl(typeof cacheControl === "string" ? cacheControl : null),
        userMetadata: parseUserMetadata(typeof metadata === "string" ? metadata : null),
      };
    }
    const bytes = await readCapped(request.body, sizeLimit);
    const encodedMetadata = request.headers.get("x-metadata");
    return {
      bytes,
      contentType: contentType || "application/octet-stream",
      cacheControl: normaliseCacheControl(request.headers.get("cache-control")),
      userMetadata: encodedMetadata
        ? parseUserMetadata(Buffer.from(encodedMetadata, "base64").toString("utf8"))
        : null,
    };
  } catch (error) {
    if (error instanceof TooLarge) throw errors.entityTooLarge();
    throw error;
  }
}
