// Which text namespaces each lazily loaded part of the app shows, read from the source (docs/web.md "Texts
// per screen"). A part that loads with its texts is written `withTexts([...], () => import("…"))` (or the
// router's `appPage([...], () => import("…"))`): an entry that declares its namespaces. Everything else a
// module imports, statically or not, belongs to the entry that reached it. tests/repo/route-texts.test.ts
// checks that every entry declares what its modules use; bench/route-sizes.ts counts a route's texts.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Bundled with the app's start in English and loaded before the first render in Hindi (src/i18n/i18n.ts). */
export const ALWAYS_LOADED_NAMESPACES = ["common", "errors", "auth"] as const;

/** The namespaces the locale files define (src/locales/en/<namespace>.ts). */
export function namespacesIn(root: string): string[] {
  const texts = readFileSync(path.join(root, "src/locales/en/texts.ts"), "utf8");
  const app = readFileSync(path.join(root, "src/locales/en/app-texts.ts"), "utf8");
  return [...`${texts}\n${app}`.matchAll(/^import \{ (\w+) \} from "\.\/\1";$/gm)]
    .map((match) => match[1] ?? "")
    .filter((name) => name !== "appTexts");
}

export interface TextEntry {
  /** The module the wrapper imports, relative to the root (src/…/X.tsx). */
  module: string;
  /** What the wrapper says it loads. */
  declared: string[];
  /** Where the wrapper is written. */
  declaredIn: string;
}

const WRAPPED_IMPORT =
  /\b(?:withTexts|withSignedInNeeds|appPage)\(\s*\[([^\]]*)\]\s*,\s*\(\)\s*=>\s*import\(\s*"([^"]+)"\s*\)/g;
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\s+from\s+)?"([^"]+)"/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*"([^"]+)"\s*\)/g;

const stringsIn = (text: string): string[] => [...text.matchAll(/"([^"]*)"/g)].map((match) => match[1] ?? "");

function resolveModule(root: string, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined; // packages and @shared (no texts there)
  const base = path.join(path.dirname(path.join(root, from)), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")])
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return path.relative(root, candidate);
  return undefined;
}

export interface ModuleFacts {
  /** Namespaces its texts come from (`useTranslation("ns")`, `"ns:key"`, `ns: "ns"`; none named: common). */
  uses: Set<string>;
  /** Modules it imports that load with it: static imports and unwrapped `import()`. */
  imports: string[];
  /** Modules it loads with their own texts. */
  entries: TextEntry[];
  /** `useTranslation(…)` arguments that are not written-out namespaces. */
  unreadable: string[];
}

/** What `file` (relative to `root`) shows and loads; `namespaces`: every namespace there is. */
export function readModule(root: string, file: string, namespaces: readonly string[]): ModuleFacts {
  const source = readFileSync(path.join(root, file), "utf8");
  const known = new Set(namespaces);
  const uses = new Set<string>();
  const unreadable: string[] = [];
  const use = (name: string | undefined) => {
    if (name !== undefined && known.has(name)) uses.add(name);
  };
  // i18n.ts names keys as data (the ones that keep their Latin digits), not texts it shows.
  const showsTexts = file !== "src/i18n/i18n.ts";
  for (const match of showsTexts ? source.matchAll(/\buseTranslation\(([^)]*)\)/g) : []) {
    const args = (match[1] ?? "").trim();
    const named = stringsIn(args).filter((name) => known.has(name));
    // A namespace this reading cannot see (a variable): named as such, so the test says where.
    if (args !== "" && named.length === 0 && !/^["']/.test(args)) unreadable.push(args);
    if (named.length === 0) uses.add("common");
    for (const name of named) use(name);
  }
  for (const match of showsTexts ? source.matchAll(/["'`]([a-z]+):[a-zA-Z]/g) : []) use(match[1]);
  for (const match of showsTexts ? source.matchAll(/\b(?:ns|TFunction<)\s*:?\s*"([a-z]+)"/g) : [])
    use(match[1]);

  const entries: TextEntry[] = [];
  const wrapped = new Set<string>();
  for (const match of source.matchAll(WRAPPED_IMPORT)) {
    const module = resolveModule(root, file, match[2] ?? "");
    if (!module) continue;
    wrapped.add(match[2] ?? "");
    entries.push({ module, declared: stringsIn(match[1] ?? ""), declaredIn: file });
  }
  const imports = [
    ...[...source.matchAll(STATIC_IMPORT)].map((match) => match[1] ?? ""),
    ...[...source.matchAll(DYNAMIC_IMPORT)]
      .map((match) => match[1] ?? "")
      .filter((spec) => !wrapped.has(spec)),
  ]
    .map((specifier) => resolveModule(root, file, specifier))
    .filter((module): module is string => module !== undefined && !module.startsWith("src/locales/"));
  return { uses, imports, entries, unreadable };
}

export interface EntryTexts extends TextEntry {
  /** Namespaces its modules use beyond the always-loaded ones. */
  used: string[];
  /** Of those, the ones it does not declare, each with a module that uses it. */
  undeclared: { namespace: string; module: string }[];
}

/**
 * Every entry reached from `start` (itself an entry declaring nothing: the app's start shows only the
 * always-loaded texts), with what its modules use.
 */
export function textEntries(root: string, start = "src/main.tsx"): EntryTexts[] {
  const namespaces = namespacesIn(root);
  const facts = new Map<string, ModuleFacts>();
  const factsOf = (file: string) => {
    let known = facts.get(file);
    if (!known) {
      known = readModule(root, file, namespaces);
      facts.set(file, known);
    }
    return known;
  };
  const always = new Set<string>(ALWAYS_LOADED_NAMESPACES);
  const pending: TextEntry[] = [{ module: start, declared: [], declaredIn: start }];
  const seen = new Set<string>();
  const result: EntryTexts[] = [];
  while (pending.length > 0) {
    const entry = pending.shift() as TextEntry;
    const key = `${entry.module} ${entry.declared.join(",")}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const usedBy = new Map<string, string>();
    const visited = new Set<string>();
    const walk = (file: string) => {
      if (visited.has(file)) return;
      visited.add(file);
      const { uses, imports, entries } = factsOf(file);
      for (const name of uses) if (!always.has(name) && !usedBy.has(name)) usedBy.set(name, file);
      pending.push(...entries);
      for (const imported of imports) walk(imported);
    };
    walk(entry.module);
    const declared = new Set(entry.declared);
    result.push({
      ...entry,
      used: [...usedBy.keys()].sort(),
      undeclared: [...usedBy]
        .filter(([name]) => !declared.has(name))
        .map(([namespace, module]) => ({ namespace, module })),
    });
  }
  return result;
}
