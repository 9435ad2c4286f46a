// Spoken (or `?voice=`) expense text → amount, category, description (docs/product.md §5.7),
// extended for how people in India actually say amounts: "₹250", "rs 250", "1.5k", "2 hazaar",
// "dhai sau", "chai 20", "auto ke 150", "petrol 500 ka" — and the Devanagari that hi-IN recognition
// writes ("ढाई सौ का सब्ज़ी", "चाय बीस रुपये", "पेट्रोल ५००"; words in voice-words-hi.ts). Pure: no DOM,
// no clock. Category names are the canonical ones of categories.ts.
import type { VoiceCategory } from "../contract/categories.ts";
import { roundRupeesToPaisa } from "../money/paise.ts";
import {
  COOKING_GAS_WORDS,
  HINDI_AMBIGUOUS_UNITS,
  HINDI_CATEGORY_KEYWORDS,
  HINDI_FRACTION_WORDS,
  HINDI_JOINERS,
  HINDI_MODIFIER_WORDS,
  HINDI_MULTIPLIERS,
  HINDI_UNIT_WORDS,
  normalizeDevanagari,
  ROMAN_HINDI_AMBIGUOUS_UNITS,
  ROMAN_HINDI_UNIT_WORDS,
  RUPEE_WORDS,
  VEHICLE_UPKEEP_WORDS,
  VEHICLE_WORDS,
} from "./voice-words-hi.ts";

export interface ParsedVoiceExpense {
  /** Rupees, at most 2 decimals; null when no amount was heard. */
  amount: number | null;
  /** A category name from the product's voice keywords (or an Indian synonym); null when none matched. */
  category: VoiceCategory | null;
  /** What was bought: the spoken text without the amount and its little words (docs/product.md §5.7). */
  description: string;
  method: "voice";
}

// Checked in this order (the product's order first), so "petrol for the auto" is Petrol and
// "buy vegetables" is Groceries. Each keyword matches as a whole word (or a word prefix where noted).
const LATIN_CATEGORY_KEYWORDS: ReadonlyArray<readonly [VoiceCategory, readonly string[]]> = [
  [
    "Food & Dining",
    [
      "food",
      "eat",
      "ate",
      "restaurant",
      "lunch",
      "dinner",
      "breakfast",
      "cafe",
      "chai",
      "tea",
      "coffee",
      "snacks",
      "samosa",
      "biryani",
      "dosa",
      "thali",
      "nashta",
      "khana",
      "swiggy",
      "zomato",
      "pizza",
      "dhaba",
    ],
  ],
  ["Petrol", ["petrol", "fuel", "gas", "diesel", "cng"]],
  [
    "Transport",
    [
      "transport",
      "bus",
      "taxi",
      "metro",
      "auto",
      "uber",
      "ola",
      "rapido",
      "rickshaw",
      "autorickshaw",
      "cab",
      "train",
      "local",
      "toll",
      "parking",
      "puncture",
      "tyre",
      "tyres",
      "tire",
      "mechanic",
    ],
  ],
  [
    "Groceries",
    [
      "grocery",
      "groceries",
      "vegetables",
      "veggies",
      "fruits",
      "market",
      "sabzi",
      "sabji",
      "kirana",
      "milk",
      "doodh",
      "atta",
      "blinkit",
      "zepto",
      "bigbasket",
    ],
  ],
  [
    "Shopping",
    [
      "shopping",
      "clothes",
      "buy",
      "bought",
      "kapde",
      "kapda",
      "amazon",
      "flipkart",
      "myntra",
      "shoes",
      "kurta",
      "kurti",
      "saree",
      "sari",
      "shirt",
      "tshirt",
      "jeans",
      "dress",
      "jacket",
      "chappal",
      "chappals",
      "trousers",
      "pant",
      "pants",
      "sweater",
      "hoodie",
      "socks",
      "lehenga",
      "dupatta",
      "shoe",
      "joote",
      "joota",
      "jute",
      "juta",
      "sandal",
      "sandals",
      "slippers",
      "sneakers",
      "footwear",
    ],
  ],
  [
    "Health",
    [
      "health",
      "medicine",
      "medicines",
      "doctor",
      "hospital",
      "dawai",
      "dawa",
      "pharmacy",
      "chemist",
      "clinic",
      "dentist",
      "dental",
      "teeth",
      "daant",
      "daktar",
      "medical",
      "meds",
      "davai",
      "dawaai",
      "davaai",
      "goli",
      "goliyan",
      "checkup",
      "blood test",
      "lab test",
      "xray",
      "x ray",
      "physio",
      "physiotherapy",
    ],
  ],
  ["Mobile Recharge", ["mobile", "phone", "recharge", "jio", "airtel", "data pack"]],
  [
    "Entertainment",
    ["entertainment", "movie", "movies", "cinema", "game", "games", "fun", "netflix", "hotstar", "concert"],
  ],
  ["Rent", ["rent", "kiraya", "pg"]],
  ["Bills & Utilities", ["bill", "bills", "electricity", "bijli", "wifi", "broadband", "water bill"]],
  ["Education", ["school", "fees", "tuition", "books", "course", "college"]],
];

// Each category's Devanagari keywords join its English ones, so "ऑटो के लिए पेट्रोल" is Petrol too.
const CATEGORY_KEYWORDS = LATIN_CATEGORY_KEYWORDS.map(
  ([category, keywords]) =>
    [category, [...keywords, ...HINDI_CATEGORY_KEYWORDS[category].map(normalizeDevanagari)]] as const,
);

/** Word multipliers that may follow a number: "2 hazaar", "5 sau", "1.5k", "3 lakh". */
const MULTIPLIERS: Record<string, number> = {
  k: 1000,
  thousand: 1000,
  hazaar: 1000,
  hazar: 1000,
  hajar: 1000,
  hajaar: 1000,
  hundred: 100,
  sau: 100,
  so: 100,
  lakh: 100000,
  lac: 100000,
  lakhs: 100000,
  ...HINDI_MULTIPLIERS,
};

/** Number words, English and Hindi (romanised as speech-to-text writes them). */
const UNIT_WORDS: Record<string, number> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  ...ROMAN_HINDI_UNIT_WORDS,
  ...HINDI_UNIT_WORDS,
};

/** Hindi fractional numbers: dedh = 1½, dhai = 2½ ("dhai sau" = 250). */
const FRACTION_WORDS: Record<string, number> = {
  dedh: 1.5,
  derh: 1.5,
  dhai: 2.5,
  dhaai: 2.5,
  adhai: 2.5,
  arhai: 2.5,
  ...HINDI_FRACTION_WORDS,
};

/** Hindi modifiers of the next number: saadhe teen sau = 350, sava sau = 125, paune do sau = 175. */
const MODIFIER_WORDS: Record<string, number> = {
  saadhe: 0.5,
  sadhe: 0.5,
  sade: 0.5,
  sava: 0.25,
  sawa: 0.25,
  paune: -0.25,
  ...HINDI_MODIFIER_WORDS,
};

/** Latin letters and the Devanagari block without its danda (।), digits and abbreviation sign (॰). */
const LETTER = "a-z\\u0900-\\u0963\\u0971-\\u097F";
const DEVANAGARI_LETTER = "\\u0900-\\u0963\\u0971-\\u097F";

const DIGIT_BEFORE_LETTER = new RegExp(`(\\d)(?=[${LETTER}])`, "g");
const DEVANAGARI_BEFORE_DIGIT = new RegExp(`([${DEVANAGARI_LETTER}])\\.?(?=\\d)`, "g");
const TOKEN_BREAK = new RegExp(`[^${LETTER}0-9.₹&]+|(?<=[${LETTER}])\\.|\\.(?!\\d)`);

/**
 * Splits the text into lower-case tokens, separating "₹250", "rs250", "250rs", "1.5k", "रु.150" and
 * "150रु" into parts; Devanagari is normalised first (digits ०–९ → 0–9, ज़ → ज).
 */
function tokenize(text: string): string[] {
  return normalizeDevanagari(text)
    .toLowerCase()
    .replace(/₹/g, " ₹ ")
    .replace(/(\d),(?=\d)/g, "$1") // Indian grouping "1,20,000" → 120000
    .replace(/\b(rs|inr)\.?(?=\d)/g, "$1 ")
    .replace(DEVANAGARI_BEFORE_DIGIT, "$1 ")
    .replace(DIGIT_BEFORE_LETTER, "$1 ")
    .split(TOKEN_BREAK)
    .filter((token) => token.length > 0);
}

const ENGLISH_TENS = new Set(["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]);

const isDigits = (token: string) => /^\d+(\.\d+)?$/.test(token);

/** "do", "a", एक, दो, "saath" are everyday words too: numbers only before a multiplier or a rupee word. */
const isAmbiguousUnit = (token: string) =>
  token === "do" ||
  token === "a" ||
  HINDI_AMBIGUOUS_UNITS.has(token) ||
  ROMAN_HINDI_AMBIGUOUS_UNITS.has(token);

const countsAsAmbiguousUnit = (next: string | undefined) =>
  next !== undefined && (MULTIPLIERS[next] !== undefined || RUPEE_WORDS.has(next));

/** The value of a number word (or written number) at `i`, or undefined when it is none here. */
function unitAt(tokens: string[], i: number): number | undefined {
  const token = tokens[i] as string;
  if (isDigits(token)) return Number(token);
  if (token === "do") return countsAsAmbiguousUnit(tokens[i + 1]) ? 2 : undefined;
  if (isAmbiguousUnit(token) && !countsAsAmbiguousUnit(tokens[i + 1])) return undefined;
  return UNIT_WORDS[token];
}

/**
 * One spoken amount from `start`: numbers and number words joined by place value, the way Indian
 * amounts are said — "teen sau pachaas" 350, "unnees sau" 1900, "ek lakh bees hazaar" 120000,
 * "1 lakh 20 thousand", "2 hazaar 500", "dhai sau", "saadhe teen sau", "1.5k". A number joins only
 * a place still open ("150 and 80" is 150; "30 teen samose" is 30), and k counts only after digits.
 */
function amountFrom(tokens: string[], start: number): number | null {
  let total = 0; // the lakhs and thousands said so far
  let current = 0; // the part below a thousand (or what the next multiplier multiplies)
  let modifier = 0;
  let openBelow = Number.POSITIVE_INFINITY; // a number said next must be smaller than this
  let lastBig = Number.POSITIVE_INFINITY; // the last thousand-or-more multiplier, to say "lakh … hazaar"
  let previousWasDigits = false;
  let started = false;
  for (let i = start; i < tokens.length; i++) {
    const token = tokens[i] as string;
    const unit = unitAt(tokens, i);
    const fraction = FRACTION_WORDS[token];
    // "k" only right after digits ("1.5k"); "so" (sau) only after a number, never to start one.
    const multiplier =
      (token === "k" && !previousWasDigits) || (token === "so" && !started) ? undefined : MULTIPLIERS[token];
    const digits = isDigits(token);
    previousWasDigits = digits;
    if (unit !== undefined || fraction !== undefined) {
      const value = (unit ?? fraction ?? 0) + modifier;
      if (started && !(value < openBelow)) break;
      current += value;
      modifier = 0;
      // "twenty" leaves the units open ("twenty five"); a written number or a Hindi word is whole.
      openBelow = !digits && ENGLISH_TENS.has(token) ? 10 : 1;
      started = true;
    } else if (MODIFIER_WORDS[token] !== undefined) {
      if (started && !(1 < openBelow)) break;
      modifier = MODIFIER_WORDS[token] as number;
      started = true;
    } else if (multiplier !== undefined) {
      // "sava sau": a modifier with no number applies to one of the multiplier; so does none ("सौ रुपये").
      const base = (current || 1) + modifier;
      modifier = 0;
      if (multiplier >= 1000) {
        if (started && !(multiplier < lastBig) && current === 0) break;
        total += base * multiplier;
        current = 0;
        lastBig = multiplier;
      } else {
        if (started && current >= multiplier) break;
        current = base * multiplier;
      }
      openBelow = multiplier;
      started = true;
    } else if ((token === "and" || HINDI_JOINERS.has(token)) && started) {
      // "two hundred and fifty", "एक हज़ार और पांच सौ": goes on only when a number follows.
      const next = i + 1 < tokens.length ? unitAt(tokens, i + 1) : undefined;
      if (next === undefined && FRACTION_WORDS[tokens[i + 1] ?? ""] === undefined) break;
    } else if (started) {
      break;
    } else {
      return null;
    }
  }
  const value = total + current;
  return started && value > 0 ? value : null;
}

/** Where a spoken amount may start: a number word (or fraction, modifier, lone multiplier) at i. */
function startsAmount(tokens: string[], i: number): boolean {
  const token = tokens[i] as string;
  if (unitAt(tokens, i) !== undefined) return true;
  if (FRACTION_WORDS[token] !== undefined || MODIFIER_WORDS[token] !== undefined) return true;
  return token !== "k" && token !== "so" && MULTIPLIERS[token] !== undefined;
}

/** The first written number wins over number words ("teen chai 30" is 30); else the first words. */
function spokenAmount(tokens: string[]): number | null {
  const firstDigits = tokens.findIndex(isDigits);
  if (firstDigits >= 0) return amountFrom(tokens, firstDigits);
  const firstWord = tokens.findIndex((_, i) => startsAmount(tokens, i));
  return firstWord >= 0 ? amountFrom(tokens, firstWord) : null;
}

const NOT_A_WORD_CHARACTER = new RegExp(`[^${LETTER}0-9&]+`, "g");
const DEVANAGARI_AFTER_DIGIT = new RegExp(`(\\d)(?=[${DEVANAGARI_LETTER}])`, "g");

/** The category a text's words point to (voice input, bank narrations), or null. */
export function guessCategory(text: string): VoiceCategory | null {
  const words = normalizeDevanagari(text)
    .toLowerCase()
    .replace(NOT_A_WORD_CHARACTER, " ")
    .replace(DEVANAGARI_BEFORE_DIGIT, "$1 ")
    .replace(DEVANAGARI_AFTER_DIGIT, "$1 ");
  const padded = ` ${words} `;
  const says = (keyword: string) => padded.includes(` ${keyword} `);
  if (COOKING_GAS_WORDS.some(says)) return "Bills & Utilities";
  if (VEHICLE_WORDS.some(says) && VEHICLE_UPKEEP_WORDS.some(says)) return "Transport";
  for (const [category, keywords] of CATEGORY_KEYWORDS) {
    if (keywords.some((keyword) => padded.includes(` ${keyword} `))) return category;
  }
  return null;
}

/** A written amount as one word: "250", "₹250", "rs.250", "1.5k", "1,20,000", "150रु", "500/-". */
const WRITTEN_AMOUNT = /^(₹|rs\.?|inr|रु\.?)?\d[\d,]*(\.\d+)?(k|rs|रु|\/-)?$/;
/** Little words that tie an amount to the item ("auto ke 150", "₹250 for groceries", "ढाई सौ का"). */
const AMOUNT_TIES = new Set(["ka", "ki", "ke", "kaa", "for", "of", "on", "का", "की", "के"]);
const EDGE_PUNCTUATION = /^[\s"'(]+|[\s.,!?।"')]+$/g;

/** A spoken word as the parser reads it: Devanagari normalised, lower case, no edge punctuation. */
const plain = (word: string) => normalizeDevanagari(word).toLowerCase().replace(EDGE_PUNCTUATION, "");

/** True when a word says (part of) an amount; `next` decides the ambiguous "a", "do", एक, दो. */
function isAmountWord(word: string, next: string | undefined): boolean {
  if (WRITTEN_AMOUNT.test(word) || word === "₹" || RUPEE_WORDS.has(word) || word === "inr") return true;
  if (word === "so") return false; // English "so"; "sau" is the Hindi hundred
  if (MULTIPLIERS[word] !== undefined || FRACTION_WORDS[word] !== undefined) return true;
  if (MODIFIER_WORDS[word] !== undefined) return true;
  if (UNIT_WORDS[word] === undefined && word !== "do") return false;
  const beforeMultiplier = next !== undefined && (MULTIPLIERS[next] !== undefined || RUPEE_WORDS.has(next));
  return !isAmbiguousUnit(word) || beforeMultiplier;
}

/**
 * The item the text names: the first run of amount words (with "and"/"और" inside it) and the ties
 * next to it taken out — "1.5k ka kurta" → "kurta", "ढाई सौ का सब्ज़ी" → "सब्ज़ी" (so no का/की
 * agreement is ever shown wrong). The whole text when there is no amount or nothing else.
 */
function itemDescription(description: string): string {
  const words = description.split(" ");
  const plainWords = words.map(plain);
  const amountAt = plainWords.map((word, i) => isAmountWord(word, plainWords[i + 1]));
  const start = amountAt.indexOf(true);
  if (start < 0) return description;
  let end = start + 1;
  while (
    end < words.length &&
    (amountAt[end] ||
      ((plainWords[end] === "and" || HINDI_JOINERS.has(plainWords[end] as string)) && amountAt[end + 1]))
  ) {
    end++;
  }
  // A rupee word alone ("rupees") is no amount.
  if (plainWords.slice(start, end).every((word) => RUPEE_WORDS.has(word) || word === "₹")) return description;
  let from = start;
  let to = end;
  while (from > 0 && AMOUNT_TIES.has(plainWords[from - 1] as string)) from--;
  while (to < words.length && AMOUNT_TIES.has(plainWords[to] as string)) to++;
  const item = [...words.slice(0, from), ...words.slice(to)].join(" ").replace(EDGE_PUNCTUATION, "");
  return item.length > 0 ? item : description;
}

export function parseVoiceExpense(text: string): ParsedVoiceExpense {
  const spoken = text.trim().replace(/\s+/g, " ");
  const tokens = tokenize(spoken);
  const raw = spokenAmount(tokens);
  const amount = raw !== null && Number.isFinite(raw) && raw > 0 ? roundRupeesToPaisa(raw) : null;
  return { amount, category: guessCategory(spoken), description: itemDescription(spoken), method: "voice" };
}
