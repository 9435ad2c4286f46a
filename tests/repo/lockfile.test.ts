// A fresh clone installs from the committed lock without changing it: `npm ci` refuses a lock that
// lacks any package the tree asks for, an optional platform binary included, even one the machine's
// registry does not have (then `npm install` drops it and the lock no longer matches package.json).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface LockedPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(new URL("../../package-lock.json", import.meta.url), "utf8")) as {
  packages: Record<string, LockedPackage>;
};

/** Where npm would look for `name` needed by the package at `path` (nested first, then hoisted). */
function resolvedEntry(path: string, name: string): LockedPackage | undefined {
  for (let at = path; ; at = at.slice(0, Math.max(0, at.lastIndexOf("/node_modules/")))) {
    const entry = lock.packages[`${at ? `${at}/` : ""}node_modules/${name}`];
    if (entry || at === "") return entry;
  }
}

describe("package-lock.json", () => {
  it("lists every optional dependency of every locked package, for every platform", () => {
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
        if (!resolvedEntry(path, name)) missing.push(`${name}@${range} (for ${path || "the root"})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
