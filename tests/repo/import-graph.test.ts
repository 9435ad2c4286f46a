// What may import what (docs/architecture.md): features never import each other, shared code never
// imports a feature or src/app, src/ never imports the api function or local/, the build never imports
// local/, and no file imports itself through others (type-only imports count: a cycle of types is
// still two modules that cannot be read apart).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type ImportGraph,
  importCycles,
  importRuleViolations,
  readImportGraph,
  repositoryImportGraph,
} from "./import-graph";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("the import graph", () => {
  // Resolving every import of ~600 files: once for both checks (a minute allowed on a busy machine).
  let graph: ImportGraph = new Map();
  beforeAll(() => {
    graph = repositoryImportGraph(root);
  }, 60_000);

  it("keeps the import rules", () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(importRuleViolations(graph)).toEqual([]);
  });

  it("has no cycles", () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it("finds a forbidden import and a cycle where they are written: the check can fail", () => {
    const dir = mkdtempSync(join(tmpdir(), "import-graph-"));
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    };
    try {
      // One feature reaching into another (and its own files, which is fine), shared code reaching
      // up into the app, the web app importing the function, and a type-only cycle of three files.
      write(
        "src/features/coach/streak.ts",
        'import { x } from "../expenses/capture/speech";\nexport const s = x;\n',
      );
      write("src/features/coach/CoachCard.tsx", 'import { s } from "./streak.ts";\nexport const c = s;\n');
      write("src/features/expenses/capture/speech.ts", "export const x = 1;\n");
      write("src/lib/session.ts", 'export const load = () => import("../app/router.tsx");\n');
      write(
        "src/app/router.tsx",
        'import { c } from "../features/coach/CoachCard.tsx";\nexport const r = c;\n',
      );
      write("src/lib/schema-use.ts", 'export { routes } from "../../supabase/functions/api/app.ts";\n');
      write("supabase/functions/api/app.ts", "export const routes = [];\n");
      write("src/lib/a.ts", 'import type { B } from "./b.ts";\nexport type A = B | 1;\n');
      write("src/lib/b.ts", 'import type { C } from "./c.ts";\nexport type B = C | 2;\n');
      write(
        "src/lib/c.ts",
        'import type { A } from "./a.ts";\nimport { load } from "./session.ts";\nexport type C = A | 3;\nexport const l = load;\n',
      );
      const files = [
        "src/features/coach/streak.ts",
        "src/features/coach/CoachCard.tsx",
        "src/features/expenses/capture/speech.ts",
        "src/lib/session.ts",
        "src/app/router.tsx",
        "src/lib/schema-use.ts",
        "supabase/functions/api/app.ts",
        "src/lib/a.ts",
        "src/lib/b.ts",
        "src/lib/c.ts",
      ].map((file) => join(dir, file));
      const fixture = readImportGraph(dir, files, {
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        module: ts.ModuleKind.ESNext,
        allowImportingTsExtensions: true,
        jsx: ts.JsxEmit.ReactJSX,
      });

      expect(importRuleViolations(fixture)).toEqual([
        "src/features/coach/streak.ts → src/features/expenses/capture/speech.ts (features never import each other)",
        "src/lib/schema-use.ts → supabase/functions/api/app.ts (src/ never imports the api function (supabase/functions/api))",
        "src/lib/session.ts → src/app/router.tsx (shared code (src/lib, src/components, src/i18n, src/locales) never imports a feature or src/app)",
      ]);
      expect(importCycles(fixture)).toEqual(["src/lib/a.ts → src/lib/b.ts → src/lib/c.ts → src/lib/a.ts"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
