// Counted nouns: "1 day", "2 days" (Intl's English plural rules, so a later language brings its own).
const rules = new Intl.PluralRules("en-IN");

/** "1 day" / "3 days"; `many` defaults to `one` + "s". */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${rules.select(count) === "one" ? one : many}`;
}
