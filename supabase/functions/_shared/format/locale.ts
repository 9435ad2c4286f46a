// The app's display locales for numbers and dates (docs/product.md §9.10): English (India) or Hindi,
// with Latin digits (the default) or Devanagari ones (१२३). Intl does the work; this only picks the
// locale and numbering system and keeps one formatter per pair, since building one is slow.

export type DisplayLocale = "en-IN" | "hi-IN";

/** Latin digits "123" or Devanagari "१२३" (Intl numbering systems). */
export type DisplayDigits = "latn" | "deva";

/** What every formatting helper takes last; leaving it out means en-IN with Latin digits. */
export interface LocaleFormat {
  readonly locale?: DisplayLocale;
  readonly digits?: DisplayDigits;
}

/** hi-IN for the app's Hindi ("hi", "hi-IN"), en-IN for anything else. */
export const displayLocaleFor = (language: string | null | undefined): DisplayLocale =>
  /^hi(-|$)/i.test(language ?? "") ? "hi-IN" : "en-IN";

/**
 * One formatter per locale and digits, made on first use: `make("hi-IN", "deva")` builds it, e.g.
 * `new Intl.NumberFormat(locale, { numberingSystem, … })`.
 */
export function perLocale<T>(
  make: (locale: DisplayLocale, numberingSystem: DisplayDigits) => T,
): (format?: LocaleFormat) => T {
  const made = new Map<string, T>();
  return ({ locale = "en-IN", digits = "latn" } = {}) => {
    const key = `${locale}/${digits}`;
    let formatter = made.get(key);
    if (formatter === undefined) {
      formatter = make(locale, digits);
      made.set(key, formatter);
    }
    return formatter;
  };
}
