import { describe, expect, it } from "vitest";
import { htmlLang, pickLanguage } from "./language";

describe("pickLanguage (docs/product.md §4.29)", () => {
  it("keeps this device's stored choice over the browser's languages", () => {
    expect(pickLanguage("en", ["hi-IN"])).toBe("en");
    expect(pickLanguage("hi", ["en-US"])).toBe("hi");
  });

  it("follows the first Hindi or English browser language on a first visit", () => {
    expect(pickLanguage(null, ["hi-IN", "en-IN"])).toBe("hi");
    expect(pickLanguage(null, ["hi"])).toBe("hi");
    expect(pickLanguage(null, ["mr-IN", "hi-IN", "en"])).toBe("hi");
    expect(pickLanguage(null, ["en-IN", "hi-IN"])).toBe("en");
    expect(pickLanguage(null, ["ta-IN"])).toBe("en");
    expect(pickLanguage("fr", [])).toBe("en");
  });

  it("names the Indian variant in <html lang>", () => {
    expect(htmlLang("hi")).toBe("hi-IN");
    expect(htmlLang("en")).toBe("en-IN");
  });
});
