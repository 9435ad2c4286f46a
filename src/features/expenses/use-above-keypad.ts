// Quick logging (docs/product.md §4.27): the number keypad opens with the amount focused and covers the
// lower part of the screen, where the category tiles are. When the visible area shrinks while the amount
// is focused (the keypad opening: the visual viewport, which Chrome shrinks without resizing the page),
// the page scrolls the amount field up under the header, bringing the first rows of tiles above the keypad.
import { type RefObject, useEffect } from "react";

export function useAmountAboveKeypad(
  field: RefObject<HTMLElement | null>,
  input: RefObject<HTMLInputElement | null>,
  enabled: boolean,
): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!enabled || !viewport) return;
    let lastHeight = viewport.height;
    const onResize = () => {
      const shrunk = viewport.height < lastHeight;
      lastHeight = viewport.height;
      if (shrunk && document.activeElement === input.current) {
        field.current?.scrollIntoView({ block: "start" });
      }
    };
    viewport.addEventListener("resize", onResize);
    return () => viewport.removeEventListener("resize", onResize);
  }, [field, input, enabled]);
}
