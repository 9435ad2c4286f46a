// The web origin of the local stack: Vite (dev, HMR) or a small static server for the production
// build in `dist/` (SPA fallback, long cache for hashed assets). Both forward `/api/*` to the `api`
// function and the Supabase prefixes to the gateway, so the browser talks to one origin.
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import type { Duplex } from "node:stream";
import { type ServerType, serve } from "@hono/node-server";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { exceededBodyCap, tooLargeResponse } from "./body-limits.ts";
import { projectRoot, type StackConfig } from "./config.ts";
import { closeServer } from "./gateway.ts";
import { forwardedFor, proxy, proxyUpgrade, remoteAddressOf, requestHeader } from "./proxy.ts";
import { securityHeaders } from "./security-headers.ts";
import { gatewayPathFor, rejectOversizedBodies, viteProxy } from "./web-proxy.ts";

export interface WebOptions {
  mode: "dev" | "prod";
  config: StackConfig;
  gatewayUrl: string;
  quiet?: boolean;
  /** Production build to serve (default `dist/`). */
  distDir?: string;
}

export interface RunningWeb {
  url: string;
  stop(): Promise<void>;
}

export async function startWeb(options: WebOptions): Promise<RunningWeb> {
  return options.mode === "dev" ? startViteDev(options) : startStatic(options);
}

async function startViteDev(options: WebOptions): Promise<RunningWeb> {
  const { createServer } = await import("vite");
  const server = await createServer({
    configFile: path.join(projectRoot, "vite.config.ts"),
    root: projectRoot,
    logLevel: options.quiet ? "silent" : "warn",
    clearScreen: false,
    plugins: [
      {
        name: "paisa-body-limits",
        configureServer: (dev) => void dev.middlewares.use(rejectOversizedBodies),
      },
    ],
    server: {
      host: options.config.host,
      port: options.config.ports.web,
      strictPort: true,
      proxy: viteProxy(options.gatewayUrl),
    },
  });
  await server.listen();
  return { url: `http://localhost:${options.config.ports.web}`, stop: () => server.close() };
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".wasm": "application/wasm",
  ".mp3": "audio/mpeg",
  ".wav": "audio/wav",
  ".ogg": "audio/ogg",
};

/** Vite puts content-hashed files under assets/: they never change, so browsers may keep them a year. */
export function cacheControlFor(relativePath: string): string {
  return relativePath.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache";
}

/** Resolves a URL path inside `dist/`, refusing anything that escapes it. */
async function fileIn(distDir: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = path.resolve(distDir, `.${decoded}`);
  if (file !== distDir && !file.startsWith(`${distDir}${path.sep}`)) return undefined;
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? file : undefined;
}

export function createStaticApp(distDir: string, gatewayUrl: string): Hono {
  const app = new Hono();
  const indexHtml = path.join(distDir, "index.html");
  // Same origin for everything (gateway paths are forwarded), so no other origin needs allowing.
  const protective = securityHeaders();

  // Gateway paths stream through untouched; only the app's own files are compressed.
  app.all("*", async (c, next) => {
    const url = new URL(c.req.url);
    const gatewayPath = gatewayPathFor(`${url.pathname}${url.search}`);
    if (gatewayPath) {
      const cap = exceededBodyCap(url.pathname, requestHeader(c, "content-length"));
      if (cap !== undefined) return tooLargeResponse(cap);
      const xff = forwardedFor(requestHeader(c, "x-forwarded-for"), remoteAddressOf(c));
      return proxy(c, `${gatewayUrl}${gatewayPath}`, { set: { "x-forwarded-for": xff } });
    }
    await next();
  });
  app.use("*", compress());
  app.all("*", async (c) => {
    const url = new URL(c.req.url);
    if (c.req.method !== "GET" && c.req.method !== "HEAD")
      return c.text("Method Not Allowed", 405, protective);

    // Clean URLs, as static hosts serve them: /signin is the prerendered signin.html (docs/web.md).
    const file =
      (await fileIn(distDir, url.pathname)) ??
      (path.extname(url.pathname) ? undefined : await fileIn(distDir, `${url.pathname}.html`));
    const relative = file ? path.relative(distDir, file) : undefined;
    // SPA fallback: app routes (/budget, /analytics …) get index.html; a missing asset stays a 404.
    if (!file && (url.pathname.startsWith("/assets/") || path.extname(url.pathname))) {
      return c.text("Not Found", 404, protective);
    }
    const served = file ?? indexHtml;
    const body = await readFile(served);
    return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), {
      headers: {
        ...protective,
        "content-type": contentTypes[path.extname(served)] ?? "application/octet-stream",
        "content-length": String(body.byteLength),
        "cache-control": relative ? cacheControlFor(relative) : "no-cache",
      },
    });
  });
  return app;
}

async function startStatic(options: WebOptions): Promise<RunningWeb> {
  const distDir = path.resolve(options.distDir ?? path.join(projectRoot, "dist"));
  if (!existsSync(path.join(distDir, "index.html"))) {
    throw new Error(
      `No production build in ${distDir}: run \`npx vite build\` first (npm run start:prod does).`,
    );
  }
  const app = createStaticApp(distDir, options.gatewayUrl);
  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, hostname: options.config.host, port: options.config.ports.web }, () =>
      resolve(s),
    );
    s.once("error", reject);
  });
  // The Realtime WebSocket (and any other gateway path asked to upgrade) goes through to the gateway.
  server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const gatewayPath = gatewayPathFor(request.url ?? "/");
    if (!gatewayPath) return void socket.destroy();
    proxyUpgrade(request, socket, head, `${options.gatewayUrl}${gatewayPath}`);
  });
  return { url: `http://localhost:${options.config.ports.web}`, stop: () => closeServer(server) };
}
