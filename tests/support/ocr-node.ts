// Receipt OCR in Node for tests and tuning: tesseract.js with the settings the app's worker uses
// (src/features/expenses/capture/receipt-ocr.ts: LSTM only, the 4.0.0 best_int English and Hindi
// models from node_modules, nothing fetched), so a photo's text is what the app gets to read.
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createWorker, OEM } from "tesseract.js";
import { type OcrPage, ocrPageOf, ocrWordsOf } from "../../supabase/functions/_shared/capture/ocr-symbols.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");

export type NodeOcrLanguage = "eng" | "hin";

/** One worker for many photos; `close()` ends it and removes its copy of the models. */
export async function nodeReceiptOcr(languages: NodeOcrLanguage[] = ["eng"]) {
  // tesseract.js reads every model from one folder.
  const langPath = mkdtempSync(path.join(tmpdir(), "paisa-ocr-lang-"));
  for (const language of languages)
    copyFileSync(
      path.join(
        projectRoot,
        `node_modules/@tesseract.js-data/${language}/4.0.0_best_int/${language}.traineddata.gz`,
      ),
      path.join(langPath, `${language}.traineddata.gz`),
    );
  const worker = await createWorker(languages, OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: "none" });
  return {
    async read(image: Buffer): Promise<string> {
      const { data } = await worker.recognize(image);
      return data.text;
    },
    /** The text and what the symbols say of the ₹, as the app's worker gives them (receipt-ocr.ts). */
    async readPage(image: Buffer): Promise<OcrPage> {
      const { data } = await worker.recognize(image, {}, { text: true, blocks: true });
      return ocrPageOf(data.text, ocrWordsOf(data.blocks));
    },
    async close() {
      await worker.terminate();
      rmSync(langPath, { recursive: true, force: true });
    },
  };
}
