// Storage's error shape: every client error is sent as HTTP 400 with the "real" status in the body's
// `statusCode` string (storage's error handler), 500 stays 500. storage-js turns that into
// StorageApiError(message, status = 400, statusCode = body.statusCode), exactly as against hosted.

export interface StorageErrorBody {
  statusCode: string;
  code: string;
  error: string;
  message: string;
}

export class StorageHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Storage's backwards-compatible `error` field; defaults to the code. */
    readonly error: string = code,
  ) {
    super(message);
    this.name = "StorageHttpError";
  }

  /** The HTTP status actually sent: 500 for server errors, 400 for everything else. */
  get httpStatus(): 400 | 500 {
    return this.status >= 500 ? 500 : 400;
  }

  render(): StorageErrorBody {
    return { statusCode: String(this.status), code: this.code, error: this.error, message: this.message };
  }
}

export const errors = {
  noSuchBucket: () => new StorageHttpError(404, "NoSuchBucket", "Bucket not found", "Bucket not found"),
  noSuchKey: () => new StorageHttpError(404, "NoSuchKey", "Object not found", "not_found"),
  accessDenied: (message = "Access denied") =>
    new StorageHttpError(403, "AccessDenied", message, "Unauthorized"),
  rlsViolation: () =>
    new StorageHttpError(403, "AccessDenied", "new row violates row-level security policy", "Unauthorized"),
  alreadyExists: () =>
    new StorageHttpError(409, "ResourceAlreadyExists", "The resource already exists", "Duplicate"),
  entityTooLarge: () =>
    new StorageHttpError(
      413,
      "EntityTooLarge",
      "The object exceeded the maximum allowed size",
      "Payload too large",
    ),
  invalidMimeType: (mimeType: string) =>
    new StorageHttpError(
      415,
      "InvalidMimeType",
      `mime type ${mimeType} is not supported`,
      "invalid_mime_type",
    ),
  contentMismatch: (typeName: string) =>
    new StorageHttpError(
      415,
      "InvalidMimeType",
      `The file's contents are not a ${typeName} image`,
      "invalid_mime_type",
    ),
  quotaExceeded: (message: string) =>
    new StorageHttpError(413, "QuotaExceeded", message, "Payload too large"),
  invalidKey: (key: string) => new StorageHttpError(400, "InvalidKey", `Invalid key: ${key}`),
  invalidBucketName: () =>
    new StorageHttpError(400, "InvalidBucketName", "Bucket name invalid", "Invalid Input"),
  invalidJwt: (message = "Invalid JWT") => new StorageHttpError(400, "InvalidJWT", message),
  invalidSignature: () => new StorageHttpError(400, "InvalidSignature", "Invalid signature"),
  invalidRequest: (message: string) => new StorageHttpError(400, "InvalidRequest", message),
  noContent: () => new StorageHttpError(400, "InvalidRequest", "No content provided"),
  internal: () => new StorageHttpError(500, "InternalError", "Internal server error", "internal"),
};

/** Postgres errors a caller can cause, mapped as Storage maps them; anything else is a 500. */
export function fromDatabaseError(error: unknown): StorageHttpError {
  if (error instanceof StorageHttpError) return error;
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  switch (code) {
    case "42501": // insufficient_privilege, incl. "new row violates row-level security policy"
      return errors.rlsViolation();
    case "23505": // unique_violation on (bucket_id, name)
      return errors.alreadyExists();
    case "23503": // foreign_key_violation: the bucket vanished mid-request
      return errors.noSuchBucket();
    case "53400": // configuration_limit_exceeded: a storage quota policy (its message is for the user)
      return errors.quotaExceeded((error as { message?: string }).message ?? "Storage quota exceeded");
    default:
      return errors.internal();
  }
}
