// Finds user-facing English written straight into components (.tsx under src/): JSX text, and string
// values of the props people read or hear (title, aria-label, placeholder, label, alt…), and toast
// titles and descriptions. Such texts belong in the locale files (src/locales, CONTRIBUTING.md
// "A user-facing text"). Punctuation, symbols, numbers and the brand "Paisa Coach" are allowed.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

/** Props whose string value is shown or read aloud. */
const TEXT_PROPS = new Set([
  "title",
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "placeholder",
  "label",
  "alt",
  "description",
  "helperText",
  "errorText",
  "backLabel",
  "message",
  "heading",
  "text",
  "emptyText",
  "actionLabel",
]);

/** Object properties of toasts and similar calls whose string value is shown. */
const TEXT_KEYS = new Set(["title", "description", "label", "message"]);

// The brand, and each language named in itself on the language switch.
const ALLOWED = new Set(["Paisa Coach", "हिन्दी", "English"]);

/** True when the text has words to translate: letters beyond the allowed brand and symbols. */
export function isUserFacing(text: string): boolean {
  const trimmed = text.replace(/\s+/g, " ").trim();
  if (trimmed === "" || ALLOWED.has(trimmed)) return false;
  // A locale key ("nav.home") handed to t() later, not a text.
  if (/^[a-z][A-Za-z]*(\.[A-Za-z_]+)+$/.test(trimmed)) return false;
  return /\p{L}{2,}/u.test(trimmed.replaceAll("Paisa Coach", ""));
}

export interface Literal {
  file: string;
  line: number;
  text: string;
}

function literalsOf(file: string, source: string): Literal[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const add = (node: ts.Node, text: string) => {
    if (isUserFacing(text)) {
      found.push({
        file,
        line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
        text: text.trim(),
      });
    }
  };
  const stringOf = (node: ts.Node | undefined): string | null => {
    if (!node) return null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node))
      return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" ");
    if (ts.isJsxExpression(node)) return stringOf(node.expression);
    if (ts.isConditionalExpression(node)) {
      const parts = [stringOf(node.whenTrue), stringOf(node.whenFalse)].filter((p) => p !== null);
      return parts.length > 0 ? parts.join(" ") : null;
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
      return stringOf(node.right);
    }
    return null;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (
      ts.isJsxExpression(node) &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      const text = stringOf(node.expression);
      if (text !== null) add(node, text);
    } else if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(sf))) {
      const text = stringOf(node.initializer);
      if (text !== null) add(node, text);
    } else if (ts.isPropertyAssignment(node) && TEXT_KEYS.has(node.name.getText(sf))) {
      const text = stringOf(node.initializer);
      if (text !== null) add(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [path] : [];
  });
}

/** Every literal user-facing string in the components under `root`/src. */
export function uiLiterals(root: string): Literal[] {
  return tsxFiles(join(root, "src")).flatMap((path) =>
    literalsOf(relative(root, path).replaceAll("\\", "/"), readFileSync(path, "utf8")),
  );
}
