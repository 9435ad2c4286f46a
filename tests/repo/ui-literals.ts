// Finds user-facing English written straight into the app's code (every .ts and .tsx under src/ but
// the locale files themselves): JSX text, string values of the props people read or hear (title,
// aria-label, placeholder, label, alt…), toast titles and descriptions, and sentences a function
// returns (a warning, a celebration). Such texts belong in the locale files (src/locales,
// CONTRIBUTING.md "A user-facing text"). Punctuation, symbols, numbers and the brand "Paisa Coach"
// are allowed; so are the few exceptions below, each with its reason.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { errors } from "../../src/locales/en/errors.ts";

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

// English messages that are keys of the `errors` namespace: shown through translateMessage, which
// looks each one up by its English (src/i18n/messages.ts), so a Hindi reader gets the Hindi.
const TRANSLATED_BY_ENGLISH = new Set(Object.keys(errors));

/**
 * Files whose English is an identifier, not a text: the screens show a locale text in its place.
 * Keep this short; a new entry needs a reason a reviewer accepts.
 */
const IDENTIFIER_FILES = new Map([
  // The spec's mission titles: their first word is the category rule of docs/product.md §5.8; the
  // mission card shows coach:missions.<id>.
  ["src/features/coach/missions.ts", "mission titles drive the §5.8 category match"],
  // The spec's button states ("Mark Complete"…) name the state; MissionCard shows coach:mission.buttons.*.
  ["src/features/coach/mission-state.ts", "button states are identifiers mapped to locale keys"],
]);

/** Returned from a function, only a sentence counts: single words there are codes ("retry", "morning"). */
const isSentence = (text: string): boolean => /\p{L}{2,}\s+\p{L}{2,}|\p{L}{2,}[!…]\s*$/u.test(text.trim());

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
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: Literal[] = [];
  const add = (node: ts.Node, text: string) => {
    if (isUserFacing(text) && !TRANSLATED_BY_ENGLISH.has(text.trim())) {
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
    if (ts.isJsxExpression(node) || ts.isParenthesizedExpression(node)) return stringOf(node.expression);
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
    } else if (ts.isReturnStatement(node) || (ts.isArrowFunction(node) && !ts.isBlock(node.body))) {
      let returned = ts.isReturnStatement(node) ? node.expression : (node.body as ts.Expression);
      while (returned && ts.isParenthesizedExpression(returned)) returned = returned.expression;
      // Each branch on its own: `ok ? "done" : "retry"` is two codes, not the sentence "done retry".
      const branches =
        returned && ts.isConditionalExpression(returned)
          ? [returned.whenTrue, returned.whenFalse]
          : [returned];
      for (const branch of branches) {
        const text = stringOf(branch);
        if (text !== null && isSentence(text)) add(node, text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The app's code: .ts and .tsx under src/, without tests, declarations and the locale files. */
function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "locales" ? [] : codeFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every literal user-facing string in the code under `root`/src. */
export function uiLiterals(root: string): Literal[] {
  return codeFiles(join(root, "src")).flatMap((path) => {
    const file = relative(root, path).replaceAll("\\", "/");
    return IDENTIFIER_FILES.has(file) ? [] : literalsOf(file, readFileSync(path, "utf8"));
  });
}
