// Vite plugin: after the browser build is written, prerenders the public screens into it
// (scripts/prerender.ts, docs/web.md "Prerendered public screens"). It runs before the PWA plugin
// writes the service worker, so the precache lists the prerendered pages with their final contents.
import { spawn } from "node:child_process";
import path from "node:path";
import type { Plugin, ResolvedConfig } from "vite";

const script = path.join(import.meta.dirname, "../scripts/prerender.ts");

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "paisa:prerender",
    apply: (_, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: "pre",
      sequential: true,
      async handler(error) {
        if (error) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        // A child process: it exits whatever the app's modules leave running.
        await new Promise<void>((resolve, reject) => {
          const child = spawn(process.execPath, ["--import", "tsx", script, outDir], {
            cwd: config.root,
            env: { ...process.env, NODE_ENV: "production" },
            stdio: ["ignore", "inherit", "inherit"],
          });
          child.on("error", reject);
          child.on("exit", (code) =>
            code === 0 ? resolve() : reject(new Error(`prerendering failed (exit ${code})`)),
          );
        });
      },
    },
  };
}
