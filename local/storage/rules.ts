// Pure rules of the Storage stand-in: which bucket ids and object keys are acceptable, which mime types a
// bucket admits, and the `metadata` JSON Storage keeps on storage.objects.
import { errors } from "./errors.ts";

/** Storage's own key rule, plus: no empty, "." or ".." segments, because keys become paths on disk. */
const KEY_CHARS = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;
const BUCKET_CHARS = /^[\w!.*'() &$@=;:+,?-]+$/;

export function assertValidBucketId(id: string): void {
  if (id.length === 0 || id.length > 100 || id === "." || id === ".." || !BUCKET_CHARS.test(id)) {
    throw errors.invalidBucketName();
  }
}

export function assertValidKey(key: string): void {
  const segments = key.split("/");
  const badSegment = segments.some((s) => s === "" || s === "." || s === "..");
  if (key.length === 0 || key.length > 1024 || badSegment || !KEY_CHARS.test(key)) {
    throw errors.invalidKey(key);
  }
}

/** "image/png; charset=x" → "image/png" (lower-case); the type a bucket's allow-list is matched against. */
export function baseMimeType(contentType: string): string {
  return (contentType.split(";")[0] ?? "").trim().toLowerCase();
}

/** As Storage: an exact `type/subtype` or a `type/*` wildcard in allowed_mime_types admits the type. */
export function isMimeTypeAllowed(contentType: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type, subtype] = baseMimeType(contentType).split("/");
  if (!type || !subtype) return false;
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = baseMimeType(entry).split("/");
    return allowedType === type && (allowedSubtype === "*" || allowedSubtype === subtype);
  });
}

/** supabase-js sends the multipart field as "3600" and the raw header as "max-age=3600". */
export function normaliseCacheControl(value: string | undefined | null): string {
  const v = (value ?? "").trim();
  if (v === "") return "max-age=3600";
  return /^\d+$/.test(v) ? `max-age=${v}` : v;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export function objectMetadata(input: {
  md5Hex: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  now: Date;
}): ObjectMetadata {
  return {
    eTag: `"${input.md5Hex}"`,
    size: input.size,
    mimetype: input.mimetype,
    cacheControl: input.cacheControl,
    lastModified: input.now.toISOString(),
    contentLength: input.size,
    httpStatusCode: 200,
  };
}

/** A bucket's limit, or the stand-in's global cap (Supabase's default 50 MB) when it has none. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

export function effectiveSizeLimit(bucketLimit: number | string | null): number {
  const n = bucketLimit === null ? Number.NaN : Number(bucketLimit);
  return Number.isFinite(n) && n > 0 ? Math.min(n, GLOBAL_FILE_SIZE_LIMIT) : GLOBAL_FILE_SIZE_LIMIT;
}

/** Image types whose first bytes are checked against the declared type, with a name for messages. */
const IMAGE_SIGNATURES: Record<string, { name: string; matches: (b: Uint8Array) => boolean }> = {
  "image/jpeg": { name: "JPEG", matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  "image/png": {
    name: "PNG",
    matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  },
  "image/webp": {
    name: "WebP",
    matches: (b) => ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP",
  },
};

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * The declared type's name when the bytes are not that image (HTML sent as image/png …), else
 * undefined. Types without a known signature are not checked.
 */
export function mismatchedImageType(bytes: Uint8Array, contentType: string): string | undefined {
  const signature = IMAGE_SIGNATURES[baseMimeType(contentType)];
  return signature && !signature.matches(bytes) ? signature.name : undefined;
}
