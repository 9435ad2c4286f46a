// Chakra's base CSS at build time (docs/web.md "Build-time styles"). Chakra v3's `createSystem` turns the
// theme into three style objects — the preflight reset, the global CSS and every token as a CSS variable —
// and its provider injects them through Emotion at the first render: the token CSS is about half of
// `createSystem`'s time, and Emotion then serialises the ~35 KB of objects again. The build does both once:
// the objects compiled as Emotion would, shipped as a stylesheet the entry imports (`virtual:chakra-base.css`,
// a `<link>` from our own origin in `<head>`, so prerendered screens paint styled), and Chakra's system module
// transformed so that a system created with `staticBaseCss: true` (app/theme.ts) skips them. Without this
// plugin (dev pre-bundling, unit tests, Node) the flag is ignored and Chakra injects them itself: the same
// rules, in the same layers.

import path from "node:path";
import type { SystemContext } from "@chakra-ui/react";
import createCache from "@emotion/cache";
import { serializeStyles } from "@emotion/serialize";
import { type Plugin, runnerImport } from "vite";

/** The config key app/theme.ts sets; only Chakra's transformed system module reads it. */
export const STATIC_BASE_CSS_KEY = "staticBaseCss";

/** What the entry imports; resolved to the id below, which Vite's CSS pipeline takes as a stylesheet. */
export const BASE_CSS_IMPORT = "virtual:chakra-base.css";
const BASE_CSS_ID = "/__chakra-base.css";
const THEME_MODULE = path.join(import.meta.dirname, "../src/app/theme.ts");

/** Chakra's system module, as the bundler resolves it (the ESM build of the pinned version). */
export const CHAKRA_SYSTEM_MODULE =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBAL = "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];";

/**
 * Chakra's system module with its base CSS left out when the config says it ships as a stylesheet. Throws
 * when the line is not there (a Chakra update moved it): the build fails instead of shipping the CSS twice
 * or not at all.
 */
export function patchChakraSystem(code: string): string {
  const at = code.indexOf(EAGER_GLOBAL);
  if (at < 0 || code.indexOf(EAGER_GLOBAL, at + 1) >= 0)
    throw new Error("build/chakra-static-styles.ts: Chakra's createSystem no longer has its _global line");
  return code.replace(
    EAGER_GLOBAL,
    `const _global = config.${STATIC_BASE_CSS_KEY} ? [] : [getPreflightCss(), getGlobalCss(), getTokenCss()];`,
  );
}

/**
 * The CSS the provider would inject, as text: the cascade layers' order (`@layer reset, base, tokens,
 * recipes;`, which the provider still declares — the same order, so both agree) then the preflight, global
 * and token rules, compiled by Emotion's own serialiser and stylis (vendor prefixes included), as its
 * `<Global>` does.
 */
export function baseCssText(system: SystemContext): string {
  const emotion = createCache({ key: "css" });
  // Outside a browser, Emotion's insert answers the compiled rules instead of adding them to a sheet.
  const compile = (styles: unknown): string => {
    const rules = emotion.insert("", serializeStyles([styles as never]), emotion.sheet, false);
    if (typeof rules !== "string") throw new Error("Emotion compiled no CSS");
    return rules;
  };
  const layers = system._config.disableLayers ? "" : compile(system.layers.atRule);
  return layers + compile([system.getPreflightCss(), system.getGlobalCss(), system.getTokenCss()]);
}

/** The Vite plugin: the stylesheet (from the app's design system) and the transformed Chakra module. */
export function chakraStaticStyles(): Plugin {
  return {
    name: "paisa:chakra-static-styles",
    enforce: "pre",
    resolveId(id) {
      return id === BASE_CSS_IMPORT ? BASE_CSS_ID : undefined;
    },
    async load(id) {
      if (id !== BASE_CSS_ID) return undefined;
      // The design system as the app creates it (its recipes do not touch these three), run by Vite's
      // module runner in Node: Chakra there is the package as installed, which still makes the CSS.
      const { module } = await runnerImport<typeof import("../src/app/theme.ts")>(THEME_MODULE);
      return baseCssText(module.createAppSystem());
    },
    transform(code, id) {
      return CHAKRA_SYSTEM_MODULE.test(id) ? { code: patchChakraSystem(code), map: null } : undefined;
    },
  };
}
