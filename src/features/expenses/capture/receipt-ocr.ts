// Reading a receipt photo on the device (docs/capture.md): tesseract.js in its Web Worker, every
// file from the app's own origin (ocr-assets.ts), loaded only when a receipt is read. One worker per
// photo, terminated when done, stopped or timed out (a core that fails to load never rejects, so the
// timeout is the only way out). Large photos are downscaled first (≤ 1600 px).
import { type OcrPage, ocrPageOf, ocrWordsOf } from "@shared/capture/ocr-symbols.ts";
import { OCR_BASE, type OcrLanguage, ocrUrl } from "./ocr-assets.ts";
import { fitForOcr } from "./photo.ts";

type TesseractModule = typeof import("tesseract.js");
type TesseractWorker = Awaited<ReturnType<TesseractModule["createWorker"]>>;

/**
 * Issue 27: a receipt is read within 5 s or given up on, never after more than 10 s — the photo stays
 * and the amount is asked for. Counted from the photo, files included: a first read whose ~5 MB of
 * OCR files have not arrived by then gives up too (what did arrive is cached for the next photo).
 */
export const OCR_TIMEOUT_MS = 10_000;

/**
 * The limit in force: OCR_TIMEOUT_MS, unless a test of what is read (not of how fast) lifts it with an
 * init script setting `window.paisaOcrTimeoutMs` (e2e/capture-receipts.spec.ts, on a loaded machine).
 */
function timeoutInForce(): number {
  const lifted = (window as { paisaOcrTimeoutMs?: unknown }).paisaOcrTimeoutMs;
  return typeof lifted === "number" && lifted > 0 ? lifted : OCR_TIMEOUT_MS;
}

export class OcrStopped extends Error {
  constructor(readonly reason: "stopped" | "timeout") {
    super(reason === "timeout" ? "Reading the receipt took too long" : "Reading the receipt was stopped");
    this.name = "OcrStopped";
  }
}

export interface OcrRun {
  /** The receipt's text, and which figures' leading digit was the ₹ (tesseract's symbol confidences). */
  page: Promise<OcrPage>;
  stop(): void;
}

/** English, plus Hindi for people whose browser asks for Hindi first (bills in Devanagari). */
export function ocrLanguages(preferred: readonly string[] = navigator.languages ?? []): OcrLanguage[] {
  return preferred.some((language) => language.toLowerCase().startsWith("hi")) ? ["eng", "hin"] : ["eng"];
}

export function readReceiptPhoto(
  photo: Blob,
  {
    languages = ocrLanguages(),
    timeoutMs = timeoutInForce(),
    readAgainWithHindi = () => false,
  }: {
    languages?: OcrLanguage[];
    timeoutMs?: number;
    /**
     * Whether an English-only reading needs a second one with the Hindi model too (a bill whose total
     * is labelled कुल राशि reads as no total in English): within the same time limit.
     */
    readAgainWithHindi?: (text: string) => boolean;
  } = {},
): OcrRun {
  let worker: TesseractWorker | null = null;
  let finished = false;
  let fail: (error: Error) => void = () => undefined;
  const stopped = new Promise<never>((_, reject) => {
    fail = reject;
  });
  const timer = window.setTimeout(() => fail(new OcrStopped("timeout")), timeoutMs);

  const work = (async () => {
    const image = await fitForOcr(photo);
    const tesseract = (await import(/* @vite-ignore */ ocrUrl("tesseract.esm.min.js")))
      .default as TesseractModule;
    const created = await tesseract.createWorker(languages, tesseract.OEM.LSTM_ONLY, {
      workerPath: ocrUrl("worker.min.js"),
      // A folder: the worker picks the core build (relaxed SIMD, SIMD or plain) this device runs.
      corePath: OCR_BASE,
      langPath: ocrUrl("lang"),
      // A same-origin worker script, not a blob: URL, so a strict CSP needs only worker-src 'self'.
      workerBlobURL: false,
      gzip: true,
    });
    if (finished) {
      await created.terminate();
      throw new OcrStopped("stopped");
    }
    worker = created;
    // Blocks too: each symbol's confidence and box tell a ₹ read as a digit (ocr-symbols.ts).
    const output = { text: true, blocks: true };
    const { data } = await created.recognize(image, {}, output);
    if (languages.includes("hin") || !readAgainWithHindi(data.text))
      return ocrPageOf(data.text, ocrWordsOf(data.blocks));
    await created.reinitialize("eng+hin", tesseract.OEM.LSTM_ONLY);
    if (finished) throw new OcrStopped("stopped");
    const again = (await created.recognize(image, {}, output)).data;
    return ocrPageOf(again.text, ocrWordsOf(again.blocks));
  })();

  const page = Promise.race([work, stopped]).finally(() => {
    finished = true;
    window.clearTimeout(timer);
    void worker?.terminate();
    worker = null;
  });
  // A rejection nobody awaits any more (after a stop) must not surface as an unhandled error.
  work.catch(() => undefined);
  return { page, stop: () => fail(new OcrStopped("stopped")) };
}
