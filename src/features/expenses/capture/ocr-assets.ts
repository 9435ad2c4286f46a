// The receipt OCR's files, served from the app's own origin (docs/capture.md): tesseract.js, its
// worker, the LSTM builds of the wasm core (the worker picks the one the device supports) and the
// English and Hindi models. build/vite-ocr-assets.ts copies them out of node_modules into this folder of
// the build; the service worker leaves them out of its precache and caches them on first use.

/** Installed versions; the build fails when node_modules holds others, so a bump updates the folder name. */
export const OCR_VERSIONS = { tesseract: "7.0.0", core: "7.0.0", languageData: "1.0.0" } as const;

/** A versioned folder under assets/, so hosts may cache it for a year like Vite's hashed files. */
export const OCR_BASE = `/assets/ocr/tesseract-${OCR_VERSIONS.tesseract}`;

export const OCR_LANGUAGES = ["eng", "hin"] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];

/** Each served file (relative to OCR_BASE) and where it comes from in node_modules. */
export const OCR_FILES: ReadonlyArray<{ file: string; from: string }> = [
  { file: "tesseract.esm.min.js", from: "tesseract.js/dist/tesseract.esm.min.js" },
  { file: "worker.min.js", from: "tesseract.js/dist/worker.min.js" },
  ...["", "-simd", "-relaxedsimd"].map((variant) => ({
    file: `tesseract-core${variant}-lstm.wasm.js`,
    from: `tesseract.js-core/tesseract-core${variant}-lstm.wasm.js`,
  })),
  ...OCR_LANGUAGES.map((language) => ({
    file: `lang/${language}.traineddata.gz`,
    from: `@tesseract.js-data/${language}/4.0.0_best_int/${language}.traineddata.gz`,
  })),
  { file: "LICENSE-tesseract.js.md", from: "tesseract.js/LICENSE.md" },
  { file: "LICENSE-tesseract.js-core.txt", from: "tesseract.js-core/LICENSE" },
];

export const ocrUrl = (file: string) => `${OCR_BASE}/${file}`;
