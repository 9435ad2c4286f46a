// The import rules of docs/architecture.md ("What may import what"), checked on the real import graph:
// every import, export-from and dynamic import() of every TypeScript file, type-only ones included,
// resolved as TypeScript resolves it (relative paths, the @shared/… alias). Biome matches import
// specifiers, not the files they name, so it cannot tell `../coach/x` inside one feature from another;
// this check works on resolved paths.
import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import ts from "typescript";

/** Repository-relative paths (with `/`): each file and the files of the repository it imports. */
export type ImportGraph = Map<string, string[]>;

export interface ImportRule {
  /** The rule as docs/architecture.md states it. */
  name: string;
  forbids(from: string, to: string): boolean;
}

const featureOf = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1];
const under = (file: string, ...folders: string[]) => folders.some((folder) => file.startsWith(`${folder}/`));
const BUILD_CONFIG = ["vite.config.ts"];

export const IMPORT_RULES: readonly ImportRule[] = [
  {
    name: "features never import each other",
    forbids: (from, to) => {
      const [a, b] = [featureOf(from), featureOf(to)];
      return a !== undefined && b !== undefined && a !== b;
    },
  },
  {
    name: "shared code (src/lib, src/components, src/i18n, src/locales) never imports a feature or src/app",
    forbids: (from, to) =>
      under(from, "src/lib", "src/components", "src/i18n", "src/locales") &&
      under(to, "src/features", "src/app"),
  },
  {
    name: "src/ never imports the api function (supabase/functions/api)",
    forbids: (from, to) => under(from, "src") && under(to, "supabase/functions/api"),
  },
  {
    name: "src/ never imports the local stack (local/)",
    forbids: (from, to) => under(from, "src") && under(to, "local"),
  },
  {
    name: "supabase/functions/_shared imports only its own files (its tests may read fixtures)",
    forbids: (from, to) =>
      under(from, "supabase/functions/_shared") &&
      !from.endsWith(".test.ts") &&
      !under(to, "supabase/functions/_shared"),
  },
  {
    name: "the build (vite.config.ts, build/) never imports the local stack (local/)",
    forbids: (from, to) => (BUILD_CONFIG.includes(from) || under(from, "build")) && under(to, "local"),
  },
];

/**
 * The import graph of `files` (absolute paths) under `root`. Packages (node_modules) and files outside
 * `root` are left out; `?url`-style suffixes are dropped before resolving.
 */
export function readImportGraph(root: string, files: string[], options: ts.CompilerOptions): ImportGraph {
  const host = ts.createCompilerHost(options);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const repoPath = (file: string) => relative(root, file).split(sep).join("/");
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const specifier = fileName.replace(/\?.*$/, "");
      const resolved = ts.resolveModuleName(specifier, file, options, host, cache).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = repoPath(resolved.resolvedFileName);
      if (!target.startsWith("../") && !target.includes("node_modules/")) targets.add(target);
    }
    graph.set(repoPath(file), [...targets].sort());
  }
  return graph;
}

/** The repository's graph: every file tsconfig.json type-checks, resolved with its options. */
export function repositoryImportGraph(root: string): ImportGraph {
  const configFile = ts.readConfigFile(join(root, "tsconfig.json"), ts.sys.readFile);
  const { options, fileNames } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  return readImportGraph(root, fileNames, options);
}

/** Each import that breaks a rule, as `from → to (rule)`. */
export function importRuleViolations(graph: ImportGraph, rules = IMPORT_RULES): string[] {
  const found: string[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      for (const rule of rules) if (rule.forbids(from, to)) found.push(`${from} → ${to} (${rule.name})`);
    }
  }
  return found.sort();
}

/**
 * Each import cycle, as `a → b → … → a` starting from its alphabetically first file: one per strongly
 * connected group of files (Tarjan's algorithm), so a tangle is reported once, not once per loop.
 */
export function importCycles(graph: ImportGraph): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next) || next === file) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return groups.map((group) => cyclePath(graph, new Set(group))).sort();
}

/** A shortest loop through the group's first file, staying inside the group. */
function cyclePath(graph: ImportGraph, group: Set<string>): string {
  const start = [...group].sort()[0] as string;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const next of graph.get(file) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const between: string[] = [];
        for (let at: string | undefined = file; at !== undefined && at !== start; at = cameFrom.get(at)) {
          between.unshift(at);
        }
        return [start, ...between, start].join(" → ");
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [...group].sort().join(" → ");
}
