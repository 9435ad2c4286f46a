// Every language has exactly the English texts' keys (a type error otherwise; the unit test
// locale-keys.test.ts checks the same at run time), each a string of its own words.
import type { en } from "./en/texts";

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export type LocaleTexts = Texts<typeof en>;
