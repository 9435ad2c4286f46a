import { describe, expect, it } from "vitest";
import { i18n } from "./i18n";
import { splitTagged } from "./tagged";

describe("splitTagged", () => {
  it("finds the figure home wraps in English and in Hindi (where it comes first)", () => {
    expect(splitTagged(i18n.t("dashboard:today.ofLimit", { limit: "₹500", lng: "en" }), "limit")).toEqual({
      before: "of ",
      inner: "₹500",
      after: " daily limit",
    });
    expect(splitTagged("<limit>₹500</limit> की दैनिक सीमा में से", "limit")).toEqual({
      before: "",
      inner: "₹500",
      after: " की दैनिक सीमा में से",
    });
  });

  it("leaves a text without the tag whole", () => {
    expect(splitTagged("of ₹500 daily limit", "limit")).toEqual({
      before: "of ₹500 daily limit",
      inner: "",
      after: "",
    });
    expect(splitTagged("of <limit>₹500 daily limit", "limit")).toEqual({
      before: "of <limit>₹500 daily limit",
      inner: "",
      after: "",
    });
  });
});
