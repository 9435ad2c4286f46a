import { describe, expect, it } from "vitest";
import { displayLocaleFor, perLocale } from "./locale.ts";

describe("displayLocaleFor", () => {
  it.each([
    ["hi", "hi-IN"],
    ["hi-IN", "hi-IN"],
    ["HI", "hi-IN"],
    ["en", "en-IN"],
    ["en-GB", "en-IN"],
    ["hil", "en-IN"],
    ["", "en-IN"],
    [undefined, "en-IN"],
    [null, "en-IN"],
  ])("%s → %s", (language, expected) => {
    expect(displayLocaleFor(language)).toBe(expected);
  });
});

describe("perLocale", () => {
  it("makes one formatter per locale and digits, en-IN with Latin digits by default", () => {
    const made: string[] = [];
    const formatter = perLocale((locale, digits) => {
      made.push(`${locale}/${digits}`);
      return { locale, digits };
    });
    expect(formatter()).toEqual({ locale: "en-IN", digits: "latn" });
    expect(formatter({ locale: "en-IN" })).toBe(formatter());
    expect(formatter({ locale: "hi-IN", digits: "deva" })).toEqual({ locale: "hi-IN", digits: "deva" });
    formatter({ locale: "hi-IN", digits: "deva" });
    expect(made).toEqual(["en-IN/latn", "hi-IN/deva"]);
  });
});
