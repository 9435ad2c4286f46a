// Vite plugin: puts pdf.js's worker (src/features/imports/statements/pdf-assets.ts) into the build under
// assets/pdf/, and serves it from node_modules in development, so reading a PDF statement never loads
// anything from a CDN. As an .mjs file it is outside the service worker's precache patterns.
import { createReadStream, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";
import { PDF_BASE, PDF_FILES, PDFJS_VERSION } from "../src/features/imports/statements/pdf-assets.ts";

const require = createRequire(import.meta.url);
const nodeModules = path.join(import.meta.dirname, "../node_modules");

export function pdfAssets(): Plugin {
  return {
    name: "paisa-pdf-assets",
    buildStart() {
      const installed = require("pdfjs-dist/package.json").version;
      if (installed !== PDFJS_VERSION) {
        throw new Error(
          `PDF assets: pdfjs-dist ${installed} is installed but pdf-assets.ts says ${PDFJS_VERSION}`,
        );
      }
    },
    generateBundle() {
      for (const { file, from } of PDF_FILES) {
        this.emitFile({
          type: "asset",
          fileName: `${PDF_BASE.slice(1)}/${file}`,
          source: readFileSync(path.join(nodeModules, from)),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = (request.url ?? "").split("?")[0] ?? "";
        const asset = PDF_FILES.find(({ file }) => pathname === `${PDF_BASE}/${file}`);
        if (!asset) return next();
        response.setHeader(
          "Content-Type",
          asset.file.endsWith(".mjs") ? "text/javascript; charset=utf-8" : "text/plain",
        );
        createReadStream(path.join(nodeModules, asset.from)).pipe(response);
      });
    },
  };
}
