import { describe, expect, it } from "vitest";
import { StorageHttpError } from "./errors.ts";
import {
  assertValidBucketId,
  assertValidKey,
  effectiveSizeLimit,
  GLOBAL_FILE_SIZE_LIMIT,
  isMimeTypeAllowed,
  mismatchedImageType,
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

describe("mismatchedImageType", () => {
  const bytes = (...head: number[]) => Uint8Array.from([...head, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  const text = (value: string) => new TextEncoder().encode(value);

  it("accepts images whose first bytes match the declared type", () => {
    expect(mismatchedImageType(bytes(0xff, 0xd8, 0xff, 0xe1), "image/jpeg")).toBeUndefined();
    expect(
      mismatchedImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), "image/png"),
    ).toBeUndefined();
    expect(
      mismatchedImageType(text("RIFF\u0024\u0000\u0000\u0000WEBPVP8 "), "image/webp; q=1"),
    ).toBeUndefined();
  });

  it("names the declared type when the bytes are something else", () => {
    expect(mismatchedImageType(text("<html><script>x</script>"), "image/png")).toBe("PNG");
    expect(mismatchedImageType(bytes(0x89, 0x50, 0x4e, 0x47), "image/jpeg")).toBe("JPEG");
    expect(mismatchedImageType(text("RIFF0000WAVE"), "image/webp")).toBe("WebP");
    expect(mismatchedImageType(new Uint8Array(0), "IMAGE/PNG")).toBe("PNG");
  });

  it("leaves types without a known signature alone", () => {
    expect(mismatchedImageType(text("hello"), "text/plain")).toBeUndefined();
  });
});
