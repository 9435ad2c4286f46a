// A message written in English by the API or a shared form rule, in the reader's language when the
// locale files know it (namespace `errors`, keyed by the English text), else as written.
import { i18n } from "./i18n";

export function translateMessage(message: string): string;
export function translateMessage<Absent extends null | undefined>(message: string | Absent): string | Absent;
export function translateMessage(message: string | null | undefined): string | null | undefined {
  if (!message) return message;
  // The key is the English sentence itself: no key or namespace separators inside it.
  const key = message as never;
  return i18n.t(key, { ns: "errors", keySeparator: false, nsSeparator: false, defaultValue: message });
}
