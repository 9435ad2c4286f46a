// The app's i18next instance (docs/product.md §4.29, CONTRIBUTING.md "A user-facing text"). English is
// bundled (it is what most visits need and what every fallback shows); Hindi is its own chunk, fetched
// only when Hindi is chosen, and awaited before the first render so nothing flashes in English.
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { en } from "../locales/en/texts";
import { htmlLang, LANGUAGE_STORAGE_KEY, type Language, pickLanguage } from "./language";

export const i18n = i18next.createInstance();

const loaders: Record<Language, () => Promise<typeof en>> = {
  en: async () => en,
  hi: () => import("../locales/hi/texts").then((module) => module.hi),
};

async function ensureLoaded(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, "common")) return;
  const resources = await loaders[language]();
  for (const [namespace, texts] of Object.entries(resources)) {
    i18n.addResourceBundle(language, namespace, texts, true, true);
  }
}

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

// Started at once, synchronously, in English: pure modules and tests can call i18n.t; start-up then
// switches to the device's language before the first render.
void i18n.use(initReactI18next).init({
  resources: { en },
  lng: "en",
  fallbackLng: "en",
  defaultNS: "common",
  ns: Object.keys(en),
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
});

/** Shows the app in this device's language, its texts loaded; resolves before the first render. */
export async function startI18n(language: Language = deviceLanguage()): Promise<void> {
  await setLanguage(language, { remember: false });
}

/** Shows the app in `language` (loading its texts first) and, unless told not to, keeps it on this device. */
export async function setLanguage(language: Language, { remember = true } = {}): Promise<void> {
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  if (typeof document !== "undefined") document.documentElement.lang = htmlLang(language);
  if (remember) store(language);
}

export const currentLanguage = (): Language => (i18n.language === "hi" ? "hi" : "en");

let devanagariDigits = false;

/** Devanagari digits (१२३) on the Hindi screens: the profile's option, re-rendering the texts. */
export function setDevanagariDigits(devanagari: boolean): void {
  if (devanagariDigits === devanagari) return;
  devanagariDigits = devanagari;
  void i18n.changeLanguage(i18n.language);
}

/** The digits numbers are written with now: Devanagari only in Hindi and when chosen. */
export const numberingSystem = (): "latn" | "deva" =>
  currentLanguage() === "hi" && devanagariDigits ? "deva" : "latn";
