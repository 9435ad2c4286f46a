// Chakra's base CSS made at build time (build/chakra-static-styles.ts, docs/web.md "Build-time styles"): the
// installed Chakra takes the build's change, a built app's system then makes no base CSS of its own, and the
// stylesheet holds exactly the rules Chakra's provider would otherwise inject.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ChakraProvider } from "@chakra-ui/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  baseCssText,
  CHAKRA_SYSTEM_MODULE,
  chakraStaticStyles,
  patchChakraSystem,
} from "../../build/chakra-static-styles";
import { createAppSystem } from "../../src/app/theme";

const root = fileURLToPath(new URL("../..", import.meta.url));
const systemModule = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@chakra-ui/react")),
  "../esm/styled-system/system.js",
);

describe("Chakra's base CSS at build time", () => {
  it("the build's change applies to the installed Chakra's createSystem", () => {
    expect(CHAKRA_SYSTEM_MODULE.test(systemModule)).toBe(true);
    const patched = patchChakraSystem(readFileSync(systemModule, "utf8"));
    expect(patched).toContain("const _global = config.staticBaseCss ? [] :");
  });

  describe("the app's system, Chakra transformed as the build does", () => {
    let server: ViteDevServer;
    beforeAll(async () => {
      // The build's plugin over Chakra's own files (not Vite's pre-bundled copy), in Node.
      server = await createServer({
        root,
        configFile: false,
        logLevel: "error",
        plugins: [chakraStaticStyles()],
        resolve: { tsconfigPaths: true },
        ssr: { noExternal: ["@chakra-ui/react"] },
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
    }, 60_000);
    afterAll(() => server?.close());

    it("makes no base CSS of its own, and still resolves tokens to their variables", async () => {
      const theme = (await server.ssrLoadModule("/src/app/theme.ts")) as typeof import("../../src/app/theme");
      const system = theme.createAppSystem();
      expect(system._global).toEqual([]);
      expect(system.css({ bg: "gray.50", color: "fg.secondary" })).toMatchObject({
        background: "var(--chakra-colors-gray-50)",
        color: "var(--chakra-colors-fg-secondary)",
      });
    }, 60_000);

    it("serves the stylesheet the entry imports", async () => {
      const css = await server.transformRequest("virtual:chakra-base.css", { ssr: false });
      expect(css?.code).toContain("--chakra-colors-gray-50");
    }, 60_000);
  });

  it("the stylesheet holds exactly the rules Chakra's provider injects (layer order first)", () => {
    // Not transformed here: Chakra makes the base CSS itself, as in the dev server.
    const system = createAppSystem();
    expect(system._global).toHaveLength(3);
    // biome-ignore lint/correctness/noChildrenProp: ChakraProviderProps requires children in the props object.
    const html = renderToString(createElement(ChakraProvider, { value: system, children: null }));
    const injected = [...html.matchAll(/<style data-emotion="css-global [^"]+">([^<]*)<\/style>/g)].map(
      (match) => match[1] ?? "",
    );
    expect(injected[0]).toMatch(/^@layer reset, ?base, ?tokens, ?recipes;$/);
    expect(baseCssText(system)).toBe(injected.join(""));
    for (const rule of ["--chakra-colors-gray-50:", ".dark", "Noto Sans Devanagari", "@layer reset"])
      expect(baseCssText(system)).toContain(rule);
  });
});
