// Vite for the web app. The build reads nothing from the local stack (local/): the stack starts the dev
// server itself (local/web.ts) and passes its host, port and one-origin proxy to the gateway.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { chakraStaticStyles } from "./build/chakra-static-styles.ts";
import { chunkGroups } from "./build/chunk-groups.ts";
import { LOCAL_PUBLISHABLE_KEY } from "./build/local-key.ts";
import { pwaOptions } from "./build/pwa.config.ts";
import { ocrAssets } from "./build/vite-ocr-assets.ts";
import { pdfAssets } from "./build/vite-pdf-assets.ts";
import { prerender } from "./build/vite-prerender.ts";
import { splitAppRecipes } from "./build/vite-split-recipes.ts";

// supabase-js needs a key; locally it is the CLI's publishable key (the gateway maps it to anon).
// A hosted build sets VITE_SUPABASE_ANON_KEY (and VITE_SUPABASE_URL) in its environment.
process.env.VITE_SUPABASE_ANON_KEY ||= LOCAL_PUBLISHABLE_KEY;

export default defineConfig({
  plugins: [
    react(),
    chakraStaticStyles(),
    splitAppRecipes(),
    ocrAssets(),
    pdfAssets(),
    prerender(),
    VitePWA(pwaOptions),
  ],
  // `@shared/…` (tsconfig.json paths; Deno's import map in supabase/functions/api/deno.json says the same).
  resolve: { tsconfigPaths: true },
  // Source maps are not published by default (they hand out the whole source); PAISA_SOURCEMAP=1 builds
  // them, e.g. to upload to an error tracker, and the web server then serves them like any file.
  build: {
    outDir: "dist",
    sourcemap: process.env.PAISA_SOURCEMAP === "1",
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
});
