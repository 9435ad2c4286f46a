// What a screen's first load runs, read from the source: the files reached from its entry modules by
// static value imports (type-only imports and dynamic import() left out, as the bundler leaves them
// out of the initial chunks), and what each of those files takes from packages. `npm run bench:web`
// measures the same closure in the built app; this check needs no build.
import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import ts from "typescript";

/** A static value import: `from` imports `names` (empty: the whole module or a side effect) of `specifier`. */
export interface StaticImport {
  from: string;
  specifier: string;
  names: string[];
}

/** Each static value import in `text` (a TypeScript or TSX module). */
export function staticValueImports(file: string, text: string): Omit<StaticImport, "from">[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: Omit<StaticImport, "from">[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const named =
        bindings && ts.isNamedImports(bindings)
          ? bindings.elements
              .filter((element) => !element.isTypeOnly)
              .map((element) => (element.propertyName ?? element.name).text)
          : [];
      // `import { type A } from "x"` with nothing else imports nothing at run time.
      const onlyTypes =
        clause && !clause.name && bindings && ts.isNamedImports(bindings) && named.length === 0;
      if (!onlyTypes) found.push({ specifier: statement.moduleSpecifier.text, names: named });
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      found.push({ specifier: statement.moduleSpecifier.text, names: [] });
    }
  }
  return found;
}

/** The static value imports of every repository file reached from `entries` (repository-relative paths). */
export function firstLoadImports(root: string, entries: string[]): StaticImport[] {
  const configFile = ts.readConfigFile(join(root, "tsconfig.json"), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  const host = ts.createCompilerHost(options);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const repoPath = (file: string) => relative(root, file).split(sep).join("/");
  const seen = new Set<string>();
  const queue = [...entries];
  const imports: StaticImport[] = [];
  while (queue.length > 0) {
    const from = queue.shift() as string;
    if (seen.has(from)) continue;
    seen.add(from);
    for (const found of staticValueImports(from, readFileSync(join(root, from), "utf8"))) {
      imports.push({ from, ...found });
      const specifier = found.specifier.replace(/\?.*$/, "");
      const resolved = ts.resolveModuleName(specifier, join(root, from), options, host, cache).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = repoPath(resolved.resolvedFileName);
      if (!target.startsWith("../") && !target.includes("node_modules/") && /\.tsx?$/.test(target))
        queue.push(target);
    }
  }
  return imports;
}

/** Something a first load must not carry: a package (by name prefix), or some names of one, or a file. */
export interface HeavyModule {
  specifier: string | RegExp;
  /** Only these names (a barrel such as @chakra-ui/react: its other components are light). */
  names?: string[];
  why: string;
}

/** Each import in `imports` of something in `heavy`, as `file: names from specifier (why)`. */
export function heavyImports(imports: StaticImport[], heavy: readonly HeavyModule[]): string[] {
  const found: string[] = [];
  for (const { from, specifier, names } of imports) {
    for (const rule of heavy) {
      const matches =
        typeof rule.specifier === "string"
          ? specifier === rule.specifier || specifier.startsWith(`${rule.specifier}/`)
          : rule.specifier.test(specifier);
      if (!matches) continue;
      const named = rule.names ? names.filter((name) => rule.names?.includes(name)) : names;
      if (rule.names && named.length === 0) continue;
      found.push(`${from}: ${named.length > 0 ? `${named.join(", ")} from ` : ""}${specifier} (${rule.why})`);
    }
  }
  return found.sort();
}
