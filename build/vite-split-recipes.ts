// Vite plugin (build only): the signed-in screens' Chakra recipes (src/app/theme-app-recipes.ts) go in that
// lazy module's chunk, not in the start chunk (docs/web.md "Public screens' blocking time"). Chakra's theme
// index imports every recipe, and the start imports that index for the public screens' recipes
// (src/app/theme.ts); the bundler assigns a module to a chunk by who imports it, before it leaves unused
// code out, so every recipe the lazy module uses would land in the start chunk. Here the lazy module gets
// copies of Chakra's theme modules (the same files under a query), which only it imports.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";

const QUERY = "?app-recipes";
const LAZY_MODULE = path.join(import.meta.dirname, "../src/app/theme-app-recipes.ts");
const CHAKRA_THEME = path.join("@chakra-ui", "react", "dist", "esm", "theme") + path.sep;

export function splitAppRecipes(): Plugin {
  return {
    name: "paisa:split-app-recipes",
    apply: "build",
    // Before Vite's own resolver, which would answer first.
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const fromLazyModule = importer === LAZY_MODULE && source === "@chakra-ui/react/theme";
      const withinCopy = importer.endsWith(QUERY) && source.startsWith(".");
      if (!fromLazyModule && !withinCopy) return null;
      const resolved = await this.resolve(source, importer.replace(QUERY, ""), {
        ...options,
        skipSelf: true,
      });
      // Only the theme's own modules are copied; what they import from the rest of Chakra is shared.
      if (!resolved?.id.includes(CHAKRA_THEME)) return resolved;
      return { ...resolved, id: resolved.id + QUERY };
    },
    load(id) {
      return id.endsWith(QUERY) ? readFile(id.slice(0, -QUERY.length), "utf8") : null;
    },
  };
}
