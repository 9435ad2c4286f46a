// Receipt images (docs/product.md §4.15, §9.9): camera ideal 1280×720, JPEG quality 0.8. Files from the
// picker are re-encoded the same way so every stored receipt is a modest `.jpg`.
import { i18n } from "../../../i18n/i18n.ts";
export const JPEG_QUALITY = 0.8;
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } },
  audio: false,
};
/** Longest side of a re-encoded picker image. */
const MAX_SIDE = 1600;

function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("Could not encode the photo"))),
      "image/jpeg",
      JPEG_QUALITY,
    );
  });
}

/**
 * The current video frame as a JPEG no larger than MAX_SIDE: a camera may ignore the ideal 1280×720
 * and hand over 4K frames (docs/product.md §4.30).
 */
export function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const width = video.videoWidth || 1280;
  const height = video.videoHeight || 720;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvasToJpeg(canvas);
}

/** The bitmap as a JPEG no larger than MAX_SIDE (the bitmap is closed). */
function scaledJpeg(bitmap: ImageBitmap): Promise<Blob> {
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvasToJpeg(canvas);
}

/** A picked file that is not a picture the browser can open (corrupt, or e.g. HEIC on Chrome). */
export class UnreadablePhotoError extends Error {
  constructor() {
    super("The file is not a picture this browser can open");
    this.name = "UnreadablePhotoError";
  }
}

export const unreadablePhotoToast = () => ({
  title: i18n.t("expenses:fields.photoNotAdded"),
  description: i18n.t("expenses:fields.photoUnreadable"),
});

/**
 * A picked image decoded and re-encoded as a JPEG no larger than MAX_SIDE. A file that cannot be
 * decoded is refused (UnreadablePhotoError) before anything is uploaded or saved with it.
 */
export async function pickedFileToJpeg(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new UnreadablePhotoError();
  }
  if (bitmap.width === 0 || bitmap.height === 0) {
    bitmap.close();
    throw new UnreadablePhotoError();
  }
  return scaledJpeg(bitmap);
}

/**
 * A photo whose longest side is under this is read at twice its size: tesseract misses text a few
 * pixels high. Only small ones: reading time grows with the pixels.
 */
const OCR_SMALL_SIDE = 500;

/**
 * The photo as OCR reads it best: a large one downscaled to MAX_SIDE, a small one (a low-resolution
 * photo, a cropped slip) upscaled smoothly to twice its size, as a lossless PNG (only read, never
 * stored): such photos read at twice their size find totals that were garbled at their own size
 * (docs/capture.md).
 */
export async function fitForOcr(image: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  const longest = Math.max(bitmap.width, bitmap.height);
  if (longest > MAX_SIDE) return scaledJpeg(bitmap);
  if (longest >= OCR_SMALL_SIDE) {
    bitmap.close();
    return image;
  }
  const scale = 2;
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext("2d");
  if (context) {
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  }
  bitmap.close();
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("Could not scale the photo"))),
      "image/png",
    );
  });
}

/** Rear camera preferred; any camera when the constraints cannot be met (docs/product.md §4.15). */
export async function openCamera(): Promise<MediaStream> {
  try {
    return await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
  } catch (error) {
    if (
      error instanceof DOMException &&
      (error.name === "OverconstrainedError" || error.name === "NotFoundError")
    ) {
      return navigator.mediaDevices.getUserMedia({ video: true, audio: false });
    }
    throw error;
  }
}
