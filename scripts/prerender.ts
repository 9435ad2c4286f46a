// Prerenders the public screens into a built app: `tsx scripts/prerender.ts <dist>`. build/vite-prerender.ts
// runs it after every `vite build`, in a process of its own, so nothing the app's modules start on
// import (timers, listeners) can keep the build from exiting.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { chakraStaticStyles } from "../build/chakra-static-styles.ts";
import { PRERENDERED_PATHS, pageFileName, pageHtml } from "../src/prerender/page-html.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");
const distDir = path.resolve(process.argv[2] ?? path.join(projectRoot, "dist"));

// The renderer, bundled for Node with the same resolution as the browser build (vite.config.ts).
const serverDir = await mkdtemp(path.join(os.tmpdir(), "paisa-prerender-"));
try {
  await build({
    configFile: false,
    root: projectRoot,
    logLevel: "warn",
    // Chakra's base CSS is the built page's stylesheet: the pages do not inline it again.
    plugins: [react(), chakraStaticStyles()],
    resolve: { tsconfigPaths: true },
    ssr: { noExternal: true },
    build: {
      ssr: "src/prerender/render-page.tsx",
      outDir: serverDir,
      copyPublicDir: false,
      emptyOutDir: true,
    },
  });
  const { renderPage } = (await import(
    pathToFileURL(path.join(serverDir, "render-page.js")).href
  )) as typeof import("../src/prerender/render-page.tsx");

  const template = await readFile(path.join(distDir, "index.html"), "utf8");
  for (const page of PRERENDERED_PATHS) {
    const html = pageHtml(template, page, await renderPage(page));
    await writeFile(path.join(distDir, pageFileName(page)), html);
  }
  console.log(`prerendered ${PRERENDERED_PATHS.join(" ")}`);
} finally {
  await rm(serverDir, { recursive: true, force: true });
}
// The app's modules may have left timers behind (the query cache's garbage collection).
process.exit(0);
