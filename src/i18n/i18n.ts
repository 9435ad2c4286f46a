// The app's i18next instance (docs/product.md §4.29, CONTRIBUTING.md "A user-facing text"). The English
// texts of the public screens are bundled (what a first visit needs, and what every fallback shows); every
// other namespace, and each Hindi one, is a chunk of its own (namespace-loaders.ts). Start-up awaits the
// device language's public texts before the first render, so nothing flashes in English — except on a
// prerendered public screen being hydrated, which needs only the bundled ones; each lazy part of the app
// awaits the namespaces it shows as it loads (`withTexts`; docs/web.md "Texts per screen").
import { devanagariDigits as inDevanagari } from "@shared/format/digits.ts";
import { formatNumber } from "@shared/format/numbers.ts";
import i18next, { type FormatterModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { publicTexts } from "../locales/en/public-texts";
import { htmlLang, LANGUAGE_STORAGE_KEY, type Language, pickLanguage } from "./language";
import { ALL_NAMESPACES, type Namespace, namespaceLoader, PUBLIC_NAMESPACES } from "./namespace-loaders";

export type { Namespace };

export const i18n = i18next.createInstance();

const loads = new Map<string, Promise<void>>();

/** `load` once per name; forgotten after a failure, so the next call fetches again. */
function loadOnce(name: string, load: () => Promise<void>): Promise<void> {
  let done = loads.get(name);
  if (!done) {
    done = load();
    done.catch(() => loads.delete(name));
    loads.set(name, done);
  }
  return done;
}

/** The texts of each language as written (Latin digits), per namespace, kept to switch their digits. */
const writtenTexts: Record<Language, Map<string, object>> = { en: new Map(), hi: new Map() };

/** Texts whose Latin digits are the point: the digits option's own example, an English bank SMS. */
const KEEP_LATIN_DIGITS = new Set(["profile:language.digitsHint", "capture:paste.placeholder"]);

/**
 * A namespace's texts with their own digits in Devanagari ("₹200 से कम", "शाम 6 बजे"); placeholders
 * ({{count}}: formatted by `numbersInReadersDigits`) and markup tags (<1>) are left as they are.
 */
function withDevanagariDigits(namespace: string, texts: object, path = ""): object {
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => {
      const at = path ? `${path}.${key}` : key;
      if (typeof text === "object" && text !== null) return [key, withDevanagariDigits(namespace, text, at)];
      if (typeof text !== "string" || KEEP_LATIN_DIGITS.has(`${namespace}:${at}`)) return [key, text];
      return [
        key,
        text
          .split(/({{[^}]*}}|<[^>]*>)/)
          .map((part, i) => (i % 2 ? part : inDevanagari(part)))
          .join(""),
      ];
    }),
  );
}

/** Puts `language`'s loaded texts in i18next with the digits now chosen (Devanagari only for Hindi). */
function addTexts(language: Language, only?: string): void {
  const devanagari = language === "hi" && devanagariDigits;
  for (const [namespace, written] of writtenTexts[language]) {
    if (only !== undefined && namespace !== only) continue;
    const shown = devanagari ? withDevanagariDigits(namespace, written) : written;
    i18n.addResourceBundle(language, namespace, shown, true, true);
  }
}

/** `namespace` in `language`, once; at once for the English texts the start bundles. */
const loadNamespace = (language: Language, namespace: Namespace): Promise<void> => {
  const load = namespaceLoader(language, namespace);
  if (!load) return Promise.resolve();
  return loadOnce(`${language}:${namespace}`, async () => {
    writtenTexts[language].set(namespace, await load());
    addTexts(language, namespace);
  });
};

/** Every namespace asked for so far: a change of language loads them all in the new one first. */
const wanted = new Set<Namespace>(PUBLIC_NAMESPACES);
/** The language `setLanguage` is switching to, while its texts load. */
let comingLanguage: Language | undefined;

/**
 * `namespaces` in the current language and in English (the fallback), and in the language being
 * switched to: awaited before a part of the app that shows them renders (`withTexts`). Resolves at once
 * once they are there.
 */
export function loadTexts(namespaces: readonly Namespace[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  const languages = new Set<Language>(["en", currentLanguage(), comingLanguage ?? "en"]);
  return Promise.all(
    [...languages].flatMap((language) => namespaces.map((namespace) => loadNamespace(language, namespace))),
  ).then(() => undefined);
}

/**
 * `load` (a lazy part of the app: a route, a sheet, a popover) together with the texts it shows. Each
 * part names its namespaces here, next to its import; tests/repo/route-texts.test.ts checks that the
 * modules it loads use no other (beyond the always-there public ones), so none shows a key or English
 * on a Hindi screen.
 */
export const withTexts =
  <T>(namespaces: readonly Namespace[], load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadTexts(namespaces)]).then(([module]) => module);

/** Every text, English included: for tests, which render any screen without its route. */
export const loadAllTexts = (): Promise<void> => loadTexts(ALL_NAMESPACES);

function readStored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // Storage blocked: follow the browser.
  }
}

function store(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts for this visit (and the profile keeps it when signed in).
  }
}

/** This device's language before anything renders: its stored choice, else the browser's. */
export const deviceLanguage = (): Language =>
  pickLanguage(readStored(), typeof navigator === "undefined" ? [] : navigator.languages);

// Every number put into a text ("{{count}} expenses", "{{days}} days", "{{percent}}%") is written in the
// reader's digits (docs/product.md §9.10): formatted here, once, instead of at each call. Strings, such as
// amounts already formatted as rupees, pass through.
const numbersInReadersDigits: FormatterModule = {
  type: "formatter",
  init: () => {},
  add: () => {},
  addCached: () => {},
  format: (value) =>
    typeof value === "number"
      ? formatNumber(value, {
          locale: htmlLang(currentLanguage()) as "en-IN" | "hi-IN",
          digits: numberingSystem(),
        })
      : value,
};

// Started at once, synchronously, with the public screens' English texts: the shell's pure modules can
// call i18n.t (tests load the rest: src/i18n/test-setup.ts); start-up then switches to the device's
// language before the first render.
void i18n
  .use(initReactI18next)
  .use(numbersInReadersDigits)
  .init({
    resources: { en: publicTexts },
    lng: "en",
    fallbackLng: "en",
    defaultNS: "common",
    ns: Object.keys(publicTexts),
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false, alwaysFormat: true },
    // An empty text means "nothing here" (an English quote has no gloss): i18next 27 would show its key.
    returnEmptyString: true,
    // A text of a namespace whose chunk has not loaded yet shows as its key: say so. (A missing key of a
    // loaded namespace is no error: the API's messages are keys of `errors`, shown as they are if unknown.)
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => {
      if (!i18n.hasResourceBundle("en", namespace)) {
        console.error(`Missing text: ${namespace}:${key} (its texts are not loaded)`);
      }
    },
  });

/**
 * Shows the app in this device's language, its texts loaded; resolves before the first render.
 * `publicOnly`: the first screen is a prerendered public one in English, whose texts are bundled.
 */
export async function startI18n({ publicOnly = false } = {}): Promise<void> {
  const language = deviceLanguage();
  if (publicOnly && language === "en") return;
  await setLanguage(language, { remember: false });
}

/** Shows the app in `language` (loading its texts first) and, unless told not to, keeps it on this device. */
export async function setLanguage(language: Language, { remember = true } = {}): Promise<void> {
  comingLanguage = language;
  try {
    await loadTexts([...wanted]);
    await i18n.changeLanguage(language);
  } finally {
    comingLanguage = undefined;
  }
  if (typeof document !== "undefined") document.documentElement.lang = htmlLang(language);
  if (remember) store(language);
}

export const currentLanguage = (): Language => (i18n.language === "hi" ? "hi" : "en");

let devanagariDigits = false;

/** Devanagari digits (१२३) on the Hindi screens: the profile's option, re-rendering the texts. */
export function setDevanagariDigits(devanagari: boolean): void {
  if (devanagariDigits === devanagari) return;
  devanagariDigits = devanagari;
  addTexts("hi");
  void i18n.changeLanguage(i18n.language);
}

/** The digits numbers are written with now: Devanagari only in Hindi and when chosen. */
export const numberingSystem = (): "latn" | "deva" =>
  currentLanguage() === "hi" && devanagariDigits ? "deva" : "latn";
