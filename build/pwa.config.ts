// PWA settings for vite-plugin-pwa: the web manifest (installable, standalone, rupee icon) and a
// Workbox service worker that precaches the built app shell so the app opens offline; API, auth and
// storage calls always go to the network.
import type { VitePWAOptions } from "vite-plugin-pwa";

export const THEME_COLOR = "#0f766e";

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: "autoUpdate",
  injectRegister: "script-defer",
  includeAssets: ["favicon.svg", "apple-touch-icon.png"],
  manifest: {
    id: "/",
    name: "Paisa Coach",
    short_name: "Paisa Coach",
    description:
      "Your personal expense and budget coach for India: smart budgets, Indian categories, rupees.",
    lang: "en-IN",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: THEME_COLOR,
    background_color: "#f9fafb",
    categories: ["finance", "productivity"],
    // Android's Share → Paisa Coach for a bank SMS or a UPI app's receipt: the text arrives as
    // GET /share?title=&text=&url= and opens the review of that message (docs/capture.md).
    share_target: {
      action: "/share",
      method: "GET",
      params: { title: "title", text: "text", url: "url" },
    },
    icons: [
      { src: "pwa-192x192.png", sizes: "192x192", type: "image/png" },
      { src: "pwa-512x512.png", sizes: "512x512", type: "image/png" },
      { src: "maskable-icon-512x512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  workbox: {
    globPatterns: ["**/*.{js,css,html,svg,png,ico,webmanifest}"],
    // The daily reminder's push and notificationclick handlers (docs/product.md §4.28): a plain
    // same-origin script, so the generated worker stays Workbox's and the CSP stays 'self'.
    importScripts: ["push-handler.js"],
    // The receipt OCR's ~5 MB (src/features/expenses/capture/ocr-assets.ts) is fetched only when a receipt is
    // read, and cached then: never precached with the app shell.
    globIgnores: ["assets/ocr/**"],
    runtimeCaching: [
      {
        urlPattern: /\/assets\/ocr\/.+\.js$/,
        handler: "CacheFirst",
        options: { cacheName: "receipt-ocr", expiration: { maxEntries: 8 } },
      },
    ],
    // Every app route is the same index.html; server paths must never get it.
    navigateFallback: "/index.html",
    navigateFallbackDenylist: [/^\/api\//, /^\/auth\/v1\//, /^\/storage\/v1\//, /^\/functions\/v1\//],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
};
