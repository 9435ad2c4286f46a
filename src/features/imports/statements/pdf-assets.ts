// pdf.js's worker, served from the app's own origin like the receipt OCR's files (ocr-assets.ts):
// build/vite-pdf-assets.ts copies it out of node_modules into this folder of the build and serves it
// in development. pdf.js itself is a lazily loaded chunk of the app; nothing comes from a CDN.

/** The installed version; the build fails when node_modules holds another, so a bump renames the folder. */
export const PDFJS_VERSION = "6.5.438";

/** A versioned folder under assets/, cacheable for a year like Vite's hashed files. */
export const PDF_BASE = `/assets/pdf/pdfjs-${PDFJS_VERSION}`;

/** Each served file (relative to PDF_BASE) and where it comes from in node_modules. */
export const PDF_FILES: ReadonlyArray<{ file: string; from: string }> = [
  { file: "pdf.worker.min.mjs", from: "pdfjs-dist/build/pdf.worker.min.mjs" },
  { file: "LICENSE-pdfjs.txt", from: "pdfjs-dist/LICENSE" },
];

export const pdfWorkerUrl = `${PDF_BASE}/pdf.worker.min.mjs`;
