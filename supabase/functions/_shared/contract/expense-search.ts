// The history search (`q`): what each typed word may match, written once for the API's SQL
// (db/expenses.ts, private.search_expenses) and the browser's offline list (history-pending.ts).
//
// Every word must match (a multi-word query narrows), and a word matches an expense when it is part
// of its description, payee, category or way of paying (any case), when it is part of the label the
// app shows for its category or way of paying in English or Hindi ("groceries", "राशन", "नकद",
// "net banking"), or when it is an amount in rupees equal to the expense's ("560", "₹560", "560.00").
// Both sides compare the same text (searchText) with the same `ilike` patterns (searchPatterns), so
// the offline list and the server cannot disagree.
import { paiseFromDecimal, paiseToDecimal } from "../money/paise.ts";
import { CATEGORIES, type CategoryName } from "./categories.ts";
import { PAID_WITH, type PaidWith, paidWithFromText } from "./paid-with.ts";

/**
 * The labels the screens show for the standard categories and ways of paying, in every language the
 * app speaks (src/locales/<language>/common.ts; a unit test there keeps this list complete).
 */
export const SEARCH_LABELS: {
  categories: Record<CategoryName, readonly string[]>;
  paidWith: Record<PaidWith, readonly string[]>;
} = {
  categories: {
    "Food & Dining": ["खाना-पीना"],
    Transport: ["आना-जाना"],
    Groceries: ["राशन"],
    Entertainment: ["मनोरंजन"],
    Health: ["सेहत"],
    Shopping: ["ख़रीदारी"],
    Petrol: ["पेट्रोल"],
    "Mobile Recharge": ["मोबाइल रिचार्ज"],
    Rent: ["किराया"],
    "Bills & Utilities": ["बिल"],
    Education: ["पढ़ाई"],
    Others: ["अन्य"],
    Investments: ["निवेश"],
    "Savings transfer": ["बचत में"],
    "Card bill": ["कार्ड बिल"],
  },
  paidWith: {
    upi: ["UPI"],
    cash: ["Cash", "नकद"],
    card: ["Card", "कार्ड"],
    net_banking: ["Net banking", "नेट बैंकिंग"],
    wallet: ["Wallet", "वॉलेट"],
  },
};

/** Between the parts of searchText: a control character no typed word can hold. */
export const SEARCH_SEPARATOR = "\u001f";

/** One typed word: the `ilike` patterns on searchText it may match, or the amount it may equal. */
export interface SearchTerm {
  word: string;
  /** Any of these, on searchText (`ilike`: % any run of characters, \ escapes). */
  patterns: string[];
  /** The amount it names, numeric text with two decimals ("560.00"), or null. */
  amount: string | null;
}

/** The fields of an expense the search reads. */
export interface SearchableExpense {
  description: string | null;
  payee?: string | null;
  category: string;
  paidWith: string | null;
  amount: string;
}

/**
 * The text a word is looked for in: description, payee, category and way of paying, each between
 * separators. The database's private.expense_search_text builds the same (its trigram index reads it).
 */
export const searchText = (expense: SearchableExpense): string =>
  [expense.description ?? "", expense.payee ?? "", expense.category, expense.paidWith ?? ""]
    .map((part) => `${SEARCH_SEPARATOR}${part}`)
    .join("")
    .concat(SEARCH_SEPARATOR);

const DEVANAGARI_DIGIT = /[०-९]/g;
const lower = (text: string) => text.toLocaleLowerCase("en-IN");
/** The characters `ilike` reads as patterns, taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
/** A whole part of searchText equal to `text` (a category's or a way of paying's stored name). */
const part = (text: string) => `%${SEARCH_SEPARATOR}${literal(text)}${SEARCH_SEPARATOR}%`;

/** "560", "₹560", "Rs. 1,250.50", "५६०" → "560.00"…; null when the word is not an amount. */
export function searchAmount(word: string): string | null {
  const digits = word.replace(DEVANAGARI_DIGIT, (d) => String(d.charCodeAt(0) - 0x0966));
  const match = /^(?:₹|rs\.?|inr)?(\d{1,3}(?:,\d{2,3})+|\d{1,7})(\.\d{1,2})?$/i.exec(digits);
  if (!match) return null;
  const amount = paiseFromDecimal(`${(match[1] ?? "").replace(/,/g, "")}${match[2] ?? ""}`);
  return amount === null || amount <= 0 ? null : paiseToDecimal(amount);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** The typed query as terms: one per word (spaces between), control characters dropped, each word once. */
export function searchTerms(q: string | undefined): SearchTerm[] {
  const words = [
    ...new Set(
      lower(q ?? "")
        .replace(CONTROL, " ")
        .split(/\s+/),
    ),
  ].filter(Boolean);
  return words.map((word) => {
    const patterns = [`%${literal(word)}%`];
    for (const category of CATEGORIES) {
      const labels = [category.name, ...category.aliases, ...SEARCH_LABELS.categories[category.name]];
      // A word already inside the stored name is found by the first pattern.
      if (lower(category.name).includes(word)) continue;
      if (labels.some((label) => lower(label).includes(word))) patterns.push(part(category.name));
    }
    const spelled = paidWithFromText(word);
    for (const { code, label } of PAID_WITH) {
      const labels = [label, ...SEARCH_LABELS.paidWith[code]];
      if (code.includes(word)) continue;
      if (code === spelled || labels.some((text) => lower(text).includes(word))) patterns.push(part(code));
    }
    return { word, patterns: [...new Set(patterns)], amount: searchAmount(word) };
  });
}

/** `ilike` as Postgres reads it: % any run, _ any one character, \ the next literally; any case. */
function likeRegExp(pattern: string): RegExp {
  let source = "";
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] as string;
    if (char === "\\" && i + 1 < pattern.length) source += escapeRegExp(pattern[++i] as string);
    else if (char === "%") source += "[\\s\\S]*";
    else if (char === "_") source += "[\\s\\S]";
    else source += escapeRegExp(char);
  }
  return new RegExp(`^${source}$`, "iu");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether an expense matches every term, as the API decides it (private.expense_search_sql). */
export function matchesSearch(terms: readonly SearchTerm[]): (expense: SearchableExpense) => boolean {
  const compiled = terms.map((term) => ({
    patterns: term.patterns.map(likeRegExp),
    amount: term.amount === null ? null : paiseFromDecimal(term.amount),
  }));
  return (expense) => {
    const text = lower(searchText(expense));
    const amount = paiseFromDecimal(expense.amount);
    return compiled.every(
      (term) =>
        term.patterns.some((pattern) => pattern.test(text)) ||
        (term.amount !== null && amount === term.amount),
    );
  };
}
