// Vite plugin: puts the receipt OCR's files (src/features/expenses/capture/ocr-assets.ts) into the build
// under assets/ocr/, and serves them from node_modules in development, so the app never loads
// tesseract from a CDN. They are not in any JS chunk; build/pwa.config.ts keeps them out of the precache.
import { createReadStream, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";
import { OCR_BASE, OCR_FILES, OCR_VERSIONS } from "../src/features/expenses/capture/ocr-assets.ts";

const require = createRequire(import.meta.url);
const nodeModules = path.join(import.meta.dirname, "../node_modules");

function assertInstalledVersions(): void {
  const installed = {
    tesseract: require("tesseract.js/package.json").version,
    core: require("tesseract.js-core/package.json").version,
    languageData: require("@tesseract.js-data/eng/package.json").version,
  };
  for (const [name, version] of Object.entries(OCR_VERSIONS)) {
    if (installed[name as keyof typeof installed] !== version) {
      throw new Error(
        `OCR assets: ${name} ${installed[name as keyof typeof installed]} is installed but ocr-assets.ts says ${version}; update OCR_VERSIONS`,
      );
    }
  }
}

const contentType = (file: string) =>
  file.endsWith(".js")
    ? "text/javascript; charset=utf-8"
    : file.endsWith(".gz")
      ? "application/octet-stream"
      : "text/plain";

export function ocrAssets(): Plugin {
  return {
    name: "paisa-ocr-assets",
    buildStart() {
      assertInstalledVersions();
    },
    generateBundle() {
      for (const { file, from } of OCR_FILES) {
        this.emitFile({
          type: "asset",
          fileName: `${OCR_BASE.slice(1)}/${file}`,
          source: readFileSync(path.join(nodeModules, from)),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = (request.url ?? "").split("?")[0] ?? "";
        const asset = OCR_FILES.find(({ file }) => pathname === `${OCR_BASE}/${file}`);
        if (!asset) return next();
        response.setHeader("Content-Type", contentType(asset.file));
        createReadStream(path.join(nodeModules, asset.from)).pipe(response);
      });
    },
  };
}
