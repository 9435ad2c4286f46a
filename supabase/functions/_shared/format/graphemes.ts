// Short labels cut by what a reader sees as letters (grapheme clusters, Intl.Segmenter), never inside
// one: "अक्तूबर" must not lose the vowel sign after its conjunct, nor an emoji its second half.

const segmenters = new Map<string, Intl.Segmenter>();

/** The first `count` graphemes of `text` (all of it when shorter). */
export function firstGraphemes(text: string, count: number, locale = "en-IN"): string {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: "grapheme" });
    segmenters.set(locale, segmenter);
  }
  let end = 0;
  let taken = 0;
  for (const { segment, index } of segmenter.segment(text)) {
    if (taken === count) break;
    end = index + segment.length;
    taken++;
  }
  return text.slice(0, end);
}
