// The repository explains itself from its own tree: no reference to files outside it, every
// `docs/product.md §N` citation lands on a heading of docs/product.md, and every relative link in the
// Markdown docs lands on a file (and heading) of the repository. Tracked and new, not yet ignored
// files are read; package-lock.json and binary files are not.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const PRODUCT_DOC = "docs/product.md";
/** This file names the forbidden references in order to look for them. */
const SELF = path
  .relative(root, fileURLToPath(import.meta.url))
  .split(path.sep)
  .join("/");

function repositoryFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split("\0").filter(Boolean))].filter(
    (file) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile(),
  );
}

/** Git's own test: a NUL byte in the first 8,000 bytes means binary. */
const isBinary = (bytes: Buffer) => bytes.subarray(0, 8000).includes(0);

const files = repositoryFiles();
const fileSet = new Set(files);
const texts = new Map<string, string>();
for (const file of files) {
  if (file === "package-lock.json") continue;
  const bytes = readFileSync(path.join(root, file));
  if (!isBinary(bytes)) texts.set(file, bytes.toString("utf8"));
}

interface Finding {
  file: string;
  line: number;
  text: string;
}

function findAll(pattern: RegExp, fileFilter: (file: string) => boolean = () => true): Finding[] {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`,
  );
  const findings: Finding[] = [];
  for (const [file, text] of texts) {
    if (!fileFilter(file)) continue;
    for (const match of text.matchAll(global)) {
      const line = text.slice(0, match.index).split("\n").length;
      findings.push({ file, line, text: match[0] });
    }
  }
  return findings;
}

const describeFindings = (findings: Finding[]) => findings.map((f) => `${f.file}:${f.line}: ${f.text}`);

describe("the repository stands on its own", () => {
  it("reads a sensible set of files", () => {
    expect(texts.has("README.md")).toBe(true);
    expect(texts.has("src/main.tsx")).toBe(true);
    expect(texts.has("package-lock.json")).toBe(false);
    expect([...texts.keys()].some((file) => file.endsWith(".png"))).toBe(false);
  });

  // Names of files that live outside the repository (a team's working notes): a newcomer cannot open them.
  const outside: Array<[string, RegExp]> = [
    ["a sibling folder ../shared", /\.\.\/shared\b/],
    ["an absolute /work/shared path", /\/work\/shared\b/],
    ['"spec §" (cite docs/product.md §N)', /\bspec\s*§/i],
    ["ARCHITECTURE.md (the repository's page is docs/architecture.md)", /\bARCHITECTURE\.md\b/],
    ["SUPABASE-API.md", /\bSUPABASE-API\.md\b/],
    ["STYLE.md (see CONTRIBUTING.md)", /\bSTYLE\.md\b/],
    ["LIBRARIES.md", /\bLIBRARIES\.md\b/],
    ["product-spec (see docs/product.md)", /product-spec/i],
  ];
  for (const [what, pattern] of outside) {
    it(`never refers to ${what}`, () => {
      expect(describeFindings(findAll(pattern, (file) => file !== SELF))).toEqual([]);
    });
  }

  const productDoc = texts.get(PRODUCT_DOC) ?? "";
  const sections = new Set(
    [...productDoc.matchAll(/^#{2,6}\s+§(\d+(?:\.\d+)*)\b/gm)].map((match) => match[1] as string),
  );

  it(`${PRODUCT_DOC} exists with numbered sections §1–§10`, () => {
    expect(texts.has(PRODUCT_DOC)).toBe(true);
    for (let n = 1; n <= 10; n++) expect(sections, `heading for §${n}`).toContain(String(n));
  });

  it(`every §N citation in a file that cites ${PRODUCT_DOC} is one of its headings`, () => {
    // A doc beside it may cite it relatively ("product.md §3.9").
    const citing = (file: string) => (texts.get(file) ?? "").includes("product.md") || file === PRODUCT_DOC;
    const unresolved = findAll(/§\d+(?:\.\d+)*/, citing).filter((f) => !sections.has(f.text.slice(1)));
    expect(describeFindings(unresolved)).toEqual([]);
  });

  it(`a § number anywhere else names the document (write "${PRODUCT_DOC} §N")`, () => {
    const notCiting = (file: string) =>
      file !== PRODUCT_DOC && file !== SELF && !(texts.get(file) ?? "").includes("product.md");
    // RFC and similar outside references keep their own § numbers.
    const bare = findAll(/(?<!RFC \d+ )§\s*\d+/, notCiting);
    expect(describeFindings(bare)).toEqual([]);
  });

  describe("relative links in the Markdown docs", () => {
    const markdown = [...texts.keys()].filter((file) => file.endsWith(".md"));

    // Fenced blocks and inline code spans are examples, not links or headings. Blanked rather than
    // removed, so line numbers stay right.
    const withoutFences = (text: string) =>
      text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ""));
    const withoutCode = (text: string) =>
      withoutFences(text).replace(/`[^`\n]*`/g, (span) => " ".repeat(span.length));

    /** GitHub's heading anchors: lower case, punctuation and symbols dropped, spaces to hyphens. */
    function anchorsOf(file: string): Set<string> {
      const seen = new Map<string, number>();
      const anchors = new Set<string>();
      for (const [, heading] of withoutFences(texts.get(file) ?? "").matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
        const base = (heading ?? "")
          .replace(/`/g, "")
          .toLowerCase()
          .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
          .replace(/ /g, "-");
        const count = seen.get(base) ?? 0;
        seen.set(base, count + 1);
        anchors.add(count === 0 ? base : `${base}-${count}`);
      }
      return anchors;
    }

    it("finds the docs", () => {
      expect(markdown).toEqual(
        expect.arrayContaining(["README.md", "CONTRIBUTING.md", PRODUCT_DOC, "docs/architecture.md"]),
      );
    });

    it("each resolves to a file of the repository, and an anchor to one of its headings", () => {
      const broken: string[] = [];
      for (const file of markdown) {
        const text = withoutCode(texts.get(file) ?? "");
        for (const match of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
          const target = match[1] ?? "";
          if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …
          const [pathPart = "", anchor] = target.split("#");
          const resolved = pathPart
            ? path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(pathPart)))
            : file;
          const line = text.slice(0, match.index).split("\n").length;
          const isDirectory = [...fileSet].some((f) => f.startsWith(`${resolved.replace(/\/$/, "")}/`));
          if (!fileSet.has(resolved) && !isDirectory) {
            broken.push(`${file}:${line}: ${target} (no such file)`);
          } else if (anchor && resolved.endsWith(".md") && !anchorsOf(resolved).has(anchor)) {
            broken.push(`${file}:${line}: ${target} (no heading #${anchor} in ${resolved})`);
          }
        }
      }
      expect(broken).toEqual([]);
    });
  });
});
