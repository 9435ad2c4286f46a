// One `<tag>…</tag>` inside a translated text, found without react-i18next's `Trans` (its parser is
// ~5 KB gzip a screen's first load would carry for one wrapped figure): the screen wraps `inner` itself.

export interface TaggedText {
  before: string;
  inner: string;
  after: string;
}

/** `text` around its first `<tag>…</tag>`; the whole text as `before` when the tag is not there. */
export function splitTagged(text: string, tag: string): TaggedText {
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  const start = text.indexOf(open);
  const end = start < 0 ? -1 : text.indexOf(close, start + open.length);
  if (end < 0) return { before: text, inner: "", after: "" };
  return {
    before: text.slice(0, start),
    inner: text.slice(start + open.length, end),
    after: text.slice(end + close.length),
  };
}
