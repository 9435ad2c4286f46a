// Image bytes for uploads in tests: Storage checks that a file's bytes are the image type it claims.

/** A valid 8×8 PNG of orange pixels (a receipt photo; browsers decode it, Storage accepts it). */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mM4UaGBFTEMLQkAUtVaASL5fhoAAAAASUVORK5CYII=",
  "base64",
);
