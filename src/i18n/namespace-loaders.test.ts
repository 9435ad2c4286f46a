import { describe, expect, it } from "vitest";
import { en } from "../locales/en/texts";
import { keysOf } from "../locales/text-keys";
import { ALL_NAMESPACES, namespaceLoader, PUBLIC_NAMESPACES } from "./namespace-loaders";

describe('namespaceLoader (docs/web.md "Texts per screen")', () => {
  it("knows every namespace of the English texts", () => {
    expect([...ALL_NAMESPACES].sort()).toEqual(Object.keys(en).sort());
  });

  it.each(ALL_NAMESPACES)(
    "loads %s in Hindi and, unless the start bundles it, in English, with every key",
    async (namespace) => {
      const english = keysOf(en[namespace]);
      expect(keysOf((await namespaceLoader("hi", namespace)?.()) ?? {})).toEqual(
        expect.arrayContaining(english),
      );
      if ((PUBLIC_NAMESPACES as readonly string[]).includes(namespace)) {
        expect(namespaceLoader("en", namespace)).toBeUndefined();
      } else {
        expect(keysOf((await namespaceLoader("en", namespace)?.()) ?? {})).toEqual(english);
      }
    },
  );
});
