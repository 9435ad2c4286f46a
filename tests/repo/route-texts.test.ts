// Texts per screen (docs/web.md "Texts per screen"): each lazy part of the app — a signed-in route, the
// frame, a sheet or popover loaded on a tap — names the text namespaces it shows next to its import
// (`withTexts([...], () => import("…"))`, the router's `appPage([...], …)`), and loads only those with
// it. A module that shows a namespace its part does not name would show raw keys (or English on a
// Hindi screen) until some other screen happened to load it: this test reads the source from
// src/main.tsx, through every import, and fails on any such module (build/text-entries.ts).
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALWAYS_LOADED_NAMESPACES, namespacesIn, readModule, textEntries } from "../../build/text-entries";
import { PUBLIC_NAMESPACES } from "../../src/i18n/namespace-loaders";

const root = path.resolve(import.meta.dirname, "../..");
const entries = textEntries(root);
const byModule = (module: string) => entries.filter((entry) => entry.module === module);

describe("each lazy part of the app loads the texts it shows", () => {
  it("every part names each namespace its modules use", () => {
    const undeclared = entries.flatMap((entry) =>
      entry.undeclared.map(
        ({ namespace, module }) =>
          `${entry.declaredIn}: the part loading ${entry.module} does not name "${namespace}" (used in ${module})`,
      ),
    );
    expect(undeclared).toEqual([]);
  });

  it("every part names only namespaces its modules use (so no screen loads texts it never shows)", () => {
    const extra = entries.flatMap((entry) =>
      entry.declared
        .filter((name) => !entry.used.includes(name))
        .map((name) => `${entry.declaredIn}: ${entry.module} names "${name}" but shows none of its texts`),
    );
    expect(extra).toEqual([]);
  });

  it("the app's start shows only the texts it bundles (the public screens')", () => {
    expect(byModule("src/main.tsx")[0]?.used).toEqual([]);
    expect([...ALWAYS_LOADED_NAMESPACES]).toEqual([...PUBLIC_NAMESPACES]);
  });

  it("reaches every module that shows a text beyond the public ones", () => {
    const namespaces = namespacesIn(root);
    const reached = new Set<string>();
    const walk = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      const facts = readModule(root, file, namespaces);
      for (const next of [...facts.imports, ...facts.entries.map((entry) => entry.module)]) walk(next);
    };
    walk("src/main.tsx");
    const showing = readdirSync(path.join(root, "src"), { recursive: true, withFileTypes: true })
      .filter((file) => file.isFile() && /\.tsx?$/.test(file.name) && !/\.test\.tsx?$/.test(file.name))
      .map((file) => path.relative(root, path.join(file.parentPath, file.name)).split(path.sep).join("/"))
      .filter((file) => !file.startsWith("src/locales/") && !file.startsWith("src/prerender/"))
      .filter((file) =>
        [...readModule(root, file, namespaces).uses].some(
          (name) => !(ALWAYS_LOADED_NAMESPACES as readonly string[]).includes(name),
        ),
      );
    expect(showing.length).toBeGreaterThan(30);
    expect(showing.filter((file) => !reached.has(file))).toEqual([]);
    // …and sees each namespace a module names: written out, not in a variable.
    const hidden = [...reached].flatMap((file) =>
      readModule(root, file, namespaces).unreadable.map((args) => `${file}: useTranslation(${args})`),
    );
    expect(hidden).toEqual([]);
  });

  it("reads what it should: home, the frame's sheets and the legal pages are parts of their own", () => {
    expect(byModule("src/app/HomeRoute.tsx")[0]?.used).toEqual(
      expect.arrayContaining(["dashboard", "coach"]),
    );
    expect(byModule("src/features/expenses/EditExpenseSheet.tsx")[0]?.used).toContain("expenses");
    expect(byModule("src/features/legal/TermsPage.tsx")[0]?.declared).toEqual(["legal"]);
    expect(entries.length).toBeGreaterThan(20);
  });
});
