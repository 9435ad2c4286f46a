// A budget alert's words have one home per language (supabase/functions/_shared/budget/alert-words-*.ts):
// the web app's locale files, the notification list, the stored English's check and the Web Push all
// read them there, so a change of wording reaches every place an alert is shown.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dashboard as enDashboard } from "../../src/locales/en/dashboard.ts";
import { dashboard as hiDashboard } from "../../src/locales/hi/dashboard.ts";
import { ALERT_WORDS_EN } from "../../supabase/functions/_shared/budget/alert-words-en.ts";
import { ALERT_WORDS_HI } from "../../supabase/functions/_shared/budget/alert-words-hi.ts";

const root = path.resolve(import.meta.dirname, "../..");

const sources = ["src", "supabase/functions"]
  .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
  .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
  .filter((file) => !file.includes("/_vendor/"))
  .map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));

const literally = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, "\\$&");

/** The template written again: the same words around any placeholders, `{{name}}` or `${…}`. */
const copyOf = (template: string) =>
  new RegExp(
    template
      .split(/\{\{\w+\}\}/)
      .map(literally)
      .join("(?:\\{\\{\\w+\\}\\}|\\$\\{[^}]+\\})"),
  );

describe("a budget alert's words", () => {
  it.each([
    ["en", ALERT_WORDS_EN, "supabase/functions/_shared/budget/alert-words-en.ts"],
    ["hi", ALERT_WORDS_HI, "supabase/functions/_shared/budget/alert-words-hi.ts"],
  ] as const)("in %s are written once, in their home", (_, words, home) => {
    for (const [key, template] of Object.entries(words)) {
      const copy = copyOf(template);
      // The locale files are held to the same object below (another key there may say the same words:
      // the banner's "बजट पार हो गया").
      const writtenIn = sources
        .filter(({ file, text }) => !file.startsWith("src/locales/") && copy.test(text))
        .map(({ file }) => file);
      expect([key, writtenIn]).toEqual([key, [home]]);
    }
  });

  it("are the locale files' alerts, not a copy of them", () => {
    expect(enDashboard.alerts).toBe(ALERT_WORDS_EN);
    expect(hiDashboard.alerts).toBe(ALERT_WORDS_HI);
  });
});
