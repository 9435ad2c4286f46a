import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ReceiptReadNote } from "./ReceiptReadNote";
import type { ReceiptOcrState } from "./use-receipt-ocr";

const render = (state: ReceiptOcrState, amount: string) =>
  renderToString(
    <ChakraProvider value={defaultSystem}>
      <ReceiptReadNote state={state} amount={amount} onUse={() => {}} onStop={() => {}} />
    </ChakraProvider>,
  );

describe("ReceiptReadNote", () => {
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
});
