// What tesseract's confidence in each symbol says about a receipt's figures (docs/capture.md "The
// total on a receipt", point 7). Pure.
// - The ₹ read as a digit: the English model has no ₹, so a ₹ printed before a figure comes out as a
//   leading 1, 2, 3 or 7 ("₹990" → "2990"), or merged into the real first digit. On the tuning photos
//   a real first digit of a figure is read at 99 every time, a ₹ read as a digit at 82–98 and as wide
//   as the digits after it; a ₹ merged into a real digit is read doubtfully too, but as one glyph
//   half as wide again or more (the digit stays).
// - A 0 in the paise read as 6, 8 or 9 (thermal print's worn 0): read at 94–97, where a real paise
//   digit reads at 98–99.
import { paiseFromDecimal, paiseToRupeeNumber } from "../money/paise.ts";

export interface OcrSymbol {
  text: string;
  /** Tesseract's confidence, 0–100. */
  confidence: number;
  /** The glyph's box width in pixels. */
  width: number;
}

export interface OcrWord {
  text: string;
  symbols: readonly OcrSymbol[];
}

/** What a receipt's OCR gives the total picker: its text, and its figures whose first digit was the ₹. */
export interface OcrPage {
  /** The text, with paise zeros OCR read as 6, 8 or 9 put back. */
  text: string;
  /** Figures as read ("2990.00" → 2990) whose leading digit OCR read as it reads a ₹. */
  rupeeDigits: number[];
}

/** Tesseract's result tree (blocks → paragraphs → lines → words → symbols), as much of it as is read. */
export interface OcrBlocks {
  paragraphs: readonly {
    lines: readonly {
      words: readonly {
        text: string;
        symbols: readonly { text: string; confidence: number; bbox: { x0: number; x1: number } }[];
      }[];
    }[];
  }[];
}

/** The words of tesseract's result, with each symbol's confidence and width. */
export function ocrWordsOf(blocks: readonly OcrBlocks[] | null | undefined): OcrWord[] {
  return (blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.flatMap((line) =>
        line.words.map((word) => ({
          text: word.text,
          symbols: word.symbols.map((symbol) => ({
            text: symbol.text,
            confidence: symbol.confidence,
            width: symbol.bbox.x1 - symbol.bbox.x0,
          })),
        })),
      ),
    ),
  );
}

/** A real first digit is read at 99; anything under it, on a 1, 2, 3 or 7, is what a ₹ looks like. */
const SURE_DIGIT = 99;
/** A ₹ merged into the real digit after it reads as one glyph this much wider than the digits after. */
const MERGED_WIDTH = 1.5;

/**
 * The figures whose leading 1, 2, 3 or 7 was read with doubt and as wide as the digits after it: the
 * ₹ read as a digit. At least two digits follow it (as for any ₹ misread: "33" is no ₹ 3).
 */
export function rupeeDigitFigures(words: readonly OcrWord[]): number[] {
  return words.flatMap((word) => {
    const figure = /^([1237])([1-9][\d,]*\d(?:\.\d{1,2})?)(?![\d.,]*\d)/.exec(word.text);
    const [first, ...rest] = word.symbols;
    if (!figure || !first || first.text !== figure[1] || first.confidence >= SURE_DIGIT) return [];
    const widths = rest
      .filter((symbol) => /^\d$/.test(symbol.text))
      .map((symbol) => symbol.width)
      .sort((a, b) => a - b);
    const median = widths[Math.floor(widths.length / 2)];
    if (median === undefined || first.width > median * MERGED_WIDTH) return [];
    const paise = paiseFromDecimal(`${figure[1]}${figure[2]}`.replace(/,/g, ""));
    return paise === null ? [] : [paiseToRupeeNumber(paise)];
  });
}

/** A paise digit read below this, as a 6, 8 or 9, is a 0. */
const SURE_PAISE = 98;

/**
 * The word with the zeros of its paise put back: "1747.60" whose 6 was read at 97 is "1747.00". At
 * most 99 paise off if wrong, so no evidence on the bill is asked for (unlike the ₹, where dropping a
 * real digit would cost thousands).
 */
export function withPaiseZeros(word: OcrWord): OcrWord {
  if (!/\d\.\d\d$/.test(word.text) || word.symbols.map((symbol) => symbol.text).join("") !== word.text)
    return word;
  const cut = word.symbols.length - 2;
  const symbols = word.symbols.map((symbol, i) =>
    i >= cut && /^[689]$/.test(symbol.text) && symbol.confidence < SURE_PAISE
      ? { ...symbol, text: "0" }
      : symbol,
  );
  return { text: symbols.map((symbol) => symbol.text).join(""), symbols };
}

/** The text with each word OCR read as `read` written as `fixed`, in order (the same figure may appear twice). */
function rewritten(text: string, words: readonly { read: string; fixed: string }[]): string {
  let out = "";
  let rest = text;
  for (const { read, fixed } of words) {
    const at = rest.indexOf(read);
    if (at < 0) continue;
    out += rest.slice(0, at) + fixed;
    rest = rest.slice(at + read.length);
  }
  return out + rest;
}

/** The page as the total picker reads it. */
export function ocrPageOf(text: string, read: readonly OcrWord[]): OcrPage {
  const fixed = read.map(withPaiseZeros);
  return {
    text: rewritten(
      text,
      read.map((word, i) => ({ read: word.text, fixed: (fixed[i] as OcrWord).text })),
    ),
    rupeeDigits: rupeeDigitFigures(fixed),
  };
}
