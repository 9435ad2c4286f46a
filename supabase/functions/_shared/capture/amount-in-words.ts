// An amount written in words on a receipt (docs/capture.md "The total"): "Rupees Eight Hundred Eighty
// and Sixty Five Paise Only", "One Lakh Twenty Five Thousand Rupees Only", "आठ सौ अस्सी रुपये मात्र".
// Indian numbering (hundred, thousand, lakh, crore). A run of number words counts only next to a
// rupee word, "paise" or "only", so "One Plus Size Shirt" is no amount. Pure.
import { roundRupeesToPaisa } from "../money/paise.ts";
import { HINDI_MULTIPLIERS, HINDI_UNIT_WORDS, normalizeDevanagari } from "./voice-words-hi.ts";

const ENGLISH_UNITS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const ENGLISH_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

const UNITS: Record<string, number> = {
  ...Object.fromEntries(ENGLISH_UNITS.map((word, value) => [word, value])),
  ...Object.fromEntries(ENGLISH_TENS.map((word, i) => [word, (i + 2) * 10])),
  fourty: 40,
  ...HINDI_UNIT_WORDS,
};
const SCALES: Record<string, number> = {
  hundred: 100,
  thousand: 1_000,
  lakh: 100_000,
  lakhs: 100_000,
  lac: 100_000,
  lacs: 100_000,
  crore: 10_000_000,
  crores: 10_000_000,
  ...HINDI_MULTIPLIERS,
  [normalizeDevanagari("करोड़")]: 10_000_000,
};
const AND = new Set(["and", normalizeDevanagari("और")]);
const RUPEES = new Set([
  "rupees",
  "rupee",
  "rs",
  "inr",
  ...["रुपये", "रुपए", "रुपया", "रु"].map(normalizeDevanagari),
]);
const PAISE = new Set(["paise", "paisa", ...["पैसे", "पैसा"].map(normalizeDevanagari)]);
const ONLY = new Set(["only", ...["मात्र", "केवल"].map(normalizeDevanagari)]);

const isNumberWord = (word: string) => word in UNITS || word in SCALES;

/** The long English words of an amount: the ones OCR garbles, and too long to be another word by one letter. */
const LONG_WORDS = [...Object.keys(UNITS), ...Object.keys(SCALES), ...RUPEES].filter(
  (word) => /^[a-z]+$/.test(word) && word.length >= 6,
);

/** At most one letter changed, added or dropped. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const longWordLike = (text: string) =>
  text.length >= 5 ? (LONG_WORDS.find((word) => oneEditApart(text, word)) ?? null) : null;

/**
 * OCR's slips in a long word put right: "Hund req" → hundred (split, one letter off), "Thousnd" →
 * thousand. Short words (one, four, nine) are left alone: one letter makes them other words.
 */
function mended(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const next = words[i + 1];
    const known = isNumberWord(word) || RUPEES.has(word) || AND.has(word) || ONLY.has(word);
    const joined = !known && next !== undefined ? longWordLike(word + next) : null;
    if (joined) {
      out.push(joined);
      i++;
    } else out.push(known ? word : (longWordLike(word) ?? word));
  }
  return out;
}

/** "eight hundred eighty" → 880; "one lakh twenty five thousand" → 125000. Null when it is no number. */
function numberOf(words: readonly string[]): number | null {
  let total = 0;
  let current = 0;
  let seen = false;
  for (const word of words) {
    if (AND.has(word)) continue;
    const unit = UNITS[word];
    const scale = SCALES[word];
    if (unit !== undefined) current += unit;
    else if (scale === 100) current = (current || 1) * 100;
    else if (scale !== undefined) {
      total += (current || 1) * scale;
      current = 0;
    } else return null;
    seen = true;
  }
  return seen ? total + current : null;
}

/** The first amount written in words in the text, in rupees, or null. */
export function amountInWords(text: string): number | null {
  const words = mended(
    normalizeDevanagari(text.toLowerCase())
      .split(/[^a-z\u0900-\u097F]+/)
      .filter((word) => word.length > 0),
  );
  for (let start = 0; start < words.length; start++) {
    if (!isNumberWord(words[start] as string)) continue;
    let end = start;
    while (end < words.length && (isNumberWord(words[end] as string) || AND.has(words[end] as string))) end++;
    while (end > start && AND.has(words[end - 1] as string)) end--;
    const run = words.slice(start, end);
    const before = words[start - 1] ?? "";
    const after = words[end] ?? "";
    // "… Eighty and Sixty Five Paise": the words after the last "and" are the paise.
    if (PAISE.has(after)) {
      const cut = run.findLastIndex((word) => AND.has(word));
      const rupees = cut > 0 ? numberOf(run.slice(0, cut)) : null;
      const paise = numberOf(cut > 0 ? run.slice(cut + 1) : run);
      if (paise !== null && paise < 100) return roundRupeesToPaisa((rupees ?? 0) + paise / 100);
    }
    if (!RUPEES.has(before) && !RUPEES.has(after) && !ONLY.has(after)) {
      start = end;
      continue;
    }
    // "Rupees Six Hxzq Only": a word OCR lost stands between the run and "Only"; six is not the amount.
    if (!RUPEES.has(after) && !ONLY.has(after) && words.slice(end, end + 3).some((word) => ONLY.has(word)))
      return null;
    const rupees = numberOf(run);
    if (rupees === null || rupees === 0) {
      start = end;
      continue;
    }
    // "Eight Hundred Eighty Rupees and Sixty Five Paise".
    if (RUPEES.has(after) && AND.has(words[end + 1] ?? "")) {
      let paiseEnd = end + 2;
      while (paiseEnd < words.length && isNumberWord(words[paiseEnd] as string)) paiseEnd++;
      const paise = PAISE.has(words[paiseEnd] ?? "") ? numberOf(words.slice(end + 2, paiseEnd)) : null;
      if (paise !== null && paise < 100) return roundRupeesToPaisa(rupees + paise / 100);
    }
    return rupees;
  }
  return null;
}
