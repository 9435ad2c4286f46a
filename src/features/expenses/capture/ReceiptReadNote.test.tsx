import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import type { ReceiptReading } from "@shared/capture/receipt-total.ts";
import { renderToString } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import { setLanguage } from "../../../i18n/i18n.ts";
import { ReceiptReadNote } from "./ReceiptReadNote.tsx";
import type { ReceiptOcrState } from "./use-receipt-ocr.ts";

const reading = (source: string | null): ReceiptReading & { total: number } => ({
  total: 880.65,
  checked: true,
  source,
  date: null,
  merchant: null,
  category: null,
});

/** The note's visible text, server-rendered (no DOM needed). */
function noteText(source: string | null): string {
  const html = renderToString(
    <ChakraProvider value={defaultSystem}>
      <ReceiptReadNote
        state={{ status: "read", reading: reading(source) }}
        amount="880.65"
        onUse={() => {}}
        onStop={() => {}}
      />
    </ChakraProvider>,
  );
  return html
    .replace(/<style[^>]*>.*?<\/style>/gs, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

const render = (state: ReceiptOcrState, amount: string) =>
  renderToString(
    <ChakraProvider value={defaultSystem}>
      <ReceiptReadNote state={state} amount={amount} onUse={() => {}} onStop={() => {}} />
    </ChakraProvider>,
  );

// The receipt's total shows the line it came from, so the user sees why (docs/capture.md).
describe("ReceiptReadNote", () => {
  afterAll(() => setLanguage("en", { remember: false }));

  it("asks for the amount when a photo gives no total and none is typed", () => {
    expect(render({ status: "unread", why: "no-total" }, "")).toContain("Please enter the amount");
  });

  it("keeps quiet about a photo without a total when an amount is typed (issue 30, polish 23)", () => {
    for (const why of ["no-total", "failed", "timeout"] as const) {
      const html = render({ status: "unread", why }, "450");
      expect(html).not.toContain("Please enter the amount");
      expect(html).toContain("No total found on the photo; your amount stays.");
    }
  });

  it("names the line the total came from", () => {
    expect(noteText("Grand Total")).toContain("Total from: Grand Total ₹880.65");
    expect(noteText("Amount in words")).toContain("Total from: the amount in words ₹880.65");
  });

  it("says it in Hindi", async () => {
    await setLanguage("hi", { remember: false });
    expect(noteText("कुल राशि")).toContain("कुल इस पंक्ति से: कुल राशि ₹880.65");
    expect(noteText("Amount in words")).toContain("कुल इस पंक्ति से: शब्दों में लिखी राशि ₹880.65");
  });

  it("says a read given up after 10 s keeps the photo and asks for the amount, in English and Hindi (issue 27)", async () => {
    await setLanguage("en", { remember: false });
    expect(render({ status: "unread", why: "timeout" }, "")).toContain(
      "Reading the receipt took too long. Your photo is kept; please enter the amount.",
    );
    await setLanguage("hi", { remember: false });
    expect(render({ status: "unread", why: "timeout" }, "")).toContain(
      "रसीद पढ़ने में बहुत देर लगी। आपकी फ़ोटो रखी है; कृपया राशि डालें।",
    );
    await setLanguage("en", { remember: false });
  });

  it("shows no source line when there is none", () => {
    expect(noteText(null)).not.toContain("Total from");
  });
});
