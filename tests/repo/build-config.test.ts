// `vite build` loads vite.config.ts without the local stack: nothing under local/ is bundled into the
// config Vite runs (docs/architecture.md, "What may import what"). A hosted build's machine needs
// only the app and its build plugins (build/).
import { relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfigFromFile } from "vite";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("the build's Vite config", () => {
  it("loads for `vite build` without reading anything under local/", async () => {
    const loaded = await loadConfigFromFile(
      { command: "build", mode: "production", isSsrBuild: false, isPreview: false },
      "vite.config.ts",
      root,
      "silent",
    );
    const files = (loaded?.dependencies ?? []).map((file) => relative(root, file).split(sep).join("/"));
    expect(files).toContain("build/vite-prerender.ts");
    expect(files.filter((file) => file.startsWith("local/"))).toEqual([]);
    expect(loaded?.config.plugins?.length).toBeGreaterThan(0);
  }, 60_000);
});
