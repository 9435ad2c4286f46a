// Which language the app opens in (docs/product.md §4.29): this device's stored choice, else the
// browser's languages (the first Hindi or English one decides), else English. Pure, for unit tests;
// public/boot.js repeats the rule before the first paint (it cannot import modules).
import type { Language } from "@shared/contract/profile-schemas.ts";

export type { Language };

/** Where this device keeps the choice; public/boot.js reads the same key. */
export const LANGUAGE_STORAGE_KEY = "paisa-coach-language";

export const isLanguage = (value: unknown): value is Language => value === "en" || value === "hi";

export function pickLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split("-")[0];
    if (primary === "hi") return "hi";
    if (primary === "en") return "en";
  }
  return "en";
}

/** The `<html lang>` of a language: Indian Hindi, Indian English. */
export const htmlLang = (language: Language): string => (language === "hi" ? "hi-IN" : "en-IN");
