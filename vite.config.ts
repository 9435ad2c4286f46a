// Vite for the web app. The local stack (local/web.ts) starts it programmatically with the gateway
// URL of that stack; plain `npx vite` falls back to the default local ports.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { pwaOptions } from "./build/pwa.config.ts";
import { ocrAssets } from "./build/vite-ocr-assets.ts";
import { prerender } from "./build/vite-prerender.ts";
import { splitAppRecipes } from "./build/vite-split-recipes.ts";
import { defaultConfig, urlsOf } from "./local/config.ts";
import { PUBLISHABLE_KEY } from "./local/keys.ts";
import { viteProxy } from "./local/web-proxy.ts";

// supabase-js needs a key; locally it is the CLI's publishable key (the gateway maps it to anon).
// A hosted build sets VITE_SUPABASE_ANON_KEY (and VITE_SUPABASE_URL) in its environment.
process.env.VITE_SUPABASE_ANON_KEY ||= PUBLISHABLE_KEY;

const local = defaultConfig();
const proxy = viteProxy(process.env.PAISA_GATEWAY_URL ?? urlsOf(local).gateway);

export default defineConfig({
  plugins: [react(), splitAppRecipes(), ocrAssets(), prerender(), VitePWA(pwaOptions)],
  // `@shared/…` (tsconfig.json paths; Deno's import map in supabase/functions/api/deno.json says the same).
  resolve: { tsconfigPaths: true },
  server: { host: local.host, port: local.ports.web, strictPort: true, proxy },
  preview: { host: local.host, port: local.ports.web, strictPort: true, proxy },
  // Source maps are not published by default (they hand out the whole source); PAISA_SOURCEMAP=1 builds
  // them, e.g. to upload to an error tracker, and the web server then serves them like any file.
  build: { outDir: "dist", sourcemap: process.env.PAISA_SOURCEMAP === "1" },
});
