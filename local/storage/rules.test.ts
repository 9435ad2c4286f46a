import { describe, expect, it } from "vitest";
import { StorageHttpError } from "./errors.ts";
import {
  assertValidBucketId,
  assertValidKey,
  effectiveSizeLimit,
  GLOBAL_FILE_SIZE_LIMIT,
  isMimeTypeAllowed,
  normaliseCacheControl,
  objectMetadata,
} from "./rules.ts";

const refusal = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    return error instanceof StorageHttpError ? error.render() : error;
  }
  return null;
};

describe("object keys", () => {
  it("accepts the app's receipt paths and Storage's allowed punctuation", () => {
    expect(refusal(() => assertValidKey("9f1c/receipt (1).jpg"))).toBeNull();
    expect(refusal(() => assertValidKey("a/b/c-d_e.f!g@h=i;j:k+l,m?.png"))).toBeNull();
  });

  it.each(["", "../etc/passwd", "a/../b", "a//b", "./a", "a/", "a\\b", "naïve.png"])(
    "refuses %j with Storage's InvalidKey body",
    (key) => {
      expect(refusal(() => assertValidKey(key))).toEqual({
        statusCode: "400",
        code: "InvalidKey",
        error: "InvalidKey",
        message: `Invalid key: ${key}`,
      });
    },
  );

  it("refuses bucket ids that are empty, dot segments or contain slashes", () => {
    for (const id of ["", ".", "..", "a/b", "x".repeat(101)]) {
      expect(refusal(() => assertValidBucketId(id))).toMatchObject({ code: "InvalidBucketName" });
    }
    expect(refusal(() => assertValidBucketId("receipts"))).toBeNull();
  });
});

describe("allowed mime types", () => {
  it("admits everything when the bucket has no list", () => {
    expect(isMimeTypeAllowed("application/pdf", null)).toBe(true);
    expect(isMimeTypeAllowed("application/pdf", [])).toBe(true);
  });

  it("matches exact types and type/* wildcards, ignoring parameters and case", () => {
    const allowed = ["image/jpeg", "image/png", "text/*"];
    expect(isMimeTypeAllowed("image/png", allowed)).toBe(true);
    expect(isMimeTypeAllowed("IMAGE/JPEG", allowed)).toBe(true);
    expect(isMimeTypeAllowed("text/plain;charset=UTF-8", allowed)).toBe(true);
    expect(isMimeTypeAllowed("image/webp", allowed)).toBe(false);
    expect(isMimeTypeAllowed("application/pdf", allowed)).toBe(false);
    expect(isMimeTypeAllowed("garbage", allowed)).toBe(false);
  });
});

describe("metadata", () => {
  it("normalises cacheControl from the multipart field and the raw header", () => {
    expect(normaliseCacheControl("3600")).toBe("max-age=3600");
    expect(normaliseCacheControl("max-age=60")).toBe("max-age=60");
    expect(normaliseCacheControl(null)).toBe("max-age=3600");
  });

  it("builds Storage's metadata JSON", () => {
    const now = new Date("2026-11-22T05:00:00.000Z");
    expect(
      objectMetadata({ md5Hex: "abc", size: 12, mimetype: "image/png", cacheControl: "max-age=3600", now }),
    ).toEqual({
      eTag: '"abc"',
      size: 12,
      mimetype: "image/png",
      cacheControl: "max-age=3600",
      lastModified: "2026-11-22T05:00:00.000Z",
      contentLength: 12,
      httpStatusCode: 200,
    });
  });

  it("uses the bucket's limit (bigint arrives as a string) capped by the global one", () => {
    expect(effectiveSizeLimit("5242880")).toBe(5242880);
    expect(effectiveSizeLimit(1024)).toBe(1024);
    expect(effectiveSizeLimit(null)).toBe(GLOBAL_FILE_SIZE_LIMIT);
    expect(effectiveSizeLimit(10 * GLOBAL_FILE_SIZE_LIMIT)).toBe(GLOBAL_FILE_SIZE_LIMIT);
  });
});
